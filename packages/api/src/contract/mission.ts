import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { Static } from 'typebox';
import type { MissionLeaderboardEntrySchema, MissionLeaderboardQuerySchema, MissionSummarySchema } from '../schemas/mission';

/** The member's missions at a glance (the member centre's missionLeaderboard badge). */
export type MissionSummary = Static<typeof MissionSummarySchema>;

export type MissionLeaderboardQuery = Static<typeof MissionLeaderboardQuerySchema>;

/** A place on the mission leaderboard. */
export type MissionLeaderboardEntry = Static<typeof MissionLeaderboardEntrySchema>;

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
