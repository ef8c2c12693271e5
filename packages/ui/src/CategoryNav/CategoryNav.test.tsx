import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameCategory } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { CATEGORIES, VENDORS } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { CategoryNav, HOVER_CLOSE_DELAY, HOVER_OPEN_DELAY } from './CategoryNav';

// Three categories keep the DOM, and so jsdom's role queries, small: 11 vendors, 7, and 6.
const NAV = CATEGORIES.slice(0, 3);
const RNG = CATEGORIES.find((category) => category.code === 'RNG')!;
const LIVE = CATEGORIES.find((category) => category.code === 'LIVE')!;

const toggle = (name: string) => screen.getByRole('button', { name: `${name} vendors` });
const panel = (name: string) => screen.queryByRole('list', { name: `${name} vendors` });
const vendorButtons = (name: string) => within(panel(name)!).getAllByRole('button');

async function renderNav() {
  const handlers = { onSelectCategory: vi.fn(), onSelectVendor: vi.fn(), onMore: vi.fn() };
  const { container } = await renderWithProviders(<CategoryNav categories={NAV} activeCode="RNG" {...handlers} />, { locale: 'en' });
  return { ...handlers, container };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Generous: jsdom's role queries are slow on a busy machine; no assertion here depends on time.
describe('CategoryNav', { timeout: 20_000 }, () => {
  it('is a named navigation of categories, the active one marked current and hot ones marked hot', async () => {
    await renderNav();
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const categoryButtons = within(nav)
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-expanded'));
    expect(categoryButtons.map((button) => button.textContent)).toEqual(['Slots Hot', 'Live casino', 'Fishing']);
    expect(screen.getByRole('button', { name: 'Slots Hot' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Live casino' })).not.toHaveAttribute('aria-current');
    // Not a menu: a disclosure navigation of plain buttons and lists.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('opens and closes a panel with its toggle, listing 11 vendors and "More" for RNG', async () => {
    await renderNav();
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'false');
    expect(panel('Slots')).not.toBeInTheDocument();
    await userEvent.click(toggle('Slots'));
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle('Slots').getAttribute('aria-controls')!)).toBeVisible();
    expect(within(panel('Slots')!).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'More' })).toBeVisible();
    await userEvent.click(toggle('Slots'));
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'false');
    expect(panel('Slots')).not.toBeInTheDocument();
  });

  it('builds a panel only while it is open, so a closed nav loads no vendor logo', async () => {
    const { container } = await renderNav();
    const panels = Array.from(container.querySelectorAll('[id$="-RNG"], [id$="-LIVE"], [id$="-FISH"]'));
    expect(panels).toHaveLength(3);
    expect(panels.every((element) => element.childElementCount === 0)).toBe(true);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await userEvent.click(toggle('Live casino'));
    expect(document.getElementById(toggle('Live casino').getAttribute('aria-controls')!)!.childElementCount).toBe(1);
  });

  it('shows "More" only for a category with 11 vendors', async () => {
    const { onMore } = await renderNav();
    await userEvent.click(toggle('Live casino'));
    expect(within(panel('Live casino')!).getAllByRole('listitem')).toHaveLength(VENDORS.LIVE!.length);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await userEvent.click(toggle('Slots'));
    // One panel at a time.
    expect(panel('Live casino')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledExactlyOnceWith(RNG);
    expect(panel('Slots')).not.toBeInTheDocument();
  });

  it('with more than 11 vendors lists the first 11 and shows "More"', async () => {
    const crowded: GameCategory = {
      code: 'RNG',
      name: 'Slots',
      vendors: [...RNG.vendors, { vassalage: 'X1', displayName: 'Extra One', gameType: 'RNG' }],
    };
    await renderWithProviders(<CategoryNav categories={[crowded]} />, { locale: 'en' });
    await userEvent.click(toggle('Slots'));
    expect(within(panel('Slots')!).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: /Extra One/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('marks hot vendors', async () => {
    await renderNav();
    await userEvent.click(toggle('Slots'));
    const names = vendorButtons('Slots').map((button) => button.textContent);
    expect(names.slice(0, 3)).toEqual(['Playtech Hot', 'CQ9 Gaming Hot', 'Microgaming']);
    expect(screen.getByRole('button', { name: 'Playtech Hot' })).toBeInTheDocument();
  });

  it('works by keyboard: arrows open and move, Escape closes and returns the focus', async () => {
    await renderNav();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Slots Hot' })).toHaveFocus();
    await userEvent.tab();
    expect(toggle('Slots')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Playtech Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'CQ9 Gaming Hot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps round to the last: "More".
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Playtech Hot' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Slots')).toHaveFocus();
    // ArrowUp opens at the end; Enter toggles as a press does.
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Slots')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a panel when the focus leaves its category', async () => {
    await renderNav();
    toggle('Live casino').focus();
    await userEvent.keyboard('{ArrowUp}');
    const lastVendor = vendorButtons('Live casino').at(-1)!;
    expect(lastVendor).toHaveFocus();
    // Tab from the panel's last vendor goes on to the next category.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fishing' })).toHaveFocus();
    expect(toggle('Live casino')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a panel on a press outside, but not on a press on its own padding', async () => {
    await renderWithProviders(
      <>
        <CategoryNav categories={NAV} />
        <p>Page</p>
      </>,
      { locale: 'en' },
    );
    await userEvent.click(toggle('Slots'));
    await userEvent.click(panel('Slots')!.parentElement!);
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page'));
    expect(toggle('Slots')).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports a chosen vendor and category, closing the panel', async () => {
    const { onSelectVendor, onSelectCategory } = await renderNav();
    await userEvent.click(toggle('Live casino'));
    await userEvent.click(screen.getByRole('button', { name: /Dream Gaming/ }));
    expect(onSelectVendor).toHaveBeenCalledExactlyOnceWith(LIVE, VENDORS.LIVE![2]);
    expect(panel('Live casino')).not.toBeInTheDocument();
    // From the keyboard, the focus goes back to the toggle rather than to the page's start.
    toggle('Live casino').focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectVendor).toHaveBeenLastCalledWith(LIVE, VENDORS.LIVE![0]);
    expect(toggle('Live casino')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Fishing' }));
    expect(onSelectCategory).toHaveBeenCalledExactlyOnceWith(CATEGORIES[2]);
  });

  it('opens on hover after a short delay and closes after the pointer leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderNav();
    const item = screen.getByRole('button', { name: 'Live casino' }).closest('li')!;
    await user.hover(item);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY - 1));
    expect(panel('Live casino')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel('Live casino')).toBeInTheDocument();
    await user.unhover(item);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY - 1));
    expect(panel('Live casino')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel('Live casino')).not.toBeInTheDocument();

    // Passing over a category without resting does not open it.
    await user.hover(item);
    await user.unhover(item);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY + HOVER_CLOSE_DELAY));
    expect(panel('Live casino')).not.toBeInTheDocument();

    // A press on the toggle of a panel the pointer opened keeps it, even after the pointer leaves.
    await user.hover(item);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY));
    await user.click(toggle('Live casino'));
    expect(toggle('Live casino')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(item);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY));
    expect(panel('Live casino')).toBeInTheDocument();
  });

  it('renders the app’s router links when given renderLink', async () => {
    const onSelectCategory = vi.fn();
    await renderWithProviders(
      <CategoryNav
        categories={NAV}
        activeCode="LIVE"
        onSelectCategory={onSelectCategory}
        renderLink={({ category, vendor, children, ...props }) => (
          <a href={`#/${category.code.toLowerCase()}${vendor ? `?vendor=${vendor.vassalage}` : ''}`} {...props}>
            {children}
          </a>
        )}
      />,
      { locale: 'en' },
    );
    const live = screen.getByRole('link', { name: 'Live casino' });
    expect(live).toHaveAttribute('href', '#/live');
    expect(live).toHaveAttribute('aria-current', 'page');
    await userEvent.click(toggle('Live casino'));
    expect(screen.getByRole('link', { name: /Asia Gaming/ })).toHaveAttribute('href', '#/live?vendor=AG');
    // Arrow keys move among links too.
    toggle('Live casino').focus();
    await userEvent.keyboard('{Escape}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: /BBIN Live/ })).toHaveFocus();
    await userEvent.click(live);
    expect(onSelectCategory).toHaveBeenCalledExactlyOnceWith(LIVE);
  });

  it('shows no toggle for a category without vendors', async () => {
    await renderWithProviders(<CategoryNav categories={[{ code: 'PROMO', name: 'Promotions', vendors: [] }]} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promotions vendors' })).not.toBeInTheDocument();
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<CategoryNav categories={NAV} />, { locale: 'ms' });
    expect(screen.getByRole('navigation', { name: 'Kategori permainan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Penyedia Slots' }));
    expect(screen.getByRole('button', { name: 'Playtech Hangat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lagi' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<CategoryNav categories={NAV} />, { locale: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: 'Slots供应商' }));
    expect(screen.getByRole('button', { name: 'Playtech 热门' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
  });

  it('has no axe violations, closed or open', async () => {
    const { container } = await renderNav();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(toggle('Slots'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
