import { defineCall } from './define-call';
import type { NoInput } from './entities';
import type {
  Exclusion,
  ExcludeRequest,
  LimitChangeRequest,
  PlayerLimit,
  ProtectionHistory,
  ProtectionSettings,
  SessionSummary,
  SetLimitRequest,
  SetRealityCheckRequest,
} from '../schemas/protection';
export type {
  Exclusion,
  ExcludeRequest,
  ExcludedValue,
  HistoryFigures,
  LimitChangeRequest,
  LimitReachedValue,
  PendingLimitChange,
  PlayerLimit,
  ProtectionHistory,
  ProtectionSettings,
  SessionSummary,
  SetLimitRequest,
  SetRealityCheckRequest,
} from '../schemas/protection';
export * from './protection-limits';

/*
 * Player protection (issue 22): limits, the reality check, time-outs and self-exclusion, and the
 * history figures. Member-only; a trial account is refused (REAL_ACCOUNT_REQUIRED). What is set
 * here the gateway enforces: a deposit, a bet or a transfer into a game wallet that would break a
 * limit fails with LIMIT_REACHED (value: LimitReachedValue); a login, deposit or bet during an
 * exclusion fails with EXCLUDED (value: ExcludedValue).
 */

/** The player's limits (all 9, with what each has counted), the reality-check interval, and whether to ask for a deposit limit. */
export const protectionSettings = defineCall<NoInput, ProtectionSettings>({
  method: 'GET',
  path: '/wps/member/protection',
  auth: true,
  encrypted: false,
});

/** Sets a limit: lower at once, higher or removed after 24 hours and a confirmation. */
export const setLimit = defineCall<SetLimitRequest, PlayerLimit>({
  method: 'POST',
  path: '/wps/member/protection/limits',
  auth: true,
  encrypted: false,
});

/** Applies a waiting increase or removal once its 24 hours have passed. */
export const confirmLimitChange = defineCall<LimitChangeRequest, PlayerLimit>({
  method: 'POST',
  path: '/wps/member/protection/limits/confirm',
  auth: true,
  encrypted: false,
});

/** Drops a waiting increase or removal; the current limit stays. */
export const cancelLimitChange = defineCall<LimitChangeRequest, PlayerLimit>({
  method: 'POST',
  path: '/wps/member/protection/limits/cancel',
  auth: true,
  encrypted: false,
});

/** The player chose not to set a deposit limit now: the prompt before the first deposit is not shown again. */
export const declineDepositLimitPrompt = defineCall<NoInput, null>({
  method: 'POST',
  path: '/wps/member/protection/limits/declinePrompt',
  auth: true,
  encrypted: false,
});

/** Sets the reality check's interval (0, 15, 30 or 60 minutes). */
export const setRealityCheck = defineCall<SetRealityCheckRequest, SetRealityCheckRequest>({
  method: 'POST',
  path: '/wps/member/protection/realityCheck',
  auth: true,
  encrypted: false,
});

/**
 * Starts a time-out or a self-exclusion at once and signs out every session; it cannot be undone
 * early. Confirmed with the login password, or by the session alone for an account without one
 * (`ProtectionSettings.exclusionAsksPassword`).
 */
export const exclude = defineCall<ExcludeRequest, Exclusion>({
  method: 'POST',
  path: '/wps/member/protection/exclusion',
  auth: true,
  encrypted: false,
});

/** Net deposits and net result over 24 hours, 7 days, 30 days and 6 months. */
export const protectionHistory = defineCall<NoInput, ProtectionHistory>({
  method: 'GET',
  path: '/wps/member/protection/history',
  auth: true,
  encrypted: false,
});

/** This session's start, stakes, payouts and net result, and the reality-check interval. */
export const sessionSummary = defineCall<NoInput, SessionSummary>({
  method: 'GET',
  path: '/wps/member/protection/session',
  auth: true,
  encrypted: false,
});
