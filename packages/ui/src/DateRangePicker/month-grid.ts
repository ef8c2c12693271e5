import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Weeks start on Monday, as in Malaysia and China. */
const WEEK = { weekStartsOn: 1 } as const;

/**
 * The weeks of `month` shown as a calendar, Monday first: seven cells each, `null` for the days
 * of the months before and after.
 */
export function monthWeeks(month: Date): (Date | null)[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), WEEK),
    end: endOfWeek(endOfMonth(month), WEEK),
  });
  const weeks: (Date | null)[][] = [];
  for (let index = 0; index < days.length; index += 7) {
    weeks.push(days.slice(index, index + 7).map((day) => (isSameMonth(day, month) ? day : null)));
  }
  return weeks;
}

/** The days of one week, Monday first: for the names of the weekdays in the grid's header. */
export function weekDays(): Date[] {
  // Any week will do; a fixed one keeps the result the same on every run.
  const monday = startOfWeek(new Date(2024, 0, 1), WEEK);
  return eachDayOfInterval({ start: monday, end: endOfWeek(monday, WEEK) });
}

/**
 * Where a key moves the focused day of the grid (WAI-ARIA APG date picker dialog): arrows by a
 * day or a week, Home and End to the week's start and end, Page Up and Page Down by a month,
 * with Shift by a year. Undefined for a key the grid does not move on.
 */
export function dayAfterKey(day: Date, key: string, shiftKey: boolean): Date | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, WEEK);
    case 'End':
      return endOfWeek(day, WEEK);
    case 'PageUp':
      return shiftKey ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return shiftKey ? addYears(day, 1) : addMonths(day, 1);
    default:
      return undefined;
  }
}
