import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { MissionSummary, MissionLeaderboardQuery, MissionLeaderboardEntry } from '../schemas/mission';
export type { MissionSummary, MissionLeaderboardQuery, MissionLeaderboardEntry } from '../schemas/mission';

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
