import type { MissionPeriod } from '@platform/api/contract';
import { businessDayOf, DAY_MS, startOfBusinessDay } from '../shared/business-day';

/** The span a mission is measured over, in business time (UTC+8). */
export interface PeriodSpan {
  /** Its first business day, yyyy-MM-dd: the key a claim is stored under. */
  startDay: string;
  start: Date;
  /** The start of the next period. */
  end: Date;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period (day, week from Monday, or calendar month) that `now` falls in. */
export function currentPeriod(period: MissionPeriod, now: Date): PeriodSpan {
  const today = businessDayOf(now);
  let startDay: string;
  let endDay: string;
  if (period === 'DAY') {
    startDay = today;
    endDay = addDays(today, 1);
  } else if (period === 'WEEK') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    startDay = addDays(today, -weekday);
    endDay = addDays(startDay, 7);
  } else {
    startDay = `${today.slice(0, 8)}01`;
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    endDay = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return { startDay, start: startOfBusinessDay(startDay, 'period'), end: startOfBusinessDay(endDay, 'period') };
}
