import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Button } from './Button';

describe('Button', () => {
  it('is a native button of type "button" that presses with pointer, Enter and Space', async () => {
    const onClick = vi.fn();
    await renderWithProviders(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows variant and size as data attributes for styles and tests', async () => {
    await renderWithProviders(
      <Button variant="danger" size="lg">
        Sign out
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('while loading ignores presses, stays focusable and announces loading in the active language', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button isLoading onClick={onClick}>
        Deposit
      </Button>,
      { locale: 'ms' },
    );
    const button = screen.getByRole('button', { name: 'Deposit Memuatkan' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('translates the loading label into Chinese and English', async () => {
    const { unmount } = await renderWithProviders(<Button isLoading>Deposit</Button>, { locale: 'zh' });
    expect(screen.getByRole('button')).toHaveAccessibleName('Deposit 加载中');
    unmount();
    await renderWithProviders(<Button isLoading>Deposit</Button>, { locale: 'en' });
    expect(screen.getByRole('button')).toHaveAccessibleName('Deposit Loading');
  });

  it('when disabled cannot be pressed or focused', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button isDisabled onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    expect(onClick).not.toHaveBeenCalled();
    expect(button).not.toHaveFocus();
  });

  it('passes its ref to the button element', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderWithProviders(<Button ref={ref}>Deposit</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('renders its icons, and replaces the start icon with a spinner while loading', async () => {
    const { rerender } = await renderWithProviders(
      <Button startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>
        Deposit
      </Button>,
    );
    expect(screen.getByTestId('start')).toBeInTheDocument();
    expect(screen.getByTestId('end')).toBeInTheDocument();
    rerender(
      <Button isLoading startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>
        Deposit
      </Button>,
    );
    expect(screen.queryByTestId('start')).not.toBeInTheDocument();
    expect(screen.queryByTestId('end')).not.toBeInTheDocument();
  });

  it('has no axe violations in any state', async () => {
    const { container } = await renderWithProviders(
      <>
        <Button>Deposit</Button>
        <Button isLoading>Deposit</Button>
        <Button isDisabled>Deposit</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
