import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';

/**
 * The members' day boundaries: the demo brands serve Malaysia (UTC+8), so a date filter
 * `2026-11-21`, a daily total or a daily limit means that day in Malaysian time.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';

export const DAY_MS = 24 * 60 * 60 * 1000;

const OFFSET_MS = (BUSINESS_UTC_OFFSET.startsWith('-') ? -1 : 1) * (Number(BUSINESS_UTC_OFFSET.slice(1, 3)) * 60 + Number(BUSINESS_UTC_OFFSET.slice(4, 6))) * 60_000;

/** The start of a yyyy-MM-dd day in business time, refusing dates that do not exist (2026-02-30). */
export function startOfBusinessDay(date: string, field: string): Date {
  const start = new Date(`${date}T00:00:00${BUSINESS_UTC_OFFSET}`);
  const [year, month, day] = date.split('-').map(Number);
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(start.getTime()) || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) {
    throw new RequestError(400, ERROR_CODE.badRequest, `${field} is not a real date (yyyy-MM-dd)`);
  }
  return start;
}

/** The business day (yyyy-MM-dd) a moment falls in. */
export function businessDayOf(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
