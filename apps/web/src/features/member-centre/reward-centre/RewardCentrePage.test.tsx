import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, claimReward, reward, rewardClaims, type ClaimRewardRequest, type Reward, type RewardCenter } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { timeLeft } from './Countdown';
import RewardCentrePage from './RewardCentrePage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const NOW = Date.parse('2026-11-21T08:00:00Z');

const signIn: Reward = {
  rewardId: 'SIGN_IN:2026-11-21',
  kind: 'SIGN_IN',
  title: 'Daily sign-in reward',
  amount: 2,
  status: 'CLAIM_PAYOUT',
  promotionId: null,
  // 16:00 UTC: eight hours after NOW.
  expireTime: '2026-11-21T16:00:00.000Z',
  turnoverMultiple: 1,
};
const task: Reward = { rewardId: 'NEWBIE:BIND_PHONE', kind: 'NEWBIE', title: 'New member task: bind your phone', amount: 5, status: 'IN_PROGRESS', promotionId: null, expireTime: null, turnoverMultiple: 1 };
const paid: Reward = { rewardId: 7, kind: 'PROMOTION', title: 'Daily Lucky Draw', amount: 8.88, status: 'CLAIMED', promotionId: 15, expireTime: null, turnoverMultiple: 3 };

function answer(centre: RewardCenter = { unclaimedCount: 1, rewards: [signIn, task, paid] }) {
  call.mockImplementation(async (definition, input) => {
    if (definition === reward) return centre;
    if (definition === rewardClaims) return { list: [], totalPages: 0, totalAmount: 0 };
    if (definition === claimReward) {
      const request = input as ClaimRewardRequest;
      return { claimId: 1, rewardId: request.rewardId, kind: 'SIGN_IN', title: 'Daily sign-in reward', amount: 2, turnoverRequired: 2, referenceNo: 'RW00000001', claimTime: NOW };
    }
    return null;
  });
}

const claims = () => call.mock.calls.filter(([definition]) => definition === claimReward).map(([, input]) => input as ClaimRewardRequest);

beforeEach(() => {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  call.mockReset();
  sessionStore.signOut();
});

describe('the reward centre', () => {
  it('lists the rewards to claim and the tasks in progress, with the expiry counted down live', async () => {
    answer();
    await renderInApp(<RewardCentrePage />);
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Daily sign-in reward');
    expect(cards[0]).toHaveTextContent('Claim payout');
    expect(cards[0]).toHaveTextContent(/Ends in (08:00:00|07:59:5\d)/);
    expect(cards[1]).toHaveTextContent('In progress');
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
    // The claimed raffle prize belongs to the history, not here.
    expect(screen.queryByText('Daily Lucky Draw')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(cards[0]).toHaveTextContent(/Ends in 07:58:5\d/);
  });

  it('claims with a requestId, shows what was credited, and sends the same requestId when a failed press is retried', async () => {
    answer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInApp(<RewardCentrePage />);
    const button = await screen.findByRole('button', { name: /Claim .*Daily sign-in reward/ });
    call.mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN_ERROR', status: 0, message: 'Network down' }));
    await user.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Claim .*Daily sign-in reward/ }));
    expect(await screen.findByText(/added to your main wallet/)).toBeInTheDocument();
    const sent = claims();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ rewardId: 'SIGN_IN:2026-11-21', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    // The list (and the centre's badge, under the same key) is asked again.
    expect(call.mock.calls.filter(([definition]) => definition === reward).length).toBeGreaterThan(1);
  });

  it('disables the button while the claim is on its way', async () => {
    answer();
    let finish: (value: unknown) => void = () => undefined;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInApp(<RewardCentrePage />);
    const button = await screen.findByRole('button', { name: /Claim .*Daily sign-in reward/ });
    call.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(claims()).toHaveLength(1);
    finish({ claimId: 1, rewardId: 'SIGN_IN:2026-11-21', kind: 'SIGN_IN', title: 'Daily sign-in reward', amount: 2, turnoverRequired: 2, referenceNo: 'RW1', claimTime: NOW });
  });

  it('says when there is nothing to claim', async () => {
    answer({ unclaimedCount: 0, rewards: [] });
    await renderInApp(<RewardCentrePage />);
    expect(await screen.findByText(/No rewards to claim right now/)).toBeInTheDocument();
  });

  it('shows a loading failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === reward) throw new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' });
      return null;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInApp(<RewardCentrePage />);
    expect(await screen.findByText('Your rewards could not be loaded.')).toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily sign-in reward')).toBeInTheDocument();
  });

  it('shows the claim history in a table', async () => {
    answer();
    call.mockImplementation(async (definition) => {
      if (definition === reward) return { unclaimedCount: 0, rewards: [] };
      if (definition === rewardClaims) {
        return { list: [{ claimId: 3, rewardId: 'NEWBIE:BIND_PHONE', kind: 'NEWBIE', title: 'New member task: bind your phone', amount: 5, turnoverRequired: 5, referenceNo: 'RW00000009', claimTime: NOW }], totalPages: 1, totalAmount: 5 };
      }
      return null;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInApp(<RewardCentrePage />);
    await user.click(await screen.findByRole('tab', { name: 'Claim history' }));
    expect(await screen.findByText('RW00000009')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(rewardClaims, { pageNo: 1, pageSize: 10 });
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<RewardCentrePage />, { colorMode });
    await screen.findByRole('button', { name: /Claim/ });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('timeLeft', () => {
  it('writes days and a clock, and nothing once past', () => {
    expect(timeLeft(NOW + 2 * 86_400_000 + 3_723_000, NOW)).toEqual({ days: 2, clock: '01:02:03' });
    expect(timeLeft(NOW, NOW)).toBeNull();
  });
});
