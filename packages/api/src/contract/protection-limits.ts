/*
 * The choices of the player-protection tools (issue 22; UKGC RTS 12 and 13, LCCP 3.5.3-3.5.4, the
 * MGA Player Protection Directive) that the client shows and the schemas enforce, kept apart from
 * the schemas so that the client takes them without TypeBox.
 */

/** What a limit caps: money deposited, net money lost (stakes less payouts), money staked. */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A limit's rolling window: the last 24 hours, the last 7 days, the last calendar month. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** An increase or a removal of a limit waits this many hours before the player may confirm it. */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** A time-out (take a break): 24 hours, 7 days or 30 days; it cannot be ended early. */
export const TIMEOUT_DURATIONS = ['HOURS_24', 'DAYS_7', 'DAYS_30'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];

/** A self-exclusion: 6 months, 1 year, 5 years or for good; it covers every brand of the same person. */
export const SELF_EXCLUSION_DURATIONS = ['MONTHS_6', 'YEAR_1', 'YEARS_5', 'PERMANENT'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

/** The kinds of exclusion: a time-out, or a self-exclusion. */
export const EXCLUSION_KINDS = ['TIMEOUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** The reality check's interval in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** The windows of the protection page's history figures: 24 hours, 7 days, 30 days, 6 months. */
export const HISTORY_WINDOWS = ['HOURS_24', 'DAYS_7', 'DAYS_30', 'MONTHS_6'] as const;
export type HistoryWindow = (typeof HISTORY_WINDOWS)[number];

/** The second factors of a login from an unrecorded address (spec section 4). */
export const SECOND_FACTOR_METHODS = ['SMS', 'EMAIL', 'REAL_NAME', 'TOTP'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A second-factor challenge (and any code sent for it) expires after this many minutes. */
export const SECOND_FACTOR_VALID_MINUTES = 10;
/** Wrong answers a challenge accepts before it is spent and the player must log in again. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
