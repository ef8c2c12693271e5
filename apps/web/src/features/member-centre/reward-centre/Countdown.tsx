import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

const SECOND_MS = 1_000;
const DAY_S = 24 * 60 * 60;

/** What is left until `until`, as "2d 03:04:05" or "03:04:05"; null once it has passed. */
export function timeLeft(until: number, now: number): { days: number; clock: string } | null {
  const seconds = Math.floor((until - now) / SECOND_MS);
  if (seconds <= 0) return null;
  const days = Math.floor(seconds / DAY_S);
  const rest = seconds % DAY_S;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return { days, clock };
}

export interface CountdownProps {
  /** Epoch milliseconds. */
  until: number;
  /** Called once when the time is up (the list is asked again). */
  onExpire?: () => void;
}

/**
 * A live countdown to a reward's expiry: only this element ticks each second, never the page.
 * Screen readers get the text when they reach it, not every second (no live region).
 */
export function Countdown({ until, onExpire }: CountdownProps) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(until, now);
  const isRunning = left !== null;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  useEffect(() => {
    if (!isRunning) onExpire?.();
    // onExpire is called on the change to expired only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isRunning]);

  if (left === null) return <span>{t`Expired`}</span>;
  const { days, clock } = left;
  return (
    <time dateTime={new Date(until).toISOString()}>
      {days > 0 ? t`Ends in ${days}d ${clock}` : t`Ends in ${clock}`}
    </time>
  );
}
