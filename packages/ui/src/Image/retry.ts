/** The wait after failed attempt `n` (from 1): `baseMs`, then twice as long each time. */
export function retryDelayMs(failedAttempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, failedAttempt - 1);
}

function abortError(): DOMException {
  return new DOMException('The load was aborted.', 'AbortError');
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  /** How many attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; it doubles before each further one. */
  baseDelayMs: number;
  /** Stops waiting and trying; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called before each attempt after the first, with its number (2, 3, …). */
  onRetry?: (attempt: number) => void;
}

/**
 * Calls `attempt` until it resolves, at most `attempts` times, waiting between tries.
 * Rejects with the last failure when every attempt fails.
 */
export async function retry(
  attempt: (attemptNumber: number) => Promise<void>,
  { attempts, baseDelayMs, signal, onRetry }: RetryOptions,
): Promise<void> {
  const total = Math.max(1, Math.floor(attempts));
  for (let number = 1; ; number += 1) {
    if (signal?.aborted) throw abortError();
    try {
      await attempt(number);
      return;
    } catch (error) {
      if (signal?.aborted) throw abortError();
      if (number >= total) throw error;
    }
    await wait(retryDelayMs(number, baseDelayMs), signal);
    onRetry?.(number + 1);
  }
}
