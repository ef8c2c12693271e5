import type { Static } from 'typebox';
import { Type } from 'typebox';
import { nullable } from './schema-builders';

/** The member's missions at a glance (the member centre's missionLeaderboard badge). */
export const MissionSummarySchema = Type.Object(
  {
    unclaimedCount: Type.Number({ description: 'Missions finished whose reward is not yet claimed: the red badge when above 0.' }),
    completedCount: Type.Number(),
    totalCount: Type.Number(),
    points: Type.Number({ description: "The member's points in the current mission activity." }),
    rank: nullable(Type.Number(), { description: "The member's place on the leaderboard; null when unranked." }),
  },
  { description: "The member's missions at a glance (the member centre's missionLeaderboard badge)." },
);
export type MissionSummary = Static<typeof MissionSummarySchema>;

export const MissionLeaderboardQuerySchema = Type.Object(
  { limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '20 by default.' })) },
  { additionalProperties: false },
);
export type MissionLeaderboardQuery = Static<typeof MissionLeaderboardQuerySchema>;

/** A place on the mission leaderboard. */
export const MissionLeaderboardEntrySchema = Type.Object(
  {
    rank: Type.Number(),
    userName: Type.String({ description: 'The account, masked by the gateway.' }),
    points: Type.Number(),
    reward: Type.Optional(nullable(Type.Number(), { description: 'The reward of the place, when the activity sets one.' })),
  },
  { description: 'A place on the mission leaderboard.' },
);
export type MissionLeaderboardEntry = Static<typeof MissionLeaderboardEntrySchema>;
