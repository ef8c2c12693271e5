import { readStored, writeStored } from '../../../lib/storage';

/**
 * The vendor an RNG or FISH vendor card chose (spec section 4: "stores vassalage"), kept for the
 * tab in sessionStorage per category, so the category page opens on it even when its address
 * lost the `?vendor=` (a press on the nav link). Storage that throws leaves it in memory.
 */
const PREFIX = 'selectedVendor:';
const memory = new Map<string, string>();

/** Remembers `vassalage` as the chosen vendor of `gameType` (RNG, FISH). */
export function storeSelectedVendor(gameType: string, vassalage: string): void {
  const key = PREFIX + gameType.toUpperCase();
  memory.set(key, vassalage);
  // Quota or private mode: the memory copy serves this page's life.
  writeStored(key, vassalage, 'session');
}

/** The vendor last chosen for `gameType`, or null. */
export function readSelectedVendor(gameType: string): string | null {
  const key = PREFIX + gameType.toUpperCase();
  return readStored(key, 'session') || (memory.get(key) ?? null);
}
