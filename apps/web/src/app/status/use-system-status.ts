import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { systemStatus, type SystemStatus } from '@platform/api';
import { api } from '../../lib/api';

export type SystemStatusState =
  | { state: 'loading' }
  | { state: 'ready'; status: SystemStatus }
  | { state: 'error' };

export type SystemStatusResult = SystemStatusState & {
  /** Reads the status again from scratch: back to `loading`, then `ready` or `error`. */
  retry: () => void;
  /**
   * Reads the status again in the background: the current state stays until the answer, which
   * replaces it; a failed read leaves it as it was. Resolves to the new status, or null on failure.
   */
  refresh: () => Promise<SystemStatus | null>;
};

/** The site's current host, which the status call sends as `url`. */
const readStatus = () => api.call(systemStatus, { url: window.location.host });

/** A status read before React renders: the call, and its answer once it has come. */
interface EarlyRead {
  reading: Promise<SystemStatus>;
  answer: SystemStatus | null;
}

let early: EarlyRead | null = null;

/**
 * Starts reading the status before React renders (main.tsx), so the request overlaps loading the
 * language's messages instead of waiting for them. The gate's first read takes this answer: at
 * once, in its first render, when it has already come (the usual case: the head script preloads
 * the call), else when it comes.
 */
export function prefetchSystemStatus(): void {
  if (early) return;
  const entry: EarlyRead = { reading: readStatus(), answer: null };
  entry.reading.then(
    (status) => {
      entry.answer = status;
    },
    () => {}, // The gate reports a failure when it takes the answer.
  );
  early = entry;
}

/** The prefetched answer if it has come (taken once, like the reading itself). */
function takeEarlyAnswer(): SystemStatus | null {
  const answer = early?.answer ?? null;
  if (answer) early = null;
  return answer;
}

function firstRead(): Promise<SystemStatus> {
  const reading = early?.reading;
  early = null;
  return reading ?? readStatus();
}

/** Reads /wps/system/status once, with a retry for when the network fails and a background refresh. */
export function useSystemStatus(): SystemStatusResult {
  const [result, setResult] = useState<SystemStatusState>(() => {
    const status = takeEarlyAnswer();
    return status ? { state: 'ready', status } : { state: 'loading' };
  });
  const startedReady = useRef(result.state === 'ready');
  const [attempt, setAttempt] = useState(0);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (attempt === 0 && startedReady.current) return;
    let isCurrent = true;
    firstRead()
      // A transition: the open site's first render is the page's largest, and React renders a
      // transition in slices that leave the main thread free between them.
      .then((status) => isCurrent && startTransition(() => setResult({ state: 'ready', status })))
      .catch(() => isCurrent && setResult({ state: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(async () => {
    try {
      const status = await readStatus();
      if (isMounted.current) setResult({ state: 'ready', status });
      return status;
    } catch {
      return null;
    }
  }, []);
  return { ...result, retry, refresh };
}
