import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@platform/ui';
import type { TeamContract } from '@platform/api';

const CONTRACT_KIND_LABELS: Readonly<Record<TeamContract['kind'], MessageDescriptor>> = {
  DAILY: msg({ message: 'Daily wages', comment: 'A daily-wage contract between an agent and a downline' }),
  HOURLY: msg({ message: 'Hourly salary', comment: 'An hourly-salary contract between an agent and a downline' }),
  REALTIME: msg({ message: 'Real-time salary', comment: 'A real-time salary contract (settled every 5 minutes)' }),
  DIVIDEND: msg({ message: 'Dividend', comment: 'A dividend contract between an agent and a downline' }),
};

/**
 * A running contract as the team list writes it: its kind and its highest tier, a percent (an
 * amount per hour for hourly salary, as the gateway's topRate is).
 */
export function contractLabel(i18n: I18n, contract: TeamContract, currencySymbol: string): string {
  const kind = i18n._(CONTRACT_KIND_LABELS[contract.kind]);
  const top =
    contract.kind === 'HOURLY'
      ? formatMoney(contract.topRate, i18n.locale, currencySymbol)
      : `${i18n.number(contract.topRate, { maximumFractionDigits: 2 })}%`;
  return i18n._(msg({ message: `${kind}: up to ${top}`, comment: 'A running contract in the team list: its kind and its highest tier rate' }));
}
