/**
 * Web Storage that never throws. Reaching `localStorage` or `sessionStorage` throws where the
 * browser blocks it (private mode, cookies refused), and writing throws when it is full, so every
 * use of storage in the app goes through these: they answer null or false instead.
 */
export type StorageKind = 'local' | 'session';

/** The browser's localStorage (or sessionStorage), or null when it cannot be reached. */
export function safeStorage(kind: StorageKind = 'local'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The value stored under `key`, or null when there is none or storage refuses. */
export function readStored(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage refuses it (blocked, full). */
export function writeStored(key: string, value: string, kind: StorageKind = 'local'): boolean {
  try {
    const storage = safeStorage(kind);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets `key`; false when storage refuses. */
export function removeStored(key: string, kind: StorageKind = 'local'): boolean {
  try {
    const storage = safeStorage(kind);
    storage?.removeItem(key);
    return storage !== null;
  } catch {
    return false;
  }
}

/**
 * Calls `onChange` when another tab changes localStorage's `key` (or clears it). Returns the
 * means to stop listening.
 */
export function onOtherTabStorageChange(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
