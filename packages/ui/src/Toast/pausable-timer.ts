export interface PausableTimer {
  /** Stops the clock, keeping the time left. */
  pause(): void;
  /** Starts the clock again with the time left. */
  resume(): void;
  /** Stops for good; `onExpire` will not be called. */
  cancel(): void;
  /** The time left, in milliseconds. */
  remainingMs(): number;
}

/**
 * Calls `onExpire` after `durationMs` of running time: paused time does not count; `Infinity`
 * never expires. Starts running. `now` is for tests.
 */
export function createPausableTimer(
  durationMs: number,
  onExpire: () => void,
  now: () => number = () => Date.now(),
): PausableTimer {
  let remaining = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDone = false;

  const resume = () => {
    // A toast of `Infinity` waits for its dismiss button (and setTimeout would fire at once).
    if (isDone || timer !== undefined || !Number.isFinite(remaining)) return;
    startedAt = now();
    timer = setTimeout(() => {
      timer = undefined;
      isDone = true;
      remaining = 0;
      onExpire();
    }, remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (now() - startedAt));
  };

  resume();
  return {
    pause,
    resume,
    cancel() {
      pause();
      isDone = true;
    },
    remainingMs: () => (timer === undefined ? remaining : Math.max(0, remaining - (now() - startedAt))),
  };
}
