import type { Static } from 'typebox';
import { Type } from 'typebox';
import { AmountField, passwordField } from './input-fields';
import { integerEnum, nullable, stringEnum } from './schema-builders';
import {
  EXCLUSION_KINDS,
  HISTORY_WINDOWS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
} from '../contract/protection-limits';

/*
 * Player protection (issue 22): the player's own deposit, loss and wager limits, the reality
 * check, time-outs and self-exclusion, and the history figures of the protection page. Every call
 * is member-only and refused to a trial account. The gateway enforces what is set here on
 * deposits, bets, transfers into game wallets and logins, not only the page.
 */

export const LimitKindSchema = stringEnum(LIMIT_KINDS, { description: 'DEPOSIT: money deposited; LOSS: stakes less payouts; WAGER: money staked.' });
export const LimitPeriodSchema = stringEnum(LIMIT_PERIODS, { description: 'The rolling window: the last 24 hours (DAY), 7 days (WEEK) or calendar month (MONTH).' });
export const ExclusionKindSchema = stringEnum(EXCLUSION_KINDS, { description: 'TIMEOUT: a break of 24 hours to 30 days; SELF_EXCLUSION: 6 months or more, on every brand of the same person.' });
export const ExclusionDurationSchema = stringEnum([...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS], {
  description: 'A time-out: HOURS_24, DAYS_7, DAYS_30. A self-exclusion: MONTHS_6, YEAR_1, YEARS_5, PERMANENT.',
});
export const RealityCheckMinutesSchema = integerEnum(REALITY_CHECK_MINUTES, { description: 'The reality check every 15, 30 or 60 minutes of a session; 0 is off.' });
export const HistoryWindowSchema = stringEnum(HISTORY_WINDOWS, { description: 'The last 24 hours, 7 days, 30 days or 6 months.' });

/** A change of a limit waiting for its cooling-off and the player's confirmation. */
export const PendingLimitChangeSchema = Type.Object(
  {
    amount: nullable(Type.Number(), { description: 'The higher limit asked for; null: the limit is to be removed.' }),
    confirmableFrom: Type.Number({ description: 'When the player may confirm it (epoch milliseconds): 24 hours after it was asked for.' }),
  },
  { description: 'An increase or a removal waiting for its cooling-off; the current limit holds until the player confirms it after that.' },
);
export type PendingLimitChange = Static<typeof PendingLimitChangeSchema>;

export const PlayerLimitSchema = Type.Object(
  {
    kind: LimitKindSchema,
    period: LimitPeriodSchema,
    amount: nullable(Type.Number(), { description: 'The limit; null: none.' }),
    used: Type.Number({ description: 'What the limit counts over its window now (a loss limit: stakes less payouts, 0 when ahead).' }),
    pending: nullable(PendingLimitChangeSchema),
  },
  { description: 'One of the player\'s limits, what it has counted so far in its window, and any change waiting.' },
);
export type PlayerLimit = Static<typeof PlayerLimitSchema>;

export const ExclusionSchema = Type.Object(
  {
    kind: ExclusionKindSchema,
    duration: ExclusionDurationSchema,
    startedAt: Type.Number({ description: 'Epoch milliseconds.' }),
    endsAt: nullable(Type.Number(), { description: 'Epoch milliseconds; null: permanent.' }),
  },
  { description: 'A time-out or a self-exclusion in force; it cannot be ended early.' },
);
export type Exclusion = Static<typeof ExclusionSchema>;

export const ProtectionSettingsSchema = Type.Object(
  {
    limits: Type.Array(PlayerLimitSchema, { description: 'Every kind and period, set or not: 9 entries.' }),
    realityCheckMinutes: RealityCheckMinutesSchema,
    depositLimitPromptDue: Type.Boolean({ description: 'True until the player has set a deposit limit, declined the prompt, or made a deposit: ask before the first deposit.' }),
    exclusionAsksPassword: Type.Boolean({
      description: 'Whether a time-out or self-exclusion is confirmed with the login password: false for an account without one (a mobile registration), whose session is enough.',
    }),
  },
  { description: "The player's limits and reality-check interval." },
);
export type ProtectionSettings = Static<typeof ProtectionSettingsSchema>;

