import { i18n } from '@lingui/core';
import { expect, screen, within } from 'storybook/test';
import { parseDay } from './date-range';

/** The fixed today of the stories, a Sunday, so that every run shows the same days. */
export const STORY_TODAY = '2025-06-15';

/** A day's name in the grid, in the language Storybook runs: "Sunday, 15 June 2025". */
export function dayName(day: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }).format(parseDay(day));
}

/** A month's heading in the language Storybook runs: "June 2025". */
export function monthName(day: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric' }).format(parseDay(day));
}

/** The open calendar dialog. */
export const calendar = () => screen.getByRole('dialog');

/** A day of the open calendar, by its full name. */
export const dayCell = (day: string) => within(calendar()).getByRole('gridcell', { name: dayName(day) });

/** Checks that keyboard focus is on `day` in the open calendar, the only day Tab reaches. */
export async function expectFocusedDay(day: string) {
  const cell = dayCell(day);
  await expect(cell).toHaveFocus();
  await expect(cell).toHaveAttribute('tabindex', '0');
  await expect(within(calendar()).getAllByRole('gridcell').filter((other) => other.tabIndex === 0)).toHaveLength(1);
}
