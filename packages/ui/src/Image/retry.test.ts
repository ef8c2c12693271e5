import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry, retryDelayMs, wait } from './retry';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles it after each further one', () => {
    expect(retryDelayMs(1, 300)).toBe(300);
    expect(retryDelayMs(2, 300)).toBe(600);
    expect(retryDelayMs(3, 300)).toBe(1200);
  });
});

describe('retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the first success without waiting', async () => {
    const attempt = vi.fn().mockResolvedValue(undefined);
    await retry(attempt, { attempts: 3, baseDelayMs: 300 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('tries three times in all, waiting between tries, then rejects with the last failure', async () => {
    const attempt = vi.fn((number: number) => Promise.reject(new Error(`failure ${number}`)));
    const onRetry = vi.fn();
    const result = retry(attempt, { attempts: 3, baseDelayMs: 300, onRetry });
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith(new Error('failure 3'));
    expect(onRetry.mock.calls).toEqual([[2], [3]]);
    // No fourth attempt, ever.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('resolves when a later attempt succeeds', async () => {
    const attempt = vi.fn((number: number) => (number < 3 ? Promise.reject(new Error('no')) : Promise.resolve()));
    const result = retry(attempt, { attempts: 3, baseDelayMs: 100 });
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBeUndefined();
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops waiting and trying when aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(() => Promise.reject(new Error('no')));
    const result = retry(attempt, { attempts: 3, baseDelayMs: 300, signal: controller.signal });
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled.mock.calls[0]![0]).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('makes at least one attempt', async () => {
    const attempt = vi.fn().mockResolvedValue(undefined);
    await retry(attempt, { attempts: 0, baseDelayMs: 100 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('wait', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the time, and rejects at once for an aborted signal', async () => {
    const done = vi.fn();
    void wait(200).then(done);
    await vi.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    await expect(wait(100, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });
});
