/** FNV-1a: a stable 32-bit hash of a string, the seed of everything generated from a name or id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence everywhere. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  int(bound: number): number;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a shuffled order. */
  shuffle<T>(items: readonly T[]): T[];
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededRandom(seed: number | string): SeededRandom {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (bound: number): number => Math.floor(next() * bound);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(index + 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    chance: (probability) => next() < probability,
  };
}
