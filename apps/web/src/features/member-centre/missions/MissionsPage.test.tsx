import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, missionClaim, missionLeaderboard, missionList, missionSummary, type Mission, type MissionClaimRequest, type MissionLeaderboardEntry } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import MissionsPage from './MissionsPage';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const PERIOD_END = Date.parse('2026-11-30T16:00:00Z');

const spins: Mission = {
  missionId: 3,
  title: 'Play 100 slot spins',
  description: 'Slot game spins this month.',
  kind: 'BET_COUNT',
  gameType: 'RNG',
  period: 'MONTH',
  periodEnd: PERIOD_END,
  target: 100,
  progress: 40,
  points: 60,
  rewardAmount: 5,
  status: 'IN_PROGRESS',
};
const deposits: Mission = { ...spins, missionId: 6, title: 'Deposit 500 this month', description: '', kind: 'DEPOSIT_AMOUNT', gameType: null, target: 500, progress: 550, rewardAmount: 10, status: 'COMPLETED' };
const invite: Mission = { ...spins, missionId: 7, title: 'Invite a friend', kind: 'INVITES', gameType: null, target: 1, progress: 1, points: 100, rewardAmount: 0, status: 'CLAIMED' };
const board: MissionLeaderboardEntry[] = [
  { rank: 1, userName: 'pl***02', points: 400, reward: 888, isSelf: false },
  { rank: 2, userName: 'pl***01', points: 160, reward: 388, isSelf: true },
];

function answer(missions: Mission[] = [spins, deposits, invite], entries = board) {
  call.mockImplementation(async (definition, input) => {
    if (definition === missionList) return { missions };
    if (definition === missionLeaderboard) return entries;
    if (definition === missionSummary) return { unclaimedCount: 1, completedCount: 2, totalCount: 3, points: 160, rank: 2 };
    if (definition === missionClaim) {
      const request = input as MissionClaimRequest;
      return { missionId: request.missionId, points: 60, rewardAmount: 10, referenceNo: 'MS00000001', balance: 110 };
    }
    return null;
  });
}

const claims = () => call.mock.calls.filter(([definition]) => definition === missionClaim).map(([, input]) => input as MissionClaimRequest);

beforeEach(() => {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});

afterEach(() => {
  call.mockReset();
  sessionStore.signOut();
});

describe('the missions page', () => {
  it('shows each mission with its progress, status and what it gives; only a completed one can be claimed', async () => {
    answer();
    await renderInApp(<MissionsPage />);
    const list = await screen.findByRole('list', { name: '' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Play 100 slot spins');
    expect(cards[0]).toHaveTextContent('In progress');
    expect(cards[0]).toHaveTextContent('40 / 100');
    expect(cards[0]).toHaveTextContent('60 points +');
    const bar = within(cards[0]!).getByRole('progressbar', { name: 'Progress: Play 100 slot spins' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    // An amount mission counts money, capped at its target.
    expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500');
    expect(cards[1]).toHaveTextContent('Claim payout');
    expect(cards[2]).toHaveTextContent('Claimed');
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Claim: Deposit 500 this month' })).toBeEnabled();
  });

  it('claims with a requestId, shows what was given, and sends the same requestId when a failed press is retried', async () => {
    answer();
    const user = userEvent.setup();
    await renderInApp(<MissionsPage />);
    const button = await screen.findByRole('button', { name: 'Claim: Deposit 500 this month' });
    call.mockRejectedValueOnce(new ApiError({ code: 'UNKNOWN_ERROR', status: 0, message: 'Network down' }));
    await user.click(button);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim: Deposit 500 this month' }));
    expect(await screen.findByText(/60 points and .*10\.00 are yours/)).toBeInTheDocument();
    const sent = claims();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({ missionId: 6, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
    // The list, the badge's summary and the leaderboard are asked again.
    for (const definition of [missionList, missionSummary, missionLeaderboard]) {
      expect(call.mock.calls.filter(([called]) => called === definition).length).toBeGreaterThan(1);
    }
  });

  it('shows the leaderboard with the player’s own place highlighted and the player’s standing', async () => {
    answer();
    await renderInApp(<MissionsPage />);
    const places = within(await screen.findByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');
    expect(places).toHaveLength(2);
    expect(places[0]).toHaveTextContent('pl***02');
    expect(places[0]).not.toHaveAttribute('aria-current');
    expect(places[1]).toHaveAttribute('aria-current', 'true');
    expect(places[1]).toHaveTextContent('You');
    expect(await screen.findByText('Your place: 2, with 160 points.')).toBeInTheDocument();
  });

  it('says when there are no missions and nobody on the leaderboard', async () => {
    answer([], []);
    await renderInApp(<MissionsPage />);
    expect(await screen.findByText('There are no missions right now.')).toBeInTheDocument();
    expect(await screen.findByText(/Nobody is on the leaderboard yet/)).toBeInTheDocument();
  });

  it('shows a loading failure with a retry', async () => {
    call.mockImplementation(async (definition) => {
      if (definition === missionList) throw new ApiError({ code: 'SYSTEM_ERROR', status: 500, message: 'down' });
      if (definition === missionLeaderboard) return board;
      return { unclaimedCount: 0, completedCount: 0, totalCount: 0, points: 0, rank: null };
    });
    const user = userEvent.setup();
    await renderInApp(<MissionsPage />);
    expect(await screen.findByText('Your missions could not be loaded.')).toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Play 100 slot spins')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    answer();
    const { container } = await renderInApp(<MissionsPage />, { colorMode });
    await screen.findByText('Play 100 slot spins');
    await screen.findByText('pl***02');
    expect(await axeViolations(container)).toEqual([]);
  });
});
