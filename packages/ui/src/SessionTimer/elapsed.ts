/** The whole seconds from `startedAt` to `now` (epoch milliseconds), never below 0. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A duration as a clock reads it: `H:MM:SS` ("0:05:09", "12:00:00"); hours go past 24. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${hours}:${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}

/** The same duration for a `<time dateTime>`: ISO 8601 ("PT1H2M3S"). */
export function elapsedDateTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `PT${Math.floor(whole / 3600)}H${Math.floor((whole % 3600) / 60)}M${whole % 60}S`;
}

/** Milliseconds until the elapsed time next reaches a whole second: between 1 and 1000. */
export function msToNextSecond(startedAt: number, now: number): number {
  if (now < startedAt) return Math.min(1000, startedAt - now);
  return 1000 - ((now - startedAt) % 1000);
}
