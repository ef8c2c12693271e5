import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox that toggles from its box and its label', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space and shows its state as data-state', async () => {
    await renderWithProviders(<Checkbox label="Remember me" defaultChecked />);
    const box = screen.getByRole('checkbox');
    const root = box.closest('[data-state]')!;
    expect(root).toHaveAttribute('data-state', 'checked');
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(root).toHaveAttribute('data-state', 'unchecked');
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('follows checked when controlled and only asks the parent to change it', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<Checkbox label="Remember me" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(<Checkbox label="Remember me" checked onChange={onChange} />);
    expect(box).toBeChecked();
  });

  it('reports "mixed" while indeterminate, even after a press', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox label="All providers" isIndeterminate onChange={onChange} />);
    const box = screen.getByRole('checkbox');
    expect(box).toBePartiallyChecked();
    expect(box.closest('[data-state]')).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box).toBePartiallyChecked();
  });

  it('wires help and error and marks a required consent', async () => {
    await renderWithProviders(
      <Checkbox
        label="I am over 18 and accept the terms"
        isRequired
        description="You must be 18 or over to play."
        errorMessage="Please accept the terms"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must be 18 or over to play. Ralat: Please accept the terms');
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms');
  });

  it('cannot be toggled when disabled', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox label="Remember me" isDisabled onChange={onChange} />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await userEvent.click(box);
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('passes name, value and its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithProviders(<Checkbox label="Remember me" name="remember" value="yes" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(ref.current).toHaveAttribute('name', 'remember');
    expect(ref.current).toHaveAttribute('value', 'yes');
  });

  it('has no axe violations in its states', async () => {
    const { container } = await renderWithProviders(
      <>
        <Checkbox label="Remember me" defaultChecked />
        <Checkbox label="All providers" isIndeterminate />
        <Checkbox label="Accept the terms" isRequired errorMessage="Please accept the terms" />
        <Checkbox label="Newsletter" isDisabled />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
