import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { AccountPanel, type AccountPanelEntry } from './AccountPanel';

const ENTRIES: AccountPanelEntry[] = [
  { key: 'securityCenter', label: 'My account', href: '/member/securityCenter' },
  { key: 'transferFund', label: 'My wallet', href: '/member/transferFund' },
  { key: 'rewardCenter', label: 'Reward centre', href: '/member/rewardCenter', count: 3 },
  { key: 'messageV2', label: 'Messages', href: '/member/messageV2', count: 0 },
];

const menu = () => screen.getByRole('navigation', { name: 'Member centre' });
const entry = (name: string | RegExp) => within(menu()).getByRole('link', { name });

describe('AccountPanel', () => {
  it('lists the entries in order as links, the chosen one current, with its page in a region named after it', async () => {
    const { container } = await renderWithProviders(
      <AccountPanel title="Member centre" entries={ENTRIES} selectedKey="transferFund" onClose={() => {}}>
        <p>Wallet page</p>
      </AccountPanel>,
      { locale: 'en' },
    );
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ENTRIES.map((item) => item.href));
    expect(entry('My wallet')).toHaveAttribute('aria-current', 'page');
    expect(entry('My account')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('region', { name: 'My wallet' })).toHaveTextContent('Wallet page');
    expect(screen.getByRole('heading', { level: 2, name: 'Member centre' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a count above 0 as a badge that screen readers hear, and none at 0', async () => {
    await renderWithProviders(<AccountPanel title="Member centre" entries={ENTRIES} />, { locale: 'en' });
    expect(entry('Reward centre 3 new')).toBeInTheDocument();
    expect(entry('Messages')).toBeInTheDocument();
  });

  it('highlights the default page while none is chosen, and marks the menu screen for a phone', async () => {
    const { container } = await renderWithProviders(
      <AccountPanel title="Member centre" entries={ENTRIES} selectedKey={null} defaultKey="transferFund" />,
    );
    expect(entry('My wallet')).toHaveAttribute('aria-current', 'page');
    expect(container.firstElementChild).toHaveAttribute('data-screen', 'menu');
  });

  it('falls back to the first entry when no default is given', async () => {
    await renderWithProviders(<AccountPanel title="Member centre" entries={ENTRIES} />);
    expect(entry('My account')).toHaveAttribute('aria-current', 'page');
  });

  it('reports a plain click with the key and keeps the browser from following the link', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<AccountPanel title="Member centre" entries={ENTRIES} selectedKey="securityCenter" onSelect={onSelect} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(entry('My wallet'), click);
    expect(onSelect).toHaveBeenCalledWith('transferFund');
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves a modified click to the browser (open in a new tab)', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<AccountPanel title="Member centre" entries={ENTRIES} onSelect={onSelect} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(entry('My wallet'), click);
    expect(onSelect).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('renders an entry without an href as a button', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(
      <AccountPanel title="Agent centre" entries={[{ key: 'agentTeamOverview', label: 'Team overview' }]} onSelect={onSelect} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Team overview' }));
    expect(onSelect).toHaveBeenCalledWith('agentTeamOverview');
  });

  it('keeps its own choice when uncontrolled, and the back control returns to the menu screen', async () => {
    const onBack = vi.fn();
    const { container } = await renderWithProviders(
      <AccountPanel title="Member centre" entries={ENTRIES} onBack={onBack} />,
      { locale: 'en' },
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-screen', 'menu');
    fireEvent.click(entry('My wallet'));
    expect(entry('My wallet')).toHaveAttribute('aria-current', 'page');
    expect(root).toHaveAttribute('data-screen', 'page');
    // A desktop hides the back control (it is a phone's), so it is found by its label.
    fireEvent.click(screen.getByLabelText('Back to menu'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-screen', 'menu');
  });

  it('has a close button only when the app handles closing', async () => {
    const onClose = vi.fn();
    const { rerender } = await renderWithProviders(<AccountPanel title="Member centre" entries={ENTRIES} onClose={onClose} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<AccountPanel title="Member centre" entries={ENTRIES} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('takes the app’s words for the menu and the controls', async () => {
    await renderWithProviders(
      <AccountPanel title="Member centre" entries={ENTRIES} menuLabel="Account menu" closeLabel="Leave" backLabel="All pages" onClose={() => {}} />,
    );
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getByLabelText('All pages')).toHaveProperty('type', 'button');
  });

  it('shows a busy skeleton instead of the menu and page while loading, with the close button', async () => {
    await renderWithProviders(
      <AccountPanel title="Member centre" entries={ENTRIES} isLoading onClose={() => {}}>
        <p>Wallet page</p>
      </AccountPanel>,
      { locale: 'en' },
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Wallet page')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('translates its own labels (Malay by default)', async () => {
    await renderWithProviders(<AccountPanel title="Pusat ahli" entries={ENTRIES} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });
});
