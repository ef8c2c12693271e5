import { useCallback, useEffect, useState } from 'react';
import { systemStatus, type SystemStatus } from '@platform/api';
import { api } from '../api';

export type SystemStatusState =
  | { state: 'loading' }
  | { state: 'ready'; status: SystemStatus }
  | { state: 'error' };

/** Reads /wps/system/status once, with a retry for when the network fails. */
export function useSystemStatus(): SystemStatusState & { retry: () => void } {
  const [result, setResult] = useState<SystemStatusState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    api
      .call(systemStatus, { url: window.location.host })
      .then((status) => isCurrent && setResult({ state: 'ready', status }))
      .catch(() => isCurrent && setResult({ state: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...result, retry };
}
