import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCellValue } from '@platform/ui';
import type { SettlementRecord } from '@platform/api';
import { businessToday } from '../../../components/records/business-day';

/**
 * The period a settlement covers. Daily wages and dividends cover business days (UTC+8): the
 * first day to the last (the end is excluded, so its day is the one before it). Real-time and
 * hourly salary cover a window of minutes: its start and end times.
 */
export function settlementPeriodText(record: Pick<SettlementRecord, 'kind' | 'periodStart' | 'periodEnd'>, locale: string): string {
  if (record.kind === 'DAILY' || record.kind === 'DIVIDEND') {
    const first = formatCellValue(businessToday(record.periodStart), 'date', locale);
    const last = formatCellValue(businessToday(record.periodEnd - 1), 'date', locale);
    return first === last ? first : `${first} – ${last}`;
  }
  const start = formatCellValue(record.periodStart, 'datetime', locale);
  const end = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(record.periodEnd);
  return `${start} – ${end}`;
}

/** The tier a settlement reached and its rate: "Tier 2 · 0.5%", "No tier reached", "Per bet" (real-time salary). */
export function tierText(record: Pick<SettlementRecord, 'kind' | 'status' | 'tier' | 'rate'>, i18n: I18n): string {
  if (record.status === 'DUE') return '—';
  if (record.kind === 'REALTIME') return i18n._(msg({ message: 'Per bet', comment: 'Real-time salary: each bet reaches its own tier' }));
  if (record.tier === null || record.tier === 0) return i18n._(msg`No tier reached`);
  const tier = record.tier;
  const tierLabel = i18n._(msg`Tier ${tier}`);
  return record.rate === null ? tierLabel : `${tierLabel} · ${rateText(record.rate, i18n)}`;
}

/** A rate in percent, as the language writes numbers: "0.5%". */
export function rateText(rate: number, i18n: I18n): string {
  return `${i18n.number(rate, { maximumFractionDigits: 4 })}%`;
}
