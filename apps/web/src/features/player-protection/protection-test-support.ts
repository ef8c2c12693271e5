import { vi } from 'vitest';
import {
  cancelLimitChange,
  confirmLimitChange,
  consolidatedFunds,
  exclude,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  logout,
  protectionHistory,
  protectionSettings,
  setLimit,
  setRealityCheck,
  type ConsolidatedFunds,
  type ExcludeRequest,
  type LimitChangeRequest,
  type PlayerLimit,
  type ProtectionHistory,
  type ProtectionSettings,
  type SetLimitRequest,
  type SetRealityCheckRequest,
} from '@platform/api';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';

/** For the protection page's tests: settings and history as the gateway answers them, and the mocked client's answers. */

export const HOUR_MS = 3_600_000;

export function limit(kind: PlayerLimit['kind'], period: PlayerLimit['period'], extra: Partial<PlayerLimit> = {}): PlayerLimit {
  return { kind, period, amount: null, used: 0, pending: null, ...extra };
}

/** Every limit unset, except those given. */
export function settingsWith(limits: PlayerLimit[] = [], extra: Partial<ProtectionSettings> = {}): ProtectionSettings {
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => limits.find((given) => given.kind === kind && given.period === period) ?? limit(kind, period)),
    ),
    realityCheckMinutes: 0,
    depositLimitPromptDue: false,
    exclusionAsksPassword: true,
    ...extra,
  };
}

export const HISTORY: ProtectionHistory = {
  windows: [
    { window: 'HOURS_24', deposits: 100, withdrawals: 0, netDeposits: 100, stakes: 40, payouts: 10, netResult: -30 },
    { window: 'DAYS_7', deposits: 500, withdrawals: 200, netDeposits: 300, stakes: 400, payouts: 450, netResult: 50 },
    { window: 'DAYS_30', deposits: 900, withdrawals: 200, netDeposits: 700, stakes: 1_200, payouts: 1_000, netResult: -200 },
    { window: 'MONTHS_6', deposits: 2_000, withdrawals: 1_000, netDeposits: 1_000, stakes: 5_000, payouts: 4_500, netResult: -500 },
  ],
};

export interface Answers {
  settings?: ProtectionSettings | Error;
  history?: ProtectionHistory | Error;
  /** What setLimit answers; by default the limit as asked, applied at once. */
  setLimit?: (request: SetLimitRequest) => PlayerLimit | Error;
  exclusionEndsAt?: number | null;
  /** The member's funds (none answered by default). */
  funds?: ConsolidatedFunds;
}

/** Answers the protection calls from `answers`, keeping what the player changes as the gateway would. */
export function answer(answers: Answers = {}) {
  const call = vi.mocked(api.call);
  let settings = answers.settings instanceof Error ? answers.settings : structuredClone(answers.settings ?? settingsWith());
  const put = (changed: PlayerLimit) => {
    if (settings instanceof Error) return changed;
    settings = { ...settings, limits: settings.limits.map((each) => (each.kind === changed.kind && each.period === changed.period ? changed : each)) };
    return changed;
  };
  const find = ({ kind, period }: LimitChangeRequest) =>
    (settings instanceof Error ? undefined : settings.limits.find((each) => each.kind === kind && each.period === period)) ?? limit(kind, period);
  call.mockImplementation(async (definition, input) => {
    if (definition === protectionSettings) {
      if (settings instanceof Error) throw settings;
      return settings;
    }
    if (definition === protectionHistory) {
      if (answers.history instanceof Error) throw answers.history;
      return answers.history ?? HISTORY;
    }
    if (definition === setLimit) {
      const request = input as SetLimitRequest;
      const result = answers.setLimit?.(request) ?? limit(request.kind, request.period, { amount: request.amount });
      if (result instanceof Error) throw result;
      return put(result);
    }
    if (definition === confirmLimitChange || definition === cancelLimitChange) {
      const current = find(input as LimitChangeRequest);
      const amount = definition === confirmLimitChange ? (current.pending?.amount ?? null) : current.amount;
      return put({ ...current, amount, pending: null });
    }
    if (definition === setRealityCheck) {
      if (!(settings instanceof Error)) settings = { ...settings, realityCheckMinutes: (input as SetRealityCheckRequest).minutes };
      return input;
    }
    if (definition === exclude) {
      const request = input as ExcludeRequest;
      return { kind: request.kind, duration: request.duration, startedAt: Date.now(), endsAt: answers.exclusionEndsAt ?? null };
    }
    if (definition === consolidatedFunds) return answers.funds ?? null;
    if (definition === logout) return null;
    return null;
  });
}

export function signInMember() {
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
}
