/**
 * The clock of a dev-mode gateway: the real (or a test's) clock plus an offset that only grows,
 * so an end-to-end journey can let a day pass (POST /wps/dev/clock) and see what the gateway does
 * at its end: settlement, expiries. Never built outside dev mode: production's clock is the plain
 * one. The offset lives in this process (dev mode runs one).
 */
export interface DevClock {
  now: () => Date;
  /** Moves the clock forward by whole minutes (at least one) and answers the new time. */
  advance: (minutes: number) => Date;
}

export function createDevClock(base: () => Date): DevClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance: (minutes) => {
      if (!Number.isSafeInteger(minutes) || minutes < 1) throw new RangeError('The dev clock only moves forward, by whole minutes');
      offsetMs += minutes * 60_000;
      return now();
    },
  };
}
