import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo, merchantWallet, siteConfig, type MemberInfo, type MerchantWallet, type SiteConfig } from '@platform/api';
import { api } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/server-state/query-keys';
import { sessionStore } from '../../lib/session/session';
import { preloadMemberCentrePage } from './member-centre-pages';
import { prefetchMemberCentre } from './prefetch-member-centre';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('./member-centre-pages', () => ({ preloadMemberCentrePage: vi.fn(() => Promise.resolve()) }));

const call = vi.mocked(api.call);
const MEMBER: MemberInfo = { id: 1, account: 'player01', nickname: 'Lucky', type: 0, toUpline: true, clubLabel: null, memberLabel: [] };
const CONFIG = { currencySymbol: 'RM', creditMode: false } as SiteConfig;
const WALLETS: MerchantWallet[] = [{ walletCode: 'MAIN', displayName: 'Main wallet', balance: 10 }];

function answerTheCentresCalls() {
  call.mockImplementation(async (definition) => {
    if (definition === memberInfo) return MEMBER;
    if (definition === siteConfig) return CONFIG;
    if (definition === merchantWallet) return WALLETS;
    throw new Error(`unexpected call ${definition.path}`);
  });
}

afterEach(() => {
  sessionStore.signOut();
  vi.clearAllMocks();
});

describe('prefetchMemberCentre', () => {
  it('puts what decides the entries in the cache under the keys the centre reads, and asks for the page', async () => {
    sessionStore.signIn({ token: 't1', account: 'player01', type: 0 });
    answerTheCentresCalls();
    const queryClient = createQueryClient();

    await prefetchMemberCentre(queryClient, 'ms', 'transferFund');

    expect(queryClient.getQueryData(queryKeys.memberInfo('t1'))).toEqual(MEMBER);
    expect(queryClient.getQueryData(queryKeys.siteConfig())).toEqual(CONFIG);
    expect(queryClient.getQueryData(queryKeys.wallets('t1', 'ms'))).toEqual(WALLETS);
    expect(preloadMemberCentrePage).toHaveBeenCalledWith('transferFund');
  });

  it('asks nothing for a guest (the centre asks them to log in) and no page for /member alone', async () => {
    answerTheCentresCalls();
    await prefetchMemberCentre(createQueryClient(), 'ms', 'transferFund');
    expect(call).not.toHaveBeenCalled();
    expect(preloadMemberCentrePage).not.toHaveBeenCalled();

    sessionStore.signIn({ token: 't2', account: 'player01', type: 0 });
    await prefetchMemberCentre(createQueryClient(), 'ms', undefined);
    expect(call).toHaveBeenCalledTimes(3);
    expect(preloadMemberCentrePage).not.toHaveBeenCalled();
  });

  it('never rejects: a call that fails is left to the render, which reports it', async () => {
    sessionStore.signIn({ token: 't3', account: 'player01', type: 0 });
    call.mockRejectedValue(new Error('network down'));
    const queryClient = createQueryClient();
    await expect(prefetchMemberCentre(queryClient, 'ms', 'transferFund')).resolves.toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.memberInfo('t3'))?.status).toBe('error');
  });
});
