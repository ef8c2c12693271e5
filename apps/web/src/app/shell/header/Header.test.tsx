import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  balance,
  FEATURE,
  gameMenus,
  memberInfo,
  playerAvatar,
  promotions,
  siteConfig,
  unreadCount,
  type GameMenu,
  type MemberInfo,
} from '@platform/api';
import { ThemeProvider } from '@platform/ui';
import { brand } from '@brand';
import { api } from '../../../lib/api';
import { confirmSignOut } from '../../../features/auth/sign-out';
import { colorModeManager } from '../../../lib/color-mode';
import { closeAppModal, getAppModals, removeAppModal } from '../../../lib/app-modals';
import { requestLogin } from '../../../lib/session/login-prompt';
import type * as LoginPrompt from '../../../lib/session/login-prompt';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { siteStatusFixture } from '../../../test/site-status';
import { BALANCE_HIDDEN_KEY } from './balance-visibility';
import { Header } from './Header';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../features/auth/LoginPanel', () => ({
  LoginPanel: ({ layout, 'aria-label': label }: { layout: string; 'aria-label'?: string }) => (
    <form aria-label={label} data-layout={layout}>
      <a href="#/forgot">Forgot password?</a>
    </form>
  ),
}));
vi.mock('../../../features/auth/sign-out', () => ({ confirmSignOut: vi.fn(async () => true) }));
vi.mock('../../../lib/session/login-prompt', async (importOriginal) => ({
  ...(await importOriginal<typeof LoginPrompt>()),
  requestLogin: vi.fn(),
}));

const call = vi.mocked(api.call);

const MENUS: GameMenu[] = [
  {
    code: 'RNG',
    name: 'Slots',
    isHot: 1,
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', isHot: 1 },
      { vassalage: 'JILI', displayName: 'Jili', gameType: 'RNG' },
    ],
  },
  { code: 'LIVE', name: 'Live Casino', vendors: [{ vassalage: 'AG', displayName: 'Asia Gaming', gameType: 'LIVE' }] },
  { code: 'COCKFIGHT', name: 'Cockfight', vendors: [{ vassalage: 'WS', displayName: 'WS', gameType: 'COCKFIGHT' }] },
];

const MEMBER: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: 'Lucky Star',
  type: 0,
  toUpline: true,
  clubLabel: null,
  memberLabel: [],
};

interface Answers {
  menus?: () => Promise<GameMenu[]>;
  member?: () => Promise<MemberInfo>;
  balance?: () => Promise<{ sumBalance: number }>;
}

/** The gateway's answers, by call; `answers` overrides some. */
function answer(answers: Answers = {}) {
  call.mockImplementation((async (definition: unknown) => {
    if (definition === gameMenus) return (answers.menus ?? (async () => MENUS))();
    if (definition === memberInfo) return (answers.member ?? (async () => MEMBER))();
    if (definition === balance) return (answers.balance ?? (async () => ({ sumBalance: 1234.5 })))();
    if (definition === unreadCount) return { unreadMessage: 2 };
    if (definition === promotions) {
      return { categories: [], list: [{ status: 'CLAIM_PAYOUT' }, { status: 'JOIN_NOW' }, { status: 'CLAIMED' }] };
    }
    if (definition === playerAvatar) return { avatarUrl: null };
    if (definition === siteConfig) return { currencySymbol: 'RM', languages: ['MS', 'EN', 'CN'] };
    throw new Error('unexpected call');
  }) as typeof api.call);
}

/** Makes `matchMedia` answer `matches` for every query (jsdom has none). */
function screenIsWide(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function logIn(type: number | null = 0) {
  sessionStore.signIn({ token: 'tok', account: 'player01', type });
}

async function renderHeader(options: Parameters<typeof renderInApp>[1] = {}) {
  const onLocaleChange = vi.fn();
  const result = await renderInApp(
    <>
      <Header onLocaleChange={onLocaleChange} />
      <Location />
    </>,
    { siteStatus: siteStatusFixture(), ...options },
  );
  // The account bar is its own chunk: wait for it (its balance group) when a session exists.
  if (sessionStore.get() !== null) {
    await screen.findByRole('group', { name: /^(Balance|Baki|余额)$/ }, { timeout: 5000 });
  }
  return { ...result, onLocaleChange };
}

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }, { timeout: 5000 }));
}

beforeEach(() => {
  answer();
});

