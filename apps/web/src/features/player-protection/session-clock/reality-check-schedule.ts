/*
 * When the reality check is due (UKGC RTS 13): at every whole interval of session time, counted
 * from the session's start as the gateway recorded it. A reminder that was answered late does not
 * shift the next one: after "Continue" the next is the next whole interval still ahead.
 */

const MINUTE_MS = 60_000;

/**
 * The first reminder strictly after `after` (epoch milliseconds), for a session started at
 * `startedAt` with a reminder every `minutes`; null when the reality check is off (0).
 */
export function nextRealityCheckAt(startedAt: number, minutes: number, after: number): number | null {
  if (!(minutes > 0)) return null;
  const interval = minutes * MINUTE_MS;
  const passed = Math.max(0, after - startedAt);
  return startedAt + (Math.floor(passed / interval) + 1) * interval;
}

/** Whole seconds of session time at `at`, never below 0 (a browser clock behind the gateway's). */
export function sessionSecondsAt(startedAt: number, at: number): number {
  return Math.max(0, Math.floor((at - startedAt) / 1000));
}
