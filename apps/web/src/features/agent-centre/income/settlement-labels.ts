import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusDescriptor } from '@platform/ui';
import type { SettlementKind, SettlementSide, SettlementStatus } from '@platform/api';

/** The contract kinds in the spec's menu order. */
export const SETTLEMENT_KINDS: readonly SettlementKind[] = ['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND'];

export function isSettlementKind(value: string | null): value is SettlementKind {
  return (SETTLEMENT_KINDS as readonly (string | null)[]).includes(value);
}

export const SETTLEMENT_STATUSES: readonly SettlementStatus[] = ['DUE', 'PAID', 'UNPAID', 'NOTHING'];

export function isSettlementStatus(value: string | null): value is SettlementStatus {
  return (SETTLEMENT_STATUSES as readonly (string | null)[]).includes(value);
}

export function isSettlementSide(value: string | null): value is SettlementSide {
  return value === 'RECEIVED' || value === 'PAID';
}

/** What each kind of contract pays, as the agent centre's menu names it. */
export const SETTLEMENT_KIND_LABELS: Record<SettlementKind, MessageDescriptor> = {
  REALTIME: msg`Real-time salary`,
  HOURLY: msg`Hourly salary`,
  DAILY: msg`Daily wages`,
  DIVIDEND: msg`Dividend`,
};

/** Settlement statuses as badges: `<StatusBadge status={settlementStatus[record.status]} />`. */
export const settlementStatus: Record<SettlementStatus, StatusDescriptor> = {
  DUE: { tone: 'info', label: msg({ message: 'Due', comment: 'Settlement status: the period has ended and is settled at the next run.' }) },
  PAID: { tone: 'success', label: msg({ message: 'Paid', context: 'settlement status', comment: 'Settlement status: the amount was credited.' }) },
  UNPAID: {
    tone: 'warning',
    label: msg({ message: 'Unpaid', comment: "Settlement status: the upline's withdrawable money did not cover it yet; retried automatically." }),
  },
  NOTHING: { tone: 'neutral', label: msg({ message: 'Nothing to pay', comment: 'Settlement status: no tier was reached in the period.' }) },
};
