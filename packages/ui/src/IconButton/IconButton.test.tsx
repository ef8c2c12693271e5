import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { IconButton } from './IconButton';

const icon = <svg data-testid="icon" viewBox="0 0 16 16" />;

describe('IconButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a native button named by its label, with the icon hidden from assistive technology', async () => {
    await renderWithProviders(<IconButton label="Close">{icon}</IconButton>);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-label', 'Close');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button).not.toHaveAttribute('title');
  });

  it('presses with pointer, Enter and Space', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <IconButton label="Close" onClick={onClick}>
        {icon}
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows variant and size as data attributes, ghost and md by default', async () => {
    const { rerender } = await renderWithProviders(<IconButton label="Search">{icon}</IconButton>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', 'ghost');
    expect(screen.getByRole('button')).toHaveAttribute('data-size', 'md');
    rerender(
      <IconButton label="Search" variant="danger" size="lg">
        {icon}
      </IconButton>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('button')).toHaveAttribute('data-size', 'lg');
  });

  it('passes a title through only when given', async () => {
    await renderWithProviders(
      <IconButton label="Refresh captcha" title="Refresh captcha">
        {icon}
      </IconButton>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('title', 'Refresh captcha');
  });

  it('when disabled cannot be pressed or focused', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <IconButton label="Close" isDisabled onClick={onClick}>
        {icon}
      </IconButton>,
    );
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    expect(button).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('warns in development when it has no label, and not when it has one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = await renderWithProviders(<IconButton label="Close">{icon}</IconButton>);
    expect(warn).not.toHaveBeenCalled();
    rerender(<IconButton label="  ">{icon}</IconButton>);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/IconButton needs a `label`/);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-label');
  });

  it('does not warn when aria-labelledby names it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithProviders(
      <>
        <span id="name">Close</span>
        <IconButton label="" aria-labelledby="name">
          {icon}
        </IconButton>
      </>,
    );
    expect(warn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('passes its ref to the button element', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderWithProviders(
      <IconButton label="Close" ref={ref}>
        {icon}
      </IconButton>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <>
        <IconButton label="Close">{icon}</IconButton>
        <IconButton label="Delete" variant="danger" isDisabled>
          {icon}
        </IconButton>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
