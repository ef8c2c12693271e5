import type { SelfExclusionDuration, TimeoutDuration } from '@platform/api';

export type ExclusionDuration = TimeoutDuration | SelfExclusionDuration;

const HOUR_MS = 3_600_000;

/**
 * When an exclusion of `duration` started at `start` would end (epoch ms; null: never), for the
 * confirmation step to say before the player commits. The gateway's answer is what holds.
 */
export function exclusionEnd(duration: ExclusionDuration, start: number): number | null {
  const months = (count: number) => {
    const end = new Date(start);
    end.setMonth(end.getMonth() + count);
    return end.getTime();
  };
  switch (duration) {
    case 'HOURS_24':
      return start + 24 * HOUR_MS;
    case 'DAYS_7':
      return start + 7 * 24 * HOUR_MS;
    case 'DAYS_30':
      return start + 30 * 24 * HOUR_MS;
    case 'MONTHS_6':
      return months(6);
    case 'YEAR_1':
      return months(12);
    case 'YEARS_5':
      return months(60);
    case 'PERMANENT':
      return null;
  }
}
