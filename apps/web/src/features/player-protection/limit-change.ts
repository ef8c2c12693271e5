/** The largest limit the gateway takes (its amount field's maximum). */
export const MAX_LIMIT = 1_000_000;

/**
 * What setting a limit to `next` (null: none) does to the `current` one (the gateway's rule): a
 * first or lower limit applies at once, a higher one or a removal waits for its cooling-off and
 * the player's confirmation after that; the same amount changes nothing.
 */
export type LimitChangeEffect = 'atOnce' | 'waits' | 'unchanged';

export function limitChangeEffect(current: number | null, next: number | null): LimitChangeEffect {
  if (current === null) return next === null ? 'unchanged' : 'atOnce';
  if (next === null) return 'waits';
  const [currentCents, nextCents] = [Math.round(current * 100), Math.round(next * 100)];
  if (nextCents === currentCents) return 'unchanged';
  return nextCents < currentCents ? 'atOnce' : 'waits';
}

/** What is left of a limit in its window (never below 0); null without a limit. */
export function remainingOf(amount: number | null, used: number): number | null {
  if (amount === null) return null;
  return Math.max(0, Math.round(amount * 100) - Math.round(used * 100)) / 100;
}
