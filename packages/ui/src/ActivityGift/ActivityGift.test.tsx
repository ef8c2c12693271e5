import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Banner } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { BANNERS } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { ActivityGift } from './ActivityGift';

const without = (groupName: string): Banner[] => BANNERS.filter((banner) => banner.groupName !== groupName);
const icon = () => screen.getByRole('button', { name: 'Gift' });
const dialog = () => screen.getByRole('dialog', { name: 'Deposit bonus: 20% on every top-up this week' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('ActivityGift', () => {
  it('renders nothing without a w_topup_1 banner', async () => {
    const { container } = await renderWithProviders(<ActivityGift banners={without('w_topup_1')} defaultModalOpen />, { locale: 'en' });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts as a collapsed icon button', async () => {
    await renderWithProviders(<ActivityGift banners={BANNERS} />, { locale: 'en' });
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    expect(icon()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('expands and collapses from the icon, showing the offer picture and More', async () => {
    const onExpandedChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} onExpandedChange={onExpandedChange} />, { locale: 'en' });
    await user.click(icon());
    expect(icon()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(icon().getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('button', { name: 'Top up and get 20% more' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await user.click(icon());
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('collapses from the close icon and gives focus back to the icon', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} defaultExpanded />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    expect(icon()).toHaveFocus();
  });

  it('collapses and opens the modal from More', async () => {
    const onExpandedChange = vi.fn();
    const onModalOpenChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <ActivityGift banners={BANNERS} defaultExpanded onExpandedChange={onExpandedChange} onModalOpenChange={onModalOpenChange} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    expect(onModalOpenChange).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Deposit bonus: 20% on every top-up this week' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More', hidden: true })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    // The w_topup_3 picture, beside the heading that names it.
    expect(dialog().querySelector('[data-fit="contain"]')).toHaveStyle({ aspectRatio: '3 / 4' });
  });

  it('opens the modal from the offer picture too', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} defaultExpanded />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Top up and get 20% more' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More', hidden: true })).toBeNull();
  });

  it('closes the modal on Deposit, then calls onDeposit, and focus returns to the icon', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    await renderWithProviders(
      <ActivityGift
        banners={BANNERS}
        defaultExpanded
        onModalOpenChange={(isOpen) => calls.push(isOpen ? 'open' : 'close')}
        onDeposit={() => calls.push('deposit')}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deposit' }));
    expect(calls).toEqual(['open', 'close', 'deposit']);
    await closed();
    await waitFor(() => expect(icon()).toHaveFocus());
  });

  it('closes the modal from its own close control without a deposit', async () => {
    const onDeposit = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} defaultModalOpen onDeposit={onDeposit} />, { locale: 'en' });
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await closed();
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it('shows the gift modal on a first visit, opened by the app', async () => {
    await renderWithProviders(<ActivityGift banners={BANNERS} isModalOpen onModalOpenChange={vi.fn()} />, { locale: 'en' });
    expect(dialog()).toBeInTheDocument();
    // The widget stays collapsed behind it.
    expect(screen.getByRole('button', { name: 'Gift', hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a controlled expanded state', async () => {
    const onExpandedChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} isExpanded={false} onExpandedChange={onExpandedChange} />, { locale: 'en' });
    await user.click(icon());
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    // The parent kept it collapsed.
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard', async () => {
    const onDeposit = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={BANNERS} onDeposit={onDeposit} />, { locale: 'en' });
    await user.tab();
    expect(icon()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(icon()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await user.keyboard(' ');
    const deposit = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deposit' });
    deposit.focus();
    await user.keyboard('{Enter}');
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });

  it('falls back to "Special offer" without titles, and shows only More without a w_topup_2 banner', async () => {
    const untitled = BANNERS.filter((banner) => banner.groupName !== 'w_topup_2').map((banner) => ({ ...banner, title: undefined }));
    const user = userEvent.setup();
    await renderWithProviders(<ActivityGift banners={untitled} defaultExpanded />, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Special offer' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Close',
      'More',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('dialog', { name: 'Special offer' })).toBeInTheDocument();
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<ActivityGift banners={BANNERS} defaultExpanded defaultModalOpen />, { locale: 'ms' });
    expect(screen.getByRole('button', { name: 'Tambah nilai', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lagi', hidden: true })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<ActivityGift banners={BANNERS} defaultExpanded defaultModalOpen />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '存款' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多', hidden: true })).toBeInTheDocument();
  });

  it('has no axe violations, collapsed, expanded or with the modal open', async () => {
    const { container, unmount } = await renderWithProviders(<ActivityGift banners={BANNERS} />);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const expanded = await renderWithProviders(<ActivityGift banners={BANNERS} defaultExpanded />);
    expect(await axeViolations(expanded.container)).toEqual([]);
    expanded.unmount();
    await renderWithProviders(<ActivityGift banners={BANNERS} defaultModalOpen />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
