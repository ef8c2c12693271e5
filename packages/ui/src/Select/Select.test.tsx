import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Select, type SelectOption } from './Select';

const banks: SelectOption[] = [
  { value: 'maybank', label: 'Maybank' },
  { value: 'cimb', label: 'CIMB Bank' },
  { value: 'rhb', label: 'RHB Bank', isDisabled: true },
  { value: 'public', label: 'Public Bank' },
];

describe('Select', () => {
  it('is a labelled native select whose choice is reported by value', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Select label="Bank" options={banks} placeholder="Choose a bank" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('data-placeholder-shown');
    await userEvent.selectOptions(select, 'CIMB Bank');
    expect(select).toHaveValue('cimb');
    expect(select).not.toHaveAttribute('data-placeholder-shown');
    expect(onChange).toHaveBeenCalledWith('cimb');
  });

  it('lists the options in order, the placeholder first, and disables those that cannot be chosen', async () => {
    await renderWithProviders(<Select label="Bank" options={banks} placeholder="Choose a bank" />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.disabled])).toEqual([
      ['', 'Choose a bank', false],
      ['maybank', 'Maybank', false],
      ['cimb', 'CIMB Bank', false],
      ['rhb', 'RHB Bank', true],
      ['public', 'Public Bank', false],
    ]);
  });

  it('does not let a required select go back to its placeholder', async () => {
    await renderWithProviders(<Select label="Bank" options={banks} placeholder="Choose a bank" isRequired />);
    expect(screen.getByRole('option', { name: 'Choose a bank' })).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAttribute('aria-required', 'true');
  });

  it('starts on the first option that can be chosen when it has no placeholder', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Select label="Bank" options={[{ value: 'x', label: 'Closed', isDisabled: true }, ...banks]} onChange={onChange} />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('maybank');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows value when controlled and starts from defaultValue otherwise', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<Select label="Bank" options={banks} value="cimb" onChange={onChange} />);
    const select = screen.getByRole('combobox');
    await userEvent.selectOptions(select, 'public');
    expect(onChange).toHaveBeenCalledWith('public');
    expect(select).toHaveValue('cimb');
    rerender(<Select label="Bank" options={banks} value="public" onChange={onChange} />);
    expect(select).toHaveValue('public');
  });

  it('takes the keyboard focus and reports a choice made from the keyboard', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Select label="Bank" options={banks} defaultValue="maybank" onChange={onChange} />);
    await userEvent.tab();
    const select = screen.getByRole('combobox');
    expect(select).toHaveFocus();
    // jsdom has no native select keyboard; user-event's selectOptions stands for the picker.
    await userEvent.selectOptions(select, 'public');
    expect(onChange).toHaveBeenCalledWith('public');
  });

  it('wires help and error to the select', async () => {
    await renderWithProviders(
      <Select label="Bank" options={banks} description="Where withdrawals are paid" errorMessage="Choose a bank" />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where withdrawals are paid Ralat: Choose a bank');
  });

  it('cannot be changed when disabled, and passes its ref and name', async () => {
    const ref = createRef<HTMLSelectElement>();
    await renderWithProviders(<Select label="Bank" options={banks} isDisabled name="bank" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveAttribute('name', 'bank');
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <>
        <Select label="Bank" options={banks} placeholder="Choose a bank" isRequired description="Where withdrawals are paid" />
        <Select label="Currency" options={[{ value: 'MYR', label: 'MYR' }]} errorMessage="Not available" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
