import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HistoryWindow, LimitKind, LimitPeriod, RealityCheckMinutes, SelfExclusionDuration, TimeoutDuration } from '@platform/api/contract';

/** Each kind of limit's heading, and what it counts. */
export const LIMIT_KIND_LABELS: Readonly<Record<LimitKind, { title: MessageDescriptor; counts: MessageDescriptor }>> = {
  DEPOSIT: { title: msg`Deposit limits`, counts: msg`The money you deposit.` },
  LOSS: { title: msg`Loss limits`, counts: msg`Your stakes less your winnings: what you lose.` },
  WAGER: { title: msg`Wager limits`, counts: msg`The money you stake on bets.` },
};

/** A limit's window, as its row names it. */
export const LIMIT_PERIOD_LABELS: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  DAY: msg`Per 24 hours`,
  WEEK: msg`Per 7 days`,
  MONTH: msg`Per month`,
};

export const REALITY_CHECK_LABELS: Readonly<Record<RealityCheckMinutes, MessageDescriptor>> = {
  0: msg`Off`,
  15: msg`Every 15 minutes`,
  30: msg`Every 30 minutes`,
  60: msg`Every 60 minutes`,
};

export const TIMEOUT_LABELS: Readonly<Record<TimeoutDuration, MessageDescriptor>> = {
  HOURS_24: msg`24 hours`,
  DAYS_7: msg`7 days`,
  DAYS_30: msg`30 days`,
};

export const SELF_EXCLUSION_LABELS: Readonly<Record<SelfExclusionDuration, MessageDescriptor>> = {
  MONTHS_6: msg`6 months`,
  YEAR_1: msg`1 year`,
  YEARS_5: msg`5 years`,
  PERMANENT: msg`Permanently`,
};

export const HISTORY_WINDOW_LABELS: Readonly<Record<HistoryWindow, MessageDescriptor>> = {
  HOURS_24: msg`Last 24 hours`,
  DAYS_7: msg`Last 7 days`,
  DAYS_30: msg`Last 30 days`,
  MONTHS_6: msg`Last 6 months`,
};
