import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, rounded up: 60 right after a one-minute start, 0 when not running. */
  secondsLeft: number;
  /** True while `secondsLeft` is above 0. */
  isRunning: boolean;
  /** Counts down to `endsAt` (epoch milliseconds, as `Date.now()`); a time in the past stops it. */
  start: (endsAt: number) => void;
  /** Stops at once: `secondsLeft` is 0. */
  stop: () => void;
}

/** Whole seconds from now to `endsAt`, rounded up, never below 0. */
const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * A countdown to a moment in time. The seconds left are computed from the clock at every tick
 * (`ceil((endsAt - Date.now()) / 1000)`), and each tick is a timeout set for the moment the
 * value next drops, so it neither drifts as a `setInterval` does nor lags behind a tab that the
 * browser slowed down in the background (it catches up when the page is shown again).
 * Timers are cleared on unmount.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const remaining = endsAt - Date.now();
      const seconds = secondsUntil(endsAt);
      setSecondsLeft(seconds);
      if (seconds === 0) {
        setEndsAt(null);
        return;
      }
      // The moment the value drops by one: a whole second before the end. Between 1 and 1000 ms.
      timer = setTimeout(tick, Math.max(1, remaining - (seconds - 1) * 1000));
    };
    // `start` has shown the first value: the first timeout waits for the next drop.
    const remaining = endsAt - Date.now();
    timer = setTimeout(tick, Math.max(1, remaining - (Math.ceil(remaining / 1000) - 1) * 1000));
    // A background tab may hold timeouts back for a minute: count again when it is shown.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [endsAt]);

  const start = useCallback((target: number) => {
    const seconds = secondsUntil(target);
    setSecondsLeft(seconds);
    setEndsAt(seconds > 0 ? target : null);
  }, []);

  const stop = useCallback(() => {
    setSecondsLeft(0);
    setEndsAt(null);
  }, []);

  return { secondsLeft, isRunning: secondsLeft > 0, start, stop };
}