afterEach(() => {
  sessionStore.signOut();
  for (const { name } of getAppModals()) {
    closeAppModal(name);
    removeAppModal(name);
  }
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Header, logged out', () => {
  it('shows the inline login form, named, on wide screens', async () => {
    screenIsWide(true);
    await renderHeader();
    const form = await screen.findByRole('form', { name: 'Log in' }, { timeout: 5000 });
    expect(form).toHaveAttribute('data-layout', 'inline');
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(form);
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('offers Log in and Register buttons on phones', async () => {
    screenIsWide(false);
    await renderHeader();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(getAppModals()).toEqual([expect.objectContaining({ name: 'register', isOpen: true })]);
  });

  it('leaves out Register when direct registration is off', async () => {
    screenIsWide(false);
    const whitelabel = [{ modId: FEATURE.directRegistration, enabled: '0' as const, childrenNodes: [] }];
    await renderHeader({ siteStatus: siteStatusFixture({ whitelabel }) });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('Header, logged in', () => {
  it('shows the nickname (the account while loading) and the unclaimed count', async () => {
    let resolveMember: (member: MemberInfo) => void = () => {};
    answer({ member: () => new Promise((resolve) => (resolveMember = resolve)) });
    logIn();
    await renderHeader();
    await openAccountMenu();
    expect(screen.getByText('player01')).toBeInTheDocument();
    act(() => resolveMember(MEMBER));
    expect(await screen.findByText('Lucky Star')).toBeInTheDocument();
    // 2 unread messages and 1 promotion to claim.
    const toggle = screen.getByRole('button', { name: /Account menu/ });
    await waitFor(() => expect(toggle).toHaveAccessibleName('Account menu 3 promotions and messages waiting'));
    expect(screen.getByRole('link', { name: 'Messages 2 unread messages' })).toBeInTheDocument();
  });

  it('uses the gateway’s own count of claimable promotions when it gives one', async () => {
    answer();
    const base = call.getMockImplementation()!;
    call.mockImplementation((async (definition: unknown, input: unknown) =>
      definition === unreadCount ? { unreadMessage: 1, availablePromo: 4 } : base(definition as never, input as never)) as typeof api.call);
    logIn();
    await renderHeader();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAccessibleName('Account menu 5 promotions and messages waiting'),
    );
    expect(call.mock.calls.some(([definition]) => definition === promotions)).toBe(false);
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Messages 1 unread message' })).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    logIn(1);
    await renderHeader({ locale: 'zh' });
    const toggle = screen.getByRole('button', { name: /账户菜单/ });
    await waitFor(() => expect(toggle).toHaveAccessibleName('账户菜单 3 项优惠和消息待查看'));
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: '消息 2 条未读消息' })).toHaveAttribute('href', '/member/messageV2');
    expect(screen.getByRole('link', { name: '代理中心' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '余额' })).toBeInTheDocument();
  });

  it('shows the balance with the currency symbol, a spinner while it loads, and refreshes it', async () => {
    let resolveBalance: (value: { sumBalance: number }) => void = () => {};
    answer({ balance: () => new Promise((resolve) => (resolveBalance = resolve)) });
    logIn();
    await renderHeader();
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(within(group).getByRole('status')).toHaveTextContent('Updating balance');
    act(() => resolveBalance({ sumBalance: 1234.5 }));
    expect(await within(group).findByText('1,234.50')).toBeInTheDocument();
    expect(within(group).getByText('RM')).toBeInTheDocument();

    answer({ balance: async () => ({ sumBalance: 99 }) });
    await userEvent.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('99.00')).toBeInTheDocument();
  });

  it('says when the balance cannot be read, and reads it again on refresh', async () => {
    answer({ balance: async () => Promise.reject(new Error('offline')) });
    logIn();
    await renderHeader();
    const group = screen.getByRole('group', { name: 'Balance' });
    expect(await within(group).findByText('Balance unavailable')).toBeInTheDocument();
    answer();
    await userEvent.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('1,234.50')).toBeInTheDocument();
  });

  it('formats the balance in the interface language', async () => {
    answer({ balance: async () => ({ sumBalance: 1234567.891 }) });
    logIn();
    await renderHeader({ locale: 'zh' });
    expect(await screen.findByText('1,234,567.89')).toBeInTheDocument();
  });

  it('masks the balance as *** after the toggle and remembers it', async () => {
    logIn();
    const first = await renderHeader();
    const group = screen.getByRole('group', { name: 'Balance' });
    await within(group).findByText('1,234.50');
    const toggle = within(group).getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByText('***')).toBeInTheDocument();
    expect(within(group).queryByText('1,234.50')).not.toBeInTheDocument();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');

    // A new visit keeps it hidden.
    first.unmount();
    await renderHeader();
    const again = screen.getByRole('group', { name: 'Balance' });
    expect(within(again).getByText('***')).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Hide balance' }));
    expect(await within(again).findByText('1,234.50')).toBeInTheDocument();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBeNull();
  });

  it.each([
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [0, false],
    [4, false],
  ])('account type %i: agent centre shown %s', async (type, isShown) => {
    logIn(type);
    await renderHeader();
    await openAccountMenu();
    const link = screen.queryByRole('link', { name: 'Agent centre' });
    if (isShown) expect(link).toHaveAttribute('href', '/agent/agentTeamOverview');
    else expect(link).not.toBeInTheDocument();
    expect(brand.allowAgentCentre).toBe(true);
  });

  it('goes to the member centre for a real account and refuses a trial account with the warning', async () => {
    logIn(0);
    const first = await renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member/depositv2');
    first.unmount();

    logIn(4);
    await renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please register or log in to a real account.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the security centre and messages after the real-account check', async () => {
    logIn(0);
    await renderHeader();
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Security centre' })).toHaveAttribute('href', '/member/securityCenter');
    await userEvent.click(screen.getByRole('link', { name: /^Messages/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member/messageV2');
    // Choosing closes the menu.
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out through the confirmation', async () => {
    logIn();
    const { queryClient } = await renderHeader();
    await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(confirmSignOut).toHaveBeenCalledWith({ navigate: expect.any(Function), queryClient });
  });

  it('folds the account actions into a menu that Escape closes, returning the focus', async () => {
    logIn();
    await renderHeader();
    const toggle = screen.getByRole('button', { name: /Account menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Security centre' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    // A press outside closes it too.
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('location'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header, both states', () => {
  it('offers the brand’s languages with the current one pressed, and reports a choice', async () => {
    const { onLocaleChange } = await renderHeader();
    const group = screen.getByRole('group', { name: 'Language' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['MS Bahasa Melayu', 'EN English', 'CN 中文']);
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual([...brand.languages]);
    expect(within(group).getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: /^CN/ }));
    expect(onLocaleChange).toHaveBeenCalledWith('zh');
  });

  it('switches light and dark, kept under theme, with the logo of each mode', async () => {
    // The site's own provider (renderInApp's holds the mode fixed).
    await renderInApp(
      <ThemeProvider colorModeManager={colorModeManager}>
        <Header onLocaleChange={vi.fn()} />
      </ThemeProvider>,
      { siteStatus: siteStatusFixture() },
    );
    const logo = screen.getByRole('img', { name: brand.name });
    expect(logo).toHaveAttribute('src', brand.logos.light);
    expect(logo).toHaveAttribute('width', '168');
    expect(logo).toHaveAttribute('height', '36');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(logo).toHaveAttribute('src', brand.logos.dark);
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a skeleton while the game menus load, then the categories as links', async () => {
    let resolveMenus: (menus: GameMenu[]) => void = () => {};
    answer({ menus: () => new Promise((resolve) => (resolveMenus = resolve)) });
    await renderHeader({ route: '/rng' });
    expect(screen.getByText('Loading game categories')).toBeInTheDocument();
    act(() => resolveMenus(MENUS));
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    const slots = within(nav).getByRole('link', { name: /^Slots/ });
    expect(slots).toHaveAttribute('href', '/rng');
    expect(slots).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/live');
    expect(within(nav).getByRole('link', { name: 'Live Casino' })).not.toHaveAttribute('aria-current');
    // A category without a page is left out.
    expect(within(nav).queryByRole('link', { name: 'Cockfight' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'Slots vendors' }));
    const vendors = within(nav).getByRole('list', { name: 'Slots vendors' });
    expect(within(vendors).getByRole('link', { name: /PG Soft/ })).toHaveAttribute('href', '/rng?vendor=PG');
    await userEvent.click(within(vendors).getByRole('link', { name: 'Jili' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vendor=JILI');
  });

  it('links promotions and the points mall, marking the current page, and opens the search', async () => {
    await renderHeader({ route: '/promotions' });
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Points mall' })).toHaveAttribute('href', '/pointMall');
    expect(screen.getByRole('link', { name: 'Points mall' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(getAppModals()).toEqual([expect.objectContaining({ name: 'search', isOpen: true })]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, logged out and in', async (colorMode) => {
    screenIsWide(true);
    const loggedOut = await renderHeader({ colorMode });
    await screen.findByRole('navigation', { name: 'Game categories' });
    await screen.findByRole('form', { name: 'Log in' }, { timeout: 5000 });
    expect(await axeViolations(loggedOut.container)).toEqual([]);
    loggedOut.unmount();

    logIn(1);
    const loggedIn = await renderHeader({ colorMode });
    await screen.findByText('1,234.50');
    await openAccountMenu();
    expect(await axeViolations(loggedIn.container)).toEqual([]);
  });
});
