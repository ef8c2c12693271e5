import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (epoch ms), never below 0, ticking each second while `isRunning`. */
export function useRemainingMs(until: number, isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [isRunning, until]);
  return Math.max(0, until - now);
}

/** A time left as `m:ss`, or `h:mm:ss` from an hour: 29:05, 1:59:40. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1_000);
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
