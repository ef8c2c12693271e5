import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type { MissionSummary, MissionLeaderboardQuery, MissionLeaderboardEntry, MissionList, MissionClaimRequest, MissionClaimResult } from '../schemas/mission';
export type {
  MissionSummary,
  MissionLeaderboardQuery,
  MissionLeaderboardEntry,
  MissionKind,
  MissionPeriod,
  MissionStatus,
  Mission,
  MissionList,
  MissionClaimRequest,
  MissionClaimResult,
} from '../schemas/mission';

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

/** The merchant's missions with the member's progress, measured from real events; member-only. */
export const missionList = defineCall<NoInput, MissionList>({
  method: 'GET',
  path: '/wps/mission/list',
  auth: true,
  encrypted: false,
});

/** Claims a completed mission's reward once per period (requestId); member-only, real accounts. */
export const missionClaim = defineCall<MissionClaimRequest, MissionClaimResult>({
  method: 'POST',
  path: '/wps/mission/claim',
  auth: true,
  encrypted: false,
});
