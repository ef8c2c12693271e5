/** A set that keeps at most `limit` keys, dropping the least recently used first. */
export interface LruSet<K> {
  /** Whether the key is present (without counting as a use). */
  has(key: K): boolean;
  /** Adds the key, or marks it as just used; drops the oldest key when over the limit. */
  add(key: K): void;
  delete(key: K): boolean;
  clear(): void;
  readonly size: number;
  /** The keys, least recently used first. */
  keys(): K[];
}

export function createLruSet<K>(limit: number): LruSet<K> {
  const max = Math.max(0, Math.floor(limit));
  // A Map remembers insertion order: re-inserting a key moves it to the end, the newest place.
  const entries = new Map<K, true>();
  return {
    has: (key) => entries.has(key),
    add(key) {
      entries.delete(key);
      if (max === 0) return;
      entries.set(key, true);
      while (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    keys: () => Array.from(entries.keys()),
  };
}
