/**
 * The answers the site keeps for the browser session (spec section 7, "Session caching"). The
 * app picks the call for each: gameVendor the game vendors, settings the register settings,
 * validate the registration validation rules, routers the routers, merchantWallet the merchant
 * wallet, indexNotice the home page notices.
 */
export const SESSION_CACHE_KEY = {
  gameVendor: 'gameVendor',
  settings: 'settings',
  validate: 'validate',
  routers: 'routers',
  merchantWallet: 'merchantWallet',
  indexNotice: 'indexNotice',
} as const;

export type SessionCacheKey = (typeof SESSION_CACHE_KEY)[keyof typeof SESSION_CACHE_KEY];

const ALL_KEYS = Object.values(SESSION_CACHE_KEY);

/** The part of the Web Storage API the cache uses (sessionStorage, or memory where there is none). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the page: the fallback where sessionStorage is missing or refused. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** The browser's sessionStorage when it exists and may be used, else a memory storage. */
function defaultStorage(): StorageLike {
  try {
    // Reading sessionStorage throws where storage is refused (sandboxed frames, some privacy modes).
    const storage = (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

export interface SessionCacheOptions {
  /** Keeps brands apart on one origin; the client passes its merchant code. */
  namespace?: string;
  /** Clock for time limits, in milliseconds; defaults to Date.now. */
  now?: () => number;
}

export interface SessionCacheSetOptions {
  /** What the value answers (the call and its input); a read with another signature misses. */
  signature?: string;
  /** Time limit in milliseconds; without it the entry lasts until cleared or the session ends. */
  ttlMs?: number;
}

export interface SessionCache {
  /** The stored value, or undefined when missing, expired, unreadable or for another signature. */
  get<T>(key: SessionCacheKey, signature?: string): T | undefined;
  set<T>(key: SessionCacheKey, value: T, options?: SessionCacheSetOptions): void;
  remove(key: SessionCacheKey): void;
  /** Removes every key of this namespace (on login, logout and a lost session). */
  clear(): void;
  /** Grows by one on each clear, so that an answer that was in flight is not stored after it. */
  readonly generation: number;
}

interface Entry {
  v: 1;
  sig: string | null;
  exp: number | null;
  value: unknown;
}

function isEntry(data: unknown): data is Entry {
  if (typeof data !== 'object' || data === null) return false;
  const entry = data as Record<string, unknown>;
  return (
    entry.v === 1 &&
    'value' in entry &&
    (entry.sig === null || typeof entry.sig === 'string') &&
    (entry.exp === null || typeof entry.exp === 'number')
  );
}

/**
 * A cache of the session keys in `storage` (sessionStorage by default), one slot per key under
 * `platform.cache.<namespace>.<key>`. Storage failures (quota, refused access) make it miss,
 * never throw: it is an optimisation only.
 */
export function createSessionCache(storage: StorageLike = defaultStorage(), options: SessionCacheOptions = {}): SessionCache {
  const prefix = `platform.cache.${options.namespace ?? 'default'}.`;
  const now = options.now ?? Date.now;
  let generation = 0;

  function remove(key: SessionCacheKey): void {
    try {
      storage.removeItem(prefix + key);
    } catch {
      // nothing to do: the entry is unreadable anyway
    }
  }

  return {
    get<T>(key: SessionCacheKey, signature?: string): T | undefined {
      let entry: unknown;
      try {
        const raw = storage.getItem(prefix + key);
        if (raw === null) return undefined;
        entry = JSON.parse(raw);
      } catch {
        remove(key);
        return undefined;
      }
      if (!isEntry(entry) || (entry.exp !== null && entry.exp <= now())) {
        remove(key);
        return undefined;
      }
      if ((entry.sig ?? undefined) !== signature) return undefined;
      return entry.value as T;
    },
    set<T>(key: SessionCacheKey, value: T, setOptions: SessionCacheSetOptions = {}): void {
      const entry: Entry = {
        v: 1,
        sig: setOptions.signature ?? null,
        exp: setOptions.ttlMs === undefined ? null : now() + setOptions.ttlMs,
        value,
      };
      try {
        storage.setItem(prefix + key, JSON.stringify(entry));
      } catch {
        remove(key);
      }
    },
    remove,
    clear(): void {
      generation += 1;
      for (const key of ALL_KEYS) remove(key);
    },
    get generation() {
      return generation;
    },
  };
}
