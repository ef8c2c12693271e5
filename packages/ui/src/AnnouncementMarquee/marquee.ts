/** The default scrolling speed, in pixels per second: slow enough to read a title as it passes. */
export const MARQUEE_SPEED = 60;

/** The duration used before the content has been measured (or where it cannot be), in seconds. */
export const MARQUEE_FALLBACK_SECONDS = 30;

/**
 * How long one loop of the marquee lasts, in seconds: the time to move one copy of the titles
 * (`contentWidth` pixels) past at `speed` pixels per second, so that the speed, not the loop
 * length, stays the same however many notices there are. Rounded to tenths of a second so that
 * a sub-pixel change of width does not restart the animation.
 */
export function marqueeDuration(contentWidth: number, speed: number = MARQUEE_SPEED): number {
  if (!(contentWidth > 0) || !(speed > 0) || !Number.isFinite(contentWidth) || !Number.isFinite(speed)) {
    return MARQUEE_FALLBACK_SECONDS;
  }
  return Math.max(1, Math.round((contentWidth / speed) * 10) / 10);
}
