import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, referralClaim, referralFriends, referralInfo, type ReferralClaimRequest, type ReferralFriend, type ReferralInfo } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import ReferralPage from './ReferralPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);

const info: ReferralInfo = {
  code: 'K7MP2QXA',
  rules: { firstDepositReward: 10, qualifiedReward: 30, qualifyingDeposits: 200, qualifyingValidBets: 1000 },
  friendCount: 3,
  qualifiedCount: 1,
  earnedAmount: 10,
  claimableAmount: 40,
};
const friends: ReferralFriend[] = [
  { account: 'fr***03', registeredAt: Date.parse('2026-11-20T02:00:00Z'), status: 'QUALIFIED', firstDepositAt: Date.parse('2026-11-20T03:00:00Z'), earnedAmount: 10, claimableAmount: 30 },
  { account: 'fr***02', registeredAt: Date.parse('2026-11-19T02:00:00Z'), status: 'DEPOSITED', firstDepositAt: Date.parse('2026-11-19T05:00:00Z'), earnedAmount: 0, claimableAmount: 10 },
  { account: 'fr***01', registeredAt: Date.parse('2026-11-18T02:00:00Z'), status: 'REGISTERED', firstDepositAt: null, earnedAmount: 0, claimableAmount: 0 },
];

function answer(value: ReferralInfo = info, list: ReferralFriend[] = friends) {
  call.mockImplementation(async (definition) => {
    if (definition === referralInfo) return value;
    if (definition === referralFriends) return { list, totalPages: list.length > 0 ? 1 : 0 };
    if (definition === referralClaim) return { amount: 40, rewardCount: 2, referenceNo: 'RF00000001', balance: 140 };
    return null;
  });
}

const claims = () => call.mock.calls.filter(([definition]) => definition === referralClaim).map(([, input]) => input as ReferralClaimRequest);

beforeEach(() => {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});

afterEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

describe('the invite-friends page', () => {
  it('gives the invitation code, the registration link with it and its QR code, and the merchant’s rules', async () => {
    answer();
    await renderInApp(<ReferralPage />);
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toHaveValue('K7MP2QXA');
    const link = screen.getByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toMatch(/register\?referralCode=K7MP2QXA$/);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(screen.getByText(/You earn .*10\.00 when the friend's first deposit is paid, and .*30\.00 more/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Copy/ })).toHaveLength(2);
  });

  it('lists the friends with their status, masked as the gateway sent them', async () => {
    answer();
    await renderInApp(<ReferralPage />);
    const table = await screen.findByRole('table', { name: 'Friends invited' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('fr***03');
    expect(rows[0]).toHaveTextContent('Qualified');
    expect(rows[1]).toHaveTextContent('First deposit');
    expect(rows[2]).toHaveTextContent('Registered');
  });

  it('claims the rewards with a requestId, reused when a failed press is retried', async () => {
    answer();
    const user = userEvent.setup();
    await renderInApp(<ReferralPage />);
    const button = await screen.findByRole('button', { name: /Claim .*40\.00/ });
    call.mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN_ERROR', status: 0, message: 'Network down' }));
    await user.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Claim .*40\.00/ }));
    expect(await screen.findByText(/40\.00 added to your main wallet/)).toBeInTheDocument();
    const sent = claims();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    expect(call.mock.calls.filter(([definition]) => definition === referralInfo).length).toBeGreaterThan(1);
  });

  it('offers no claim while nothing is earned, and says when there are no friends yet', async () => {
    answer({ ...info, friendCount: 0, qualifiedCount: 0, earnedAmount: 0, claimableAmount: 0 }, []);
    await renderInApp(<ReferralPage />);
    expect(await screen.findByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
    expect((await screen.findAllByText('No friends yet: share your link or code.')).length).toBeGreaterThan(0);
  });

  it('shows a loading failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === referralInfo) throw new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' });
      return { list: [], totalPages: 0 };
    });
    const user = userEvent.setup();
    await renderInApp(<ReferralPage />);
    expect(await screen.findByText('Your invitation could not be loaded.')).toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toHaveValue('K7MP2QXA');
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<ReferralPage />, { colorMode });
    await screen.findByRole('textbox', { name: 'Invitation code' });
    await screen.findByText('fr***03');
    expect(await axeViolations(container)).toEqual([]);
  });
});
