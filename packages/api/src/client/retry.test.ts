import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCall } from '../contract/define-call';
import type { HttpMethod } from '../contract/define-call';
import { ApiError } from './api-error';
import { createApiClient, parseRetryAfter } from './create-api-client';
import type { RetryOptions } from './create-api-client';
import { connectionFailure, okRecording, recording, replayFetch } from './test-support';
import type { Recording, ReplayStep } from './test-support';

// Retry and backoff under fake timers: the recorded answers are replayed by a fetch, so that the
// clock alone decides when each attempt goes out.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const PATH = '/wps/test/resource';
const callWith = (method: HttpMethod) =>
  defineCall<{ id: number }, { id: number }>({ method, path: PATH, auth: false, encrypted: false });

/** A recorded failure with another status or headers (the envelope as recorded). */
function withStatus(recorded: Recording, status: number, headers: Record<string, string> = {}): Recording {
  return { ...recorded, response: { ...recorded.response, status, headers: { ...recorded.response.headers, ...headers } } };
}

const systemError = recording('system/systemError');
const success = okRecording('GET', PATH, { id: 1 });

function start(steps: ReplayStep[], method: HttpMethod = 'GET', retry: RetryOptions | false = { random: () => 1 }, timeout?: number) {
  const { fetch, seen } = replayFetch(...steps);
  const api = createApiClient({
    baseUrl: 'http://gateway.test',
    merchantCode: 'DEMO_ROYAL',
    getLanguage: () => 'en',
    fetch,
    retry,
    ...(timeout === undefined ? {} : { timeout }),
  });
  const result = api.call(callWith(method), { id: 1 }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as ApiError }),
  );
  return { seen, result };
}

describe('retry of GETs', () => {
  it('backs off exponentially: 300 ms, then 600 ms', async () => {
    const { seen, result } = start([systemError, systemError, success]);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(3);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('jitters each delay between half and all of it', async () => {
    const { seen, result } = start([systemError, success], 'GET', { random: () => 0 });
    await vi.advanceTimersByTimeAsync(149);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('caps one delay at maxBackoffMs', async () => {
    const { seen, result } = start([systemError, systemError, success], 'GET', { random: () => 1, backoffMs: 4000, maxBackoffMs: 5000 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(3);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('gives up after two retries with the last error', async () => {
    const { seen, result } = start([systemError]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(3);
    const { error } = (await result) as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('SYSTEM_ERROR');
  });

  it.each([408, 429, 500, 502, 503, 504])('retries after HTTP %i', async (status) => {
    const { seen, result } = start([withStatus(systemError, status), success]);
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toHaveLength(2);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it.each([400, 401, 403, 404, 501])('does not retry after HTTP %i', async (status) => {
    const { seen, result } = start([withStatus(systemError, status), success]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(1);
    expect(await result).toHaveProperty('error.status', status);
  });

  it('retries after a network failure', async () => {
    const { seen, result } = start([connectionFailure(), success]);
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toHaveLength(2);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('waits for Retry-After in seconds instead of the backoff, without jitter', async () => {
    const { seen, result } = start([withStatus(systemError, 503, { 'retry-after': '2' }), success], 'GET', { random: () => 0 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('waits for Retry-After given as an HTTP date', async () => {
    const at = new Date(Date.now() + 3000).toUTCString();
    const { seen, result } = start([withStatus(systemError, 429, { 'retry-after': at }), success]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await expect(result).resolves.toEqual({ value: { id: 1 } });
  });

  it('fails at once when Retry-After is longer than maxRetryAfterMs (try again after 5 minutes)', async () => {
    const tooMany = { ...recording('phone-verification/tooManyRequests'), request: { method: 'GET', path: PATH } };
    const { seen, result } = start([tooMany, success]);
    await vi.advanceTimersByTimeAsync(0);
    const { error } = (await result) as { error: ApiError };
    expect(seen).toHaveLength(1);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.messageKey).toBe('error.tooManyRequests');
  });

  it('does not retry maintenance (503 MAINTENANCE), even with a short Retry-After', async () => {
    const { seen, result } = start([withStatus(recording('system/maintenance'), 503, { 'retry-after': '1' }), success]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toHaveProperty('error.code', 'MAINTENANCE');
    expect(seen).toHaveLength(1);
  });

  it('does not retry a timed-out attempt (the answer may still come): it fails with TIMEOUT', async () => {
    const { seen, result } = start(['no-answer', success], 'GET', { random: () => 1 }, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toHaveProperty('error.code', 'TIMEOUT');
    expect(seen).toHaveLength(1);
  });

  it('sends one attempt only with retry: false', async () => {
    const { seen, result } = start([systemError, success], 'GET', false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(1);
    expect(await result).toHaveProperty('error.code', 'SYSTEM_ERROR');
  });

  it('retries the same request: path, query and headers', async () => {
    const { seen } = start([systemError, success]);
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.url.href).toBe(seen[0]?.url.href);
    expect(seen[1]?.url.searchParams.get('merchantCode')).toBe('DEMO_ROYAL');
  });
});

describe('no retry of other methods', () => {
  it.each(['POST', 'PUT', 'DELETE'] as const)('never retries a %s after a 503 or a network failure', async (method) => {
    for (const failure of [withStatus(systemError, 503), connectionFailure()]) {
      const { seen, result } = start([failure, okRecording(method, PATH, { id: 1 })], method);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe(method);
      expect(await result).toHaveProperty('error');
    }
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Jun 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sat, 31 May 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
