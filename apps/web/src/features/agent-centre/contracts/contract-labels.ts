import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusDescriptor } from '@platform/ui';
import type { ContractPeriod, ContractStatus } from '@platform/api';

/** A contract's status as StatusBadge shows it. */
export const contractStatus: Readonly<Record<ContractStatus, StatusDescriptor>> = {
  PENDING: { tone: 'info', label: msg({ message: 'Pending', context: 'contract status', comment: 'Contract status: offered, waiting for the downline to accept or reject it.' }) },
  ACTIVE: { tone: 'success', label: msg({ message: 'Running', context: 'contract status', comment: 'Contract status: accepted and being settled.' }) },
  REJECTED: { tone: 'danger', label: msg({ message: 'Rejected', context: 'contract status', comment: 'Contract status: the downline turned the offer down.' }) },
  TERMINATED: { tone: 'neutral', label: msg({ message: 'Terminated', context: 'contract status', comment: 'Contract status: ended by either side, or replaced by a newer contract.' }) },
};

/** How often a dividend contract settles. */
export const CONTRACT_PERIODS: readonly ContractPeriod[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

export const periodLabel: Readonly<Record<ContractPeriod, MessageDescriptor>> = {
  DAILY: msg({ message: 'Daily', context: 'contract period' }),
  WEEKLY: msg({ message: 'Weekly (from Monday)', context: 'contract period' }),
  SEMIMONTHLY: msg({ message: 'Semimonthly (1st-15th, 16th-end)', context: 'contract period' }),
  MONTHLY: msg({ message: 'Monthly', context: 'contract period' }),
};

