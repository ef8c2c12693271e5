import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  FEATURE,
  memberInfo,
  merchantWallet,
  missionSummary,
  reward,
  siteConfig,
  unreadCount,
  type FeatureNode,
  type MemberInfo,
  type SiteConfig,
} from '@platform/api';
import { api } from '../../lib/api';
import { getLoginPrompt } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { queryKeys } from '../../lib/server-state/query-keys';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import MemberCentrePage from './MemberCentrePage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
// The pages are other tests' business: each stands in as its heading.
vi.mock('./member-centre-pages', () => {
  const page = (name: string) => () => <h2>{name} page</h2>;
  return {
    preloadMemberCentrePage: () => undefined,
    MEMBER_CENTRE_PAGE_MODULES: {
      securityCenter: page('Security'),
      transferFund: page('Wallet'),
      depositv2: page('Deposit'),
      withdraw: page('Withdrawal'),
      transferUpline: page('Upline'),
      rewardCenter: page('Rewards'),
      missionLeaderboard: page('Missions'),
      messageV2: page('Messages'),
    },
  };
});

const call = vi.mocked(api.call);

const MEMBER: MemberInfo = { id: 1, account: 'player01', nickname: 'Lucky', type: 0, toUpline: true, clubLabel: null, memberLabel: [] };
const CONFIG: SiteConfig = {
  currencySymbol: 'RM',
  contractEnabled: false,
  salaryTypes: { daily: false, hourly: false, realtime: false },
  consolidatedSalary: false,
  creditMode: false,
  languages: ['MS', 'EN', 'CN'],
};
const WALLETS = [
  { walletCode: 'MAIN', displayName: 'Main wallet', balance: 100, gameType: null },
  { walletCode: 'PT', displayName: 'PT', balance: 0, gameType: 'RNG' },
];

interface Answers {
  member?: MemberInfo;
  config?: SiteConfig;
  wallets?: typeof WALLETS;
  unread?: number;
}

function answer({ member = MEMBER, config = CONFIG, wallets = WALLETS, unread = 3 }: Answers = {}) {
  call.mockImplementation(async (definition) => {
    if (definition === memberInfo) return member;
    if (definition === siteConfig) return config;
    if (definition === merchantWallet) return wallets;
    if (definition === unreadCount) return { unreadMessage: unread };
    if (definition === missionSummary) return { unclaimedCount: 2, completedCount: 3, totalCount: 8 };
    if (definition === reward) return { unclaimedCount: 0, rewards: [] };
    throw new Error(`unexpected ${definition.path}`);
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

async function renderCentre(route: string | string[], whitelabel = siteStatusFixture().whitelabel) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/member/:page?" element={<MemberCentrePage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, siteStatus: siteStatusFixture({ whitelabel }) },
  );
}

function menuEntries() {
  const menu = screen.getByRole('navigation', { name: 'Member centre' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

afterEach(() => {
  sessionStore.signOut();
  call.mockReset();
});

describe('MemberCentrePage', () => {
  it('asks a guest to log in', async () => {
    call.mockRejectedValue(new Error('offline'));
    await renderCentre('/member/depositv2');
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
    expect(getLoginPrompt()).toEqual({ isOpen: true, reason: 'action' });
  });

  it('refuses a trial account with the warning of spec section 6', async () => {
    sessionStore.signIn({ token: 't-trial', account: 'trial01', type: 4 });
    answer({ member: { ...MEMBER, type: 4 } });
    await renderCentre('/member/securityCenter');
    expect(await screen.findByText('Non-member accounts cannot log in.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it("lists the offered pages in the spec's order with real badge counts, and shows the default page", async () => {
    sessionStore.signIn({ token: 't1', account: 'player01', type: 0 });
    answer();
    const { container } = await renderCentre('/member');
    expect(await screen.findByRole('heading', { level: 2, name: 'Security page' })).toBeInTheDocument();
    expect(menuEntries()).toEqual([
      '/member/securityCenter',
      '/member/transferFund',
      '/member/depositv2',
      '/member/withdraw',
      '/member/transferUpline',
      '/member/rewardCenter',
      '/member/missionLeaderboard',
      '/member/messageV2',
    ]);
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /Messages/ })).toHaveTextContent('3'));
    expect(within(menu).getByRole('link', { name: /Missions/ })).toHaveTextContent('2');
    // No badge at 0 unclaimed rewards.
    expect(within(menu).getByRole('link', { name: /Reward centre/ })).toHaveTextContent(/^Reward centre$/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the chosen page and replaces the address', async () => {
    sessionStore.signIn({ token: 't2', account: 'player01', type: 0 });
    answer();
    await renderCentre('/member/securityCenter');
    await userEvent.click(await screen.findByRole('link', { name: 'Withdrawal' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawal page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member/withdraw');
    expect(screen.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides my wallet for a single-wallet merchant, deposit and withdrawal in credit mode, and the upline transfer without toUpline', async () => {
    sessionStore.signIn({ token: 't3', account: 'player01', type: 0 });
    answer({ wallets: WALLETS.slice(0, 1), config: { ...CONFIG, creditMode: true }, member: { ...MEMBER, toUpline: false } });
    await renderCentre('/member/securityCenter');
    await screen.findByRole('heading', { level: 2, name: 'Security page' });
    expect(menuEntries()).toEqual(['/member/securityCenter', '/member/rewardCenter', '/member/missionLeaderboard', '/member/messageV2']);
  });

  it('leaves out a page the whitelabel tree switches off; its address opens the default page', async () => {
    sessionStore.signIn({ token: 't4', account: 'player01', type: 0 });
    answer();
    const whitelabel: FeatureNode[] = [{ modId: FEATURE.memberCentre, enabled: '1', childrenNodes: [{ modId: 'depositv2', enabled: '0', childrenNodes: [] }] }];
    await renderCentre('/member/depositv2', whitelabel);
    expect(await screen.findByRole('heading', { level: 2, name: 'Security page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member/securityCenter');
    expect(menuEntries()).not.toContain('/member/depositv2');
  });

  it('sends an unknown page key to the default page', async () => {
    sessionStore.signIn({ token: 't5', account: 'player01', type: 0 });
    answer();
    await renderCentre('/member/deposit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Security page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member/securityCenter');
  });

  it('closes back to the page the player came from, past the pages visited inside, and asks for the unread count again', async () => {
    sessionStore.signIn({ token: 't6', account: 'player01', type: 0 });
    answer();
    const { queryClient } = await renderCentre(['/promotions', '/member/depositv2']);
    const invalidate = vi.spyOn(queryClient as QueryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('link', { name: 'Withdrawal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.unreadCount('t6') });
  });

  it('closes home when the centre was the first page of the visit', async () => {
    sessionStore.signIn({ token: 't7', account: 'player01', type: 0 });
    answer();
    await renderCentre('/member/securityCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
