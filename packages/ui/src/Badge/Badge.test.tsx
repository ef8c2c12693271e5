import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Badge, formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('shows the count up to the cap and "max+" above it', () => {
    expect(formatBadgeCount(1, 99)).toBe('1');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(2.7, 99)).toBe('2');
  });
});

describe('Badge', () => {
  it('renders nothing when the count is 0 or less', async () => {
    const { container, rerender } = await renderWithProviders(<Badge count={0} />);
    const badge = () => container.querySelector('[data-tone]');
    expect(badge()).toBeNull();
    rerender(<Badge count={-3} />);
    expect(badge()).toBeNull();
    rerender(<Badge count={Number.NaN} />);
    expect(badge()).toBeNull();
    rerender(<Badge count={1} />);
    expect(badge()).not.toBeNull();
  });

  it('caps the visible number at max, while screen readers hear the real count', async () => {
    await renderWithProviders(<Badge count={150} />, { locale: 'en' });
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 new')).toBeInTheDocument();
  });

  it('uses the red danger colours by default', async () => {
    await renderWithProviders(<Badge count={3} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', 'danger');
  });

  it('joins the accessible name of a link as words of its own, translated', async () => {
    const { unmount } = await renderWithProviders(
      <a href="#messages">
        Messages
        <Badge count={3} />
      </a>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 3 baharu');
    unmount();
    await renderWithProviders(
      <a href="#messages">
        Messages
        <Badge count={3} />
      </a>,
      { locale: 'zh' },
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 3 项新内容');
  });

  it('takes a label written for its place', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <button type="button" onClick={onClick}>
        Inbox
        <Badge count={5} label="5 unread messages" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Inbox 5 unread messages' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows a dot without a number, labelled "New"', async () => {
    await renderWithProviders(<Badge isDot data-testid="dot" />, { locale: 'en' });
    const dot = screen.getByTestId('dot');
    expect(dot).toHaveAttribute('data-dot');
    expect(dot).toHaveTextContent(/^\s*New$/);
  });

  it('hides a dot whose count drops to 0, and renders nothing without count or dot', async () => {
    const { container, rerender } = await renderWithProviders(<Badge isDot count={0} />);
    expect(container.querySelector('[data-tone]')).toBeNull();
    rerender(<Badge />);
    expect(container.querySelector('[data-tone]')).toBeNull();
  });

  it('passes its ref to the element', async () => {
    const ref = createRef<HTMLSpanElement>();
    await renderWithProviders(<Badge count={2} ref={ref} data-testid="badge" />);
    expect(ref.current).toBe(screen.getByTestId('badge'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithProviders(
      <ul>
        <li>
          <a href="#m">
            Missions
            <Badge count={3} />
          </a>
        </li>
        <li>
          <a href="#r">
            Rewards
            <Badge count={500} tone="primary" />
          </a>
        </li>
        <li>
          <a href="#n">
            News
            <Badge isDot />
          </a>
        </li>
      </ul>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