export const SetLimitRequestSchema = Type.Object(
  { kind: LimitKindSchema, period: LimitPeriodSchema, amount: nullable(AmountField, { description: 'The new limit; null removes it.' }) },
  {
    additionalProperties: false,
    description: 'Sets, lowers, raises or removes a limit. A lower (or first) limit applies at once; a higher one or a removal waits 24 hours and then the player\'s confirmation.',
  },
);
export type SetLimitRequest = Static<typeof SetLimitRequestSchema>;

export const LimitChangeRequestSchema = Type.Object(
  { kind: LimitKindSchema, period: LimitPeriodSchema },
  { additionalProperties: false, description: 'Names a limit whose waiting change is confirmed or cancelled.' },
);
export type LimitChangeRequest = Static<typeof LimitChangeRequestSchema>;

export const SetRealityCheckRequestSchema = Type.Object(
  { minutes: RealityCheckMinutesSchema },
  { additionalProperties: false, description: 'Sets the reality check\'s interval.' },
);
export type SetRealityCheckRequest = Static<typeof SetRealityCheckRequestSchema>;

export const ExcludeRequestSchema = Type.Object(
  {
    kind: ExclusionKindSchema,
    duration: ExclusionDurationSchema,
    password: Type.Optional(
      passwordField({ minLength: 1, description: "The member's login password, to confirm a step that cannot be undone; required when the account has one (ProtectionSettings.exclusionAsksPassword)." }),
    ),
  },
  { additionalProperties: false, description: 'Starts a time-out or a self-exclusion at once; every session of the member is signed out.' },
);
export type ExcludeRequest = Static<typeof ExcludeRequestSchema>;

export const HistoryFiguresSchema = Type.Object(
  {
    window: HistoryWindowSchema,
    deposits: Type.Number(),
    withdrawals: Type.Number({ description: 'Withdrawals requested and not rejected.' }),
    netDeposits: Type.Number({ description: 'Deposits less withdrawals.' }),
    stakes: Type.Number({ description: 'Money staked on settled bets.' }),
    payouts: Type.Number(),
    netResult: Type.Number({ description: 'Payouts less stakes: negative is a loss.' }),
  },
  { description: 'What the player put in, took out, staked and won over one window.' },
);
export type HistoryFigures = Static<typeof HistoryFiguresSchema>;

export const ProtectionHistorySchema = Type.Object(
  { windows: Type.Array(HistoryFiguresSchema, { description: 'HOURS_24, DAYS_7, DAYS_30 and MONTHS_6, in that order.' }) },
  { description: 'The protection page\'s history figures.' },
);
export type ProtectionHistory = Static<typeof ProtectionHistorySchema>;

export const SessionSummarySchema = Type.Object(
  {
    startedAt: Type.Number({ description: 'When this session was opened (epoch milliseconds).' }),
    realityCheckMinutes: RealityCheckMinutesSchema,
    stakes: Type.Number({ description: 'Money staked on bets settled since the session was opened.' }),
    payouts: Type.Number(),
    netResult: Type.Number({ description: 'Payouts less stakes since the session was opened: negative is a loss.' }),
  },
  { description: 'The current session as the reality check shows it.' },
);
export type SessionSummary = Static<typeof SessionSummarySchema>;

/** The value of a LIMIT_REACHED failure: the limit that refused, and when the amount would fit. */
export const LimitReachedValueSchema = Type.Object(
  {
    kind: LimitKindSchema,
    period: LimitPeriodSchema,
    limit: Type.Number(),
    used: Type.Number(),
    allowedFrom: nullable(Type.Number(), { description: 'When enough of the window has passed for the amount to fit (epoch milliseconds); null: the amount alone is over the limit.' }),
  },
  { description: 'The value of a LIMIT_REACHED failure.' },
);
export type LimitReachedValue = Static<typeof LimitReachedValueSchema>;

/** The value of an EXCLUDED failure: the time-out or self-exclusion in force. */
export const ExcludedValueSchema = Type.Object(
  { kind: ExclusionKindSchema, endsAt: nullable(Type.Number(), { description: 'Epoch milliseconds; null: permanent.' }) },
  { description: 'The value of an EXCLUDED failure (login, deposit, bet, transfer refused).' },
);
export type ExcludedValue = Static<typeof ExcludedValueSchema>;
