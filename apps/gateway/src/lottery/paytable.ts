import { seededRandom } from '../shared/seeded-random';
import type { DrawKey } from './draw-key';
import type { LotteryTypeCode } from './lottery-data';

/**
 * The demo lottery's one play per lottery type: which drawn number a pick must match and what a
 * winning ticket pays back, stake included. The multiples leave the house a small edge over the
 * odds, as a real lottery's do:
 * - SSC: the first of the five digits (1 in 10), 9.8×.
 * - 11X5: the first number drawn, 01–11 (1 in 11), 10.5×.
 * - PK10: the car in first place, 01–10 (1 in 10), 9.8×.
 * - LF (3D): the first of the three digits (1 in 10), 9.8×.
 * - LHC: the special number (the seventh drawn), 01–49 (1 in 49), 47×.
 */
export interface LotteryPlay {
  /** FIRST: the first number drawn; SPECIAL: the last (the Mark Six special number). */
  position: 'FIRST' | 'SPECIAL';
  /** Every pick the play takes, written as the draw writes its numbers. */
  picks: readonly string[];
  multiple: number;
}

const digits = Array.from({ length: 10 }, (_, digit) => String(digit));
const numbers = (to: number) => Array.from({ length: to }, (_, index) => String(index + 1).padStart(2, '0'));

export const LOTTERY_PLAYS: Readonly<Record<LotteryTypeCode, LotteryPlay>> = {
  SSC: { position: 'FIRST', picks: digits, multiple: 9.8 },
  '11X5': { position: 'FIRST', picks: numbers(11), multiple: 10.5 },
  PK10: { position: 'FIRST', picks: numbers(10), multiple: 9.8 },
  LF: { position: 'FIRST', picks: digits, multiple: 9.8 },
  LHC: { position: 'SPECIAL', picks: numbers(49), multiple: 47 },
};

/** The stakes the lottery page offers, in cents. */
export const LOTTERY_STAKES_CENTS = [100, 200, 500, 1_000, 5_000] as const;

export function lotteryPlay(lotteryType: string): LotteryPlay | undefined {
  return (LOTTERY_PLAYS as Record<string, LotteryPlay>)[lotteryType];
}

/** The drawn number a play's pick is compared with. */
export function decidingNumber(play: Pick<LotteryPlay, 'position'>, drawnNumbers: readonly string[]): string | undefined {
  return play.position === 'FIRST' ? drawnNumbers[0] : drawnNumbers[drawnNumbers.length - 1];
}

/** What a ticket pays back (stake included) in cents: stake × multiple when its pick wins, else 0. */
export function ticketPayoutCents(stakeCents: number, multiple: number, won: boolean): number {
  return won ? Math.round(stakeCents * multiple) : 0;
}

/**
 * The seeded history's older ticket kind (seed/bets/seed-rounds.ts): three distinct digits picked,
 * three digits drawn; it pays 3× for two matches and 40× for three. Its draw is not one of the
 * lottery page's, so its numbers come from the same seeded generator, from the game and draw under
 * the installation's draw key.
 */
export const PICK_THREE_MULTIPLES: Readonly<Record<number, number>> = { 2: 3, 3: 40 };

export function pickThreeDraw(key: DrawKey, gameCode: string, drawNo: string): string[] {
  return seededRandom(key.seedOf(gameCode, drawNo)).shuffle(digits).slice(0, 3);
}

export function pickThreeMultiple(picks: readonly string[], drawn: readonly string[]): number {
  const matched = picks.filter((pick) => drawn.includes(pick)).length;
  return PICK_THREE_MULTIPLES[matched] ?? 0;
}
