import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, safeStorage, writeStored } from './storage';

const denied = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('safe storage', () => {
  it('reads, writes and forgets through the browser storage it names', () => {
    expect(safeStorage()).toBe(window.localStorage);
    expect(safeStorage('session')).toBe(window.sessionStorage);
    expect(writeStored('key', 'local value')).toBe(true);
    expect(writeStored('key', 'tab value', 'session')).toBe(true);
    expect(readStored('key')).toBe('local value');
    expect(readStored('key', 'session')).toBe('tab value');
    expect(removeStored('key', 'session')).toBe(true);
    expect(readStored('key', 'session')).toBeNull();
    expect(readStored('absent')).toBeNull();
  });

  it('answers null and false, without throwing, where reaching storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    expect(safeStorage()).toBeNull();
    expect(safeStorage('session')).toBeNull();
    expect(readStored('key')).toBeNull();
    expect(writeStored('key', 'value', 'session')).toBe(false);
    expect(removeStored('key')).toBe(false);
  });

  it('answers false where a write throws (quota, private mode), and null where a read does', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(writeStored('key', 'value')).toBe(false);
    expect(readStored('key')).toBeNull();
    expect(removeStored('key')).toBe(false);
  });
});
