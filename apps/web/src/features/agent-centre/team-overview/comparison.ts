import type { TeamFigures } from '@platform/api';

/**
 * The change from `previous` to `current` in percent (12.5 for +12.5%), against the size of the
 * previous figure, so a loss that shrinks (-100 to -40) is a rise. None when the previous period
 * had nothing to compare with (0 to anything but 0).
 */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** Whether the team did nothing in the period: nobody joined, bet, deposited or withdrew. */
export function isQuietPeriod(figures: TeamFigures): boolean {
  return figures.newMembers === 0 && figures.activeMembers === 0 && figures.betCount === 0 && figures.deposits === 0 && figures.withdrawals === 0;
}
