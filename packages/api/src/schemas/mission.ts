import type { Static } from 'typebox';
import { Type } from 'typebox';
import { RecordIdField, RequestIdField } from './input-fields';
import { nullable, stringEnum } from './schema-builders';

/** The member's missions at a glance (the member centre's missionLeaderboard badge). */
export const MissionSummarySchema = Type.Object(
  {
    unclaimedCount: Type.Number({ description: 'Missions finished whose reward is not yet claimed: the red badge when above 0.' }),
    completedCount: Type.Number(),
    totalCount: Type.Number(),
    points: Type.Number({ description: "The member's points in the mission activity: the missions claimed in the last 30 days." }),
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
    isSelf: Type.Optional(Type.Boolean({ description: "True on the asking member's own place." })),
  },
  { description: 'A place on the mission leaderboard.' },
);
export type MissionLeaderboardEntry = Static<typeof MissionLeaderboardEntrySchema>;

/**
 * What a mission measures, from the member's real events since its period began: distinct
 * business days with a login, paid deposits (count or amount), settled bets (count or valid
 * turnover, optionally of one game type) and friends who registered with the member's invitation.
 */
export const MissionKindSchema = stringEnum(['LOGIN_DAYS', 'DEPOSIT_COUNT', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'VALID_BETS', 'INVITES'], {
  description: 'What the mission measures.',
});
export type MissionKind = Static<typeof MissionKindSchema>;

/** The span a mission is measured over and claimed once in (business time, UTC+8). */
export const MissionPeriodSchema = stringEnum(['DAY', 'WEEK', 'MONTH'], { description: 'The span the mission is measured over and claimed once in.' });
export type MissionPeriod = Static<typeof MissionPeriodSchema>;

/** IN_PROGRESS: below its target. COMPLETED: reached, reward not claimed yet. CLAIMED: claimed this period. */
export const MissionStatusSchema = stringEnum(['IN_PROGRESS', 'COMPLETED', 'CLAIMED'], {
  description: 'IN_PROGRESS: below its target. COMPLETED: reached, claimable. CLAIMED: claimed in this period.',
});
export type MissionStatus = Static<typeof MissionStatusSchema>;

/** One mission of the member in its current period. */
export const MissionSchema = Type.Object(
  {
    missionId: Type.Integer(),
    title: Type.String(),
    description: Type.String({ description: 'Empty when the mission has none.' }),
    kind: MissionKindSchema,
    gameType: nullable(Type.String(), { description: 'The game type a bet mission counts (RNG, LIVE…); null for every game.' }),
    period: MissionPeriodSchema,
    periodEnd: Type.Number({ description: 'Epoch milliseconds: when the period ends (progress starts again from 0).' }),
    target: Type.Number({ description: 'A count, or an amount of money for DEPOSIT_AMOUNT and VALID_BETS.' }),
    progress: Type.Number({ description: 'Measured from real events since the period began; may exceed the target.' }),
    points: Type.Integer({ description: 'Leaderboard points the claim gives.' }),
    rewardAmount: Type.Number({ description: 'The bonus credited on claim (promotional credit); 0 when the mission gives points only.' }),
    status: MissionStatusSchema,
  },
  { description: 'One mission of the member in its current period.' },
);
export type Mission = Static<typeof MissionSchema>;

export const MissionListSchema = Type.Object({ missions: Type.Array(MissionSchema) }, { description: "The merchant's missions with the member's progress." });
export type MissionList = Static<typeof MissionListSchema>;

export const MissionClaimRequestSchema = Type.Object(
  {
    missionId: RecordIdField,
    requestId: RequestIdField,
  },
  { additionalProperties: false, description: "Claims a completed mission's reward for its current period; the same requestId answers the first result." },
);
export type MissionClaimRequest = Static<typeof MissionClaimRequestSchema>;

export const MissionClaimResultSchema = Type.Object(
  {
    missionId: Type.Integer(),
    points: Type.Integer(),
    rewardAmount: Type.Number(),
    referenceNo: nullable(Type.String(), { description: "The bonus's reference number in the account record; null when the mission pays points only." }),
    balance: Type.Number({ description: "The member's total balance after the claim." }),
  },
  { description: 'What a mission claim gave.' },
);
export type MissionClaimResult = Static<typeof MissionClaimResultSchema>;
