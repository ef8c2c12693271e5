import type { ActivityStatus } from '@platform/api/contract';

export interface PromotionTimes {
  kind: string;
  startTime: Date;
  endTime: Date | null;
  registrationEnd: Date | null;
}

export interface MemberStanding {
  /** The member's stored status in the promotion, if they joined it. */
  status: ActivityStatus | null;
  /** For a raffle: whether today's draw is done. */
  drewToday: boolean;
}

/**
 * Where a visitor stands in a promotion (spec section 4's activity statuses): not started is
 * COMING_SOON; a member who joined sees their own status; a raffle is CLAIMED once today's draw is
 * done; past the sign-up end (or the end) it is REGISTRATION_CLOSED; else JOIN_NOW.
 */
export function promotionStatus(promotion: PromotionTimes, now: Date, standing: MemberStanding | null): ActivityStatus {
  const time = now.getTime();
  if (time < promotion.startTime.getTime()) return 'COMING_SOON';
  const ended = promotion.endTime !== null && time >= promotion.endTime.getTime();
  if (promotion.kind === 'RAFFLE') {
    if (ended) return 'REGISTRATION_CLOSED';
    return standing?.drewToday ? 'CLAIMED' : 'JOIN_NOW';
  }
  if (standing?.status) return standing.status;
  const signUpEnd = promotion.registrationEnd ?? promotion.endTime;
  if (signUpEnd !== null && time >= signUpEnd.getTime()) return 'REGISTRATION_CLOSED';
  return 'JOIN_NOW';
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The platform's day starts at 00:00 GMT+8 (Malaysia, no daylight saving). */
const PLATFORM_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The platform day of a moment, yyyy-MM-dd. */
export function platformDay(now: Date): string {
  return new Date(now.getTime() + PLATFORM_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the platform day after `now` starts. */
export function nextPlatformDay(now: Date): Date {
  const startOfDay = Date.parse(`${platformDay(now)}T00:00:00Z`) - PLATFORM_OFFSET_MS;
  return new Date(startOfDay + DAY_MS);
}
