import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { RemarkField } from './RemarkField';

describe('RemarkField', () => {
  afterEach(() => vi.useRealTimers());

  it('counts characters as the player sees them, an emoji or a Chinese character as one', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<RemarkField label="Remark" onChange={onChange} />, { locale: 'en' });
    const textarea = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(textarea, '已转账😀');
    expect(onChange).toHaveBeenLastCalledWith('已转账😀', { length: 4, isTooLong: false });
    expect(screen.getByText('4/140')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('4 of 140 characters');
  });

  it('keeps text over the limit and flags it with the rule', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<RemarkField label="Remark" maxLength={5} defaultValue="abcde" onChange={onChange} />, { locale: 'en' });
    const textarea = screen.getByRole('textbox');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(textarea, 'f');
    expect(textarea).toHaveValue('abcdef');
    expect(onChange).toHaveBeenLastCalledWith('abcdef', { length: 6, isTooLong: true });
    expect(screen.getByRole('alert')).toHaveTextContent('At most 5 characters');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('6/5').parentElement).toHaveAttribute('data-over');
  });

  it('announces what is left once typing pauses, not at every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<RemarkField label="Remark" maxLength={10} />, { locale: 'en' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox'), 'abc');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent('7 characters left');
  });

  it('lets the caller show its own error', async () => {
    const { container } = await renderWithProviders(<RemarkField label="Remark" isRequired errorMessage="Input cannot be empty" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
