import { defineCall } from './define-call';
import type { NoInput } from './entities';

/** The member's missions at a glance (the member centre's missionLeaderboard badge). */
export interface MissionSummary {
  /** Missions finished whose reward is not yet claimed: the red badge when above 0. */
  unclaimedCount: number;
  completedCount: number;
  totalCount: number;
  /** The member's points in the current mission activity. */
  points: number;
  /** The member's place on the leaderboard; null when unranked. */
  rank: number | null;
}

export interface MissionLeaderboardQuery {
  /** 20 by default. */
  limitNum?: number;
}

/** A place on the mission leaderboard. */
export interface MissionLeaderboardEntry {
  rank: number;
  /** The account, masked by the gateway. */
  userName: string;
  points: number;
  /** The reward of the place, when the activity sets one. */
  reward?: number | null;
}

/** The member's mission summary; member-only. */
export const missionSummary = defineCall<NoInput, MissionSummary>({
  method: 'GET',
  path: '/wps/mission/summary',
  auth: true,
  encrypted: false,
});

/** The mission activity's leaderboard; member-only. */
export const missionLeaderboard = defineCall<MissionLeaderboardQuery, MissionLeaderboardEntry[]>({
  method: 'GET',
  path: '/wps/mission/leaderboard',
  auth: true,
  encrypted: false,
});
