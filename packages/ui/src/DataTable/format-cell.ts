import { parseNoticeTime } from '../NoticeBoard/notice-time';
import { formatMoney } from '../utils/format-money';

/** How a column's values are written: as they are, or as the locale writes numbers, money and dates. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormat<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (locale: string) => cachedFormat(`number|${locale}`, () => new Intl.NumberFormat(locale));

const dateFormat = (locale: string, kind: 'date' | 'datetime') =>
  cachedFormat(`${kind}|${locale}`, () =>
    new Intl.DateTimeFormat(locale, kind === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' }),
  );

/**
 * A value as the player reads it in `locale`: money with two decimals and the currency symbol,
 * numbers with the locale's grouping, dates (ISO strings, `yyyy-MM-dd` read as a local day) in
 * the locale's words. Missing values are empty; a value that cannot be read shows as it came.
 */
export function formatCellValue(value: unknown, kind: ColumnKind, locale: string, currencySymbol?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' || kind === 'number') {
    const amount = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'boolean' || !Number.isFinite(amount)) return String(value);
    return kind === 'money' ? formatMoney(amount, locale, currencySymbol) : numberFormat(locale).format(amount);
  }
  if (kind === 'date' || kind === 'datetime') {
    const date = typeof value === 'string' || typeof value === 'number' || value instanceof Date ? parseNoticeTime(value) : undefined;
    return date ? dateFormat(locale, kind).format(date) : String(value);
  }
  return String(value);
}
