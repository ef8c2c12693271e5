import { useCallback, useEffect, useInsertionEffect, useRef } from 'react';

/**
 * A leading-edge throttle: the first call runs at once, and every call in the next `waitMs`
 * is dropped. Nothing runs later on its own (no trailing call), which is what a button that sends
 * an SMS or asks for a new captcha needs: a second press never fires by itself a moment later.
 *
 * The returned function keeps one identity while `waitMs` stays the same, always runs the latest
 * `fn`, and returns what `fn` returned, or `undefined` for a dropped call. The timer is cleared on
 * unmount. (`Image/throttle.ts` is a different, trailing throttle for scroll events.)
 */
export function useThrottledCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  waitMs: number,
): (...args: Args) => Result | undefined {
  const fnRef = useRef(fn);
  useInsertionEffect(() => {
    fnRef.current = fn;
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );

  return useCallback(
    (...args: Args) => {
      if (timer.current !== undefined) return undefined;
      if (waitMs > 0) {
        timer.current = setTimeout(() => {
          timer.current = undefined;
        }, waitMs);
      }
      return fnRef.current(...args);
    },
    [waitMs],
  );
}
