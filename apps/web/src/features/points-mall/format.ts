import { formatNoticeTime, parseNoticeTime } from '@platform/ui';

/** A whole number with the language's grouping: 14,390. */
export function formatPoints(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Money with two decimals: 1,234.50. */
export function formatMoney(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** `yyyy-MM-dd HH:mm:ss` (local), or an empty string when the time is missing or unreadable. */
export function formatDateTime(value: number | string | null | undefined): string {
  const date = parseNoticeTime(value);
  return date ? formatNoticeTime(date) : '';
}
