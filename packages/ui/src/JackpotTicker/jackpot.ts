/** How much the jackpot grows per tick (spec section 9: +165.11 every 3000 ms). */
export const JACKPOT_STEP = 165.11;
/** How often the jackpot grows, in milliseconds (spec section 9). */
export const JACKPOT_INTERVAL_MS = 3000;
/** The value a jackpot round starts from. */
export const JACKPOT_BASE = 1_000_000;
/** How long one jackpot round lasts before it is "won" and starts again from the base: a week. */
export const JACKPOT_ROUND_MS = 7 * 24 * 60 * 60 * 1000;
/** When the first round started: Monday 1 January 2024, 00:00 UTC. Rounds start every Monday 00:00 UTC. */
export const JACKPOT_EPOCH = Date.UTC(2024, 0, 1);

export interface JackpotStartOptions {
  base?: number;
  step?: number;
  intervalMs?: number;
  roundMs?: number;
  epoch?: number;
}

/**
 * The jackpot at the moment `now` (epoch milliseconds): the base plus one step for every whole
 * interval since the current round began. Every visitor computes the same number at the same
 * time, and it grows at the ticker's own pace (165.11 per 3 s), so the ticker continues it
 * seamlessly. A round lasts a week and then starts again, so the number stays a believable size
 * (from 1,000,000.00 to about 34,300,000 at the end of a week) instead of growing without end.
 */
export function jackpotStartValue(
  now: number,
  { base = JACKPOT_BASE, step = JACKPOT_STEP, intervalMs = JACKPOT_INTERVAL_MS, roundMs = JACKPOT_ROUND_MS, epoch = JACKPOT_EPOCH }: JackpotStartOptions = {},
): number {
  // ((x % m) + m) % m keeps a time before the epoch inside a round too.
  const intoRound = (((now - epoch) % roundMs) + roundMs) % roundMs;
  return jackpotAfterTicks(base, Math.floor(intoRound / intervalMs), step);
}

/**
 * The jackpot after `ticks` steps from `start`, counted in whole cents so that adding 165.11
 * thousands of times never drifts (0.1 + 0.2 style errors).
 */
export function jackpotAfterTicks(start: number, ticks: number, step: number = JACKPOT_STEP): number {
  return (Math.round(start * 100) + ticks * Math.round(step * 100)) / 100;
}

/** One piece of the shown amount: a digit (which gets its own box) or a separator. */
export interface AmountPart {
  type: 'digit' | 'separator';
  value: string;
  /**
   * A stable key counted from the right end of the amount, so a digit keeps its box (and rolls
   * in place) when the amount gains a digit on the left.
   */
  key: string;
}

/**
 * The amount in pieces for the ticker: every digit on its own, and the locale's group and decimal
 * separators between them, always with two decimals.
 */
export function amountParts(amount: number, format: Intl.NumberFormat): AmountPart[] {
  const characters = format.formatToParts(amount).flatMap((part) =>
    part.type === 'integer' || part.type === 'fraction'
      ? Array.from(part.value, (value) => ({ isDigit: /\d/.test(value), value }))
      : [{ isDigit: false, value: part.value }],
  );
  return characters.map(({ isDigit, value }, index) => ({
    type: isDigit ? 'digit' : 'separator',
    value,
    key: `${characters.length - index}`,
  }));
}

/** The formatter the ticker uses: the locale's separators and exactly two decimals. */
export function jackpotFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
