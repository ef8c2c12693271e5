import { useEffect, useState } from 'react';

/** The longest delay a browser timer takes (about 24.8 days); a later time is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether `time` (epoch ms) has passed, turning true when it does while the page is open. */
export function useIsPast(time: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const isPast = now >= time;
  useEffect(() => {
    if (isPast) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, time - Date.now()) + 50));
    return () => clearTimeout(timer);
  }, [isPast, time, now]);
  return isPast;
}
