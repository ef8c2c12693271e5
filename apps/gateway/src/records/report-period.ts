import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';

/** The longest period a report covers, in days (the spec's presets reach three months). */
export const MAX_REPORT_DAYS = 92;

/** Inclusive business dates as moments and as the list of their days. */
export interface ReportPeriod {
  /** The start of the first day. */
  from: Date;
  /** The start of the day after the last. */
  until: Date;
  startDate: string;
  endDate: string;
  /** Every business day of the period (yyyy-MM-dd), oldest first. */
  days: string[];
}

/** A report's period from inclusive business dates: 400 for a date that does not exist, an end before the start, or more than MAX_REPORT_DAYS days. */
export function reportPeriod(startDate: string, endDate: string): ReportPeriod {
  const from = startOfBusinessDay(startDate, 'startDate');
  const until = new Date(startOfBusinessDay(endDate, 'endDate').getTime() + DAY_MS);
  const dayCount = Math.round((until.getTime() - from.getTime()) / DAY_MS);
  if (dayCount < 1) throw new RequestError(400, ERROR_CODE.badRequest, 'endDate must not be before startDate');
  if (dayCount > MAX_REPORT_DAYS) throw new RequestError(400, ERROR_CODE.badRequest, `A report covers at most ${MAX_REPORT_DAYS} days`);
  const days = Array.from({ length: dayCount }, (_unused, index) => businessDayOf(new Date(from.getTime() + index * DAY_MS)));
  return { from, until, startDate, endDate, days };
}
