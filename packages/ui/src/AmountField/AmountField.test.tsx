import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { formatMoney } from '../utils/format-money';
import { AmountField } from './AmountField';

const LIMITS = { min: 50, max: 50000, available: 1234.5 };

describe('AmountField', () => {
  it('reports the text and its exact amount, with digits of other scripts made ASCII', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<AmountField label="Amount" onChange={onChange} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '０.３');
    expect(input).toHaveValue('0.3');
    expect(onChange).toHaveBeenLastCalledWith('0.3', 0.3, { failedRule: null });
  });

  it('refuses a third decimal and a letter, keeping what was typed and saying why', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<AmountField label="Amount" onChange={onChange} />, { locale: 'en' });
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12.345');
    expect(input).toHaveValue('12.34');
    expect(screen.getByRole('alert')).toHaveTextContent('At most two decimals');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('12.34');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter numbers only');
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('12.3', 12.3, { failedRule: null });
  });

  it('understands group separators in a paste and puts the caret after it', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<AmountField label="Amount" onChange={onChange} />, { locale: 'en' });
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('1,234.50');
    expect(input).toHaveValue('1234.50');
    expect(onChange).toHaveBeenLastCalledWith('1234.50', 1234.5, { failedRule: null });
    await userEvent.paste('9');
    expect(input).toHaveValue('1234.50');
    expect(screen.getByRole('alert')).toHaveTextContent('At most two decimals');
  });

  it('shows the broken limit once the player leaves the field, in the running locale', async () => {
    await renderWithProviders(<AmountField label="Amount" {...LIMITS} />, { locale: 'en' });
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription(`From ${formatMoney(50, 'en', 'P')} to ${formatMoney(50000, 'en', 'P')}`);
    await userEvent.type(input, '20');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(`Minimum ${formatMoney(50, 'en', 'P')}`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '00');
    expect(screen.getByRole('alert')).toHaveTextContent(`More than your available balance ${formatMoney(1234.5, 'en', 'P')}`);
  });

  it('fills in a chip amount and the whole balance, marking the chip pressed', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <AmountField label="Amount" available={1234.567} quickAmounts={[50, 1000]} onChange={onChange} />,
      { locale: 'en' },
    );
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect(screen.getByRole('textbox')).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox')).toHaveValue('1234.56');
    expect(onChange).toHaveBeenLastCalledWith('1234.56', 1234.56, { failedRule: null });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows value when controlled, and lets the caller show its own error', async () => {
    const { rerender } = await renderWithProviders(<AmountField label="Amount" value="75" />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toHaveValue('75');
    rerender(<AmountField label="Amount" value="80" errorMessage="Pick a bank first" />);
    expect(screen.getByRole('textbox')).toHaveValue('80');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a bank first');
  });

  it('shows the broken limit when the form asks, before the player leaves the field', async () => {
    await renderWithProviders(<AmountField label="Amount" {...LIMITS} defaultValue="60000" isValidationShown />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent(`More than your available balance ${formatMoney(1234.5, 'en', 'P')}`);
  });

  it('has no axe violations with an error and chips', async () => {
    const { container } = await renderWithProviders(
      <AmountField label="Amount" {...LIMITS} quickAmounts={[50, 100]} defaultValue="20" isValidationShown />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
