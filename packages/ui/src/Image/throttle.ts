export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call and ends the current wait. */
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once per `waitMs`: calls during the wait are folded into one
 * trailing call with the latest arguments at its end, so the last state is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const endOfWait = () => {
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(endOfWait, waitMs);
    } else {
      timer = undefined;
    }
  };

  const throttled = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
      timer = setTimeout(endOfWait, waitMs);
    } else {
      pending = args;
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
