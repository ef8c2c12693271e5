import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { TextField } from './TextField';

describe('TextField', () => {
  it('has a visible label joined to the input and reports every change as text', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<TextField label="Username" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(screen.getByText('Username'));
    expect(input).toHaveFocus();
    await userEvent.keyboard('ali');
    expect(input).toHaveValue('ali');
    expect(onChange.mock.calls).toEqual([['a'], ['al'], ['ali']]);
  });

  it('starts from defaultValue when it keeps its own value', async () => {
    await renderWithProviders(<TextField label="Username" defaultValue="ali88" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('ali88');
    await userEvent.type(input, '{Backspace}7');
    expect(input).toHaveValue('ali87');
  });

  it('follows value when controlled and only asks the parent to change it', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<TextField label="Username" value="ali" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith('alix');
    expect(input).toHaveValue('ali');
    rerender(<TextField label="Username" value="alix" onChange={onChange} />);
    expect(input).toHaveValue('alix');
  });

  it('works with a parent that trims what is typed', async () => {
    function Trimmed() {
      const [value, setValue] = useState('');
      return <TextField label="Username" value={value} onChange={(next) => setValue(next.trim())} />;
    }
    await renderWithProviders(<Trimmed />);
    await userEvent.type(screen.getByRole('textbox'), ' ali ');
    expect(screen.getByRole('textbox')).toHaveValue('ali');
  });

  it('wires help and error to the input and announces the error', async () => {
    const { rerender } = await renderWithProviders(<TextField label="Username" description="6 to 12 letters or digits" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAccessibleDescription('6 to 12 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Username" description="6 to 12 letters or digits" errorMessage="Input cannot be empty" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
    expect(input).toHaveAccessibleDescription('6 to 12 letters or digits Ralat: Input cannot be empty');
  });

  it('marks a required field with * and aria-required, in every language', async () => {
    const { unmount } = await renderWithProviders(<TextField label="Username" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    await renderWithProviders(<TextField label="Username" isRequired />, { locale: 'en' });
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Username');
  });

  it('passes the native input attributes to the input and class and style to the root', async () => {
    await renderWithProviders(
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10 digit number"
        name="mobileNum"
        className="custom"
        style={{ maxWidth: 320 }}
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('placeholder', '10 digit number');
    expect(input).toHaveAttribute('name', 'mobileNum');
    expect(input).not.toHaveClass('custom');
    const root = input.closest('.custom') as HTMLElement;
    expect(root).not.toBeNull();
    expect(root.style.maxWidth).toBe('320px');
    await userEvent.type(input, '01234567890123');
    expect(input).toHaveValue('0123456789');
  });

  it('shows prefix and suffix in the box; a press on text there focuses the input, a control keeps its press', async () => {
    const onPick = vi.fn();
    await renderWithProviders(
      <TextField
        label="Mobile number"
        prefix={
          <button type="button" onClick={onPick}>
            +60
          </button>
        }
        suffix={<span>MYR</span>}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(screen.getByText('MYR'));
    expect(input).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '+60' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '+60' })).toHaveFocus();
    // The prefix comes first in the tab order, as it reads.
    await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('cannot be changed when disabled or read-only; read-only still takes the focus', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<TextField label="Username" defaultValue="ali" isDisabled onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await userEvent.tab();
    expect(input).not.toHaveFocus();
    rerender(<TextField label="Username" defaultValue="ali" isReadOnly onChange={onChange} />);
    expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    expect(input).toHaveValue('ali');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('passes its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithProviders(<TextField label="Username" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('has no axe violations in its states', async () => {
    const { container } = await renderWithProviders(
      <>
        <TextField label="Username" isRequired description="6 to 12 letters or digits" />
        <TextField label="Email" type="email" errorMessage="Enter a valid email" />
        <TextField label="Mobile number" prefix={<span>+60</span>} isDisabled />
        <TextField label="Referral code" isReadOnly defaultValue="ABC123" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
