/** The spec's image lazy-loading constants (section 9). */
export const IMAGE_LOADING = {
  /** Scroll and resize checks run at most once per 200 ms. */
  throttleMs: 200,
  /** Images start loading when they come within 1.3 × the viewport. */
  preloadRatio: 1.3,
  /** Load attempts before the error image shows. */
  attempts: 3,
  /** How many loaded URLs are remembered, so that they show at once next time. */
  cacheSize: 200,
  /** The wait before the second attempt; it doubles before each further one. */
  retryDelayMs: 300,
} as const;
