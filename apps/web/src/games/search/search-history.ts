import { useCallback, useSyncExternalStore } from 'react';
import { brand } from '@brand';

/** How many searches the history keeps, newest first. */
export const SEARCH_HISTORY_LIMIT = 10;

/** The localStorage key of the search history: one per merchant, so brands on one host keep their own. */
export const searchHistoryKey = (merchantCode: string): string => `searchHistory:${merchantCode}`;

/** `history` with `term` first (trimmed; an earlier copy in any case goes), at most `limit` terms. */
export function addSearchTerm(history: readonly string[], term: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...history];
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...history.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, limit);
}

/** `history` without `term`. */
export function removeSearchTerm(history: readonly string[], term: string): string[] {
  return history.filter((item) => item !== term);
}

/** The terms stored under `key`; none when absent, unreadable or not a list of strings. */
export function parseSearchHistory(raw: string | null, limit = SEARCH_HISTORY_LIMIT): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, limit);
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const KEY = searchHistoryKey(brand.merchantCode);
const NONE: string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; terms: string[] } | null = null;
/** Where terms live when storage refuses them (private mode, quota). */
let memory: string[] | null = null;

function read(): string[] {
  if (memory !== null) return memory;
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  // The same stored text gives the same array: a stable snapshot for useSyncExternalStore.
  if (cached === null || cached.raw !== raw) cached = { raw, terms: raw === null ? NONE : parseSearchHistory(raw) };
  return cached.terms;
}

function write(terms: string[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(terms));
    memory = null;
  } catch {
    memory = terms;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's search shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface SearchHistory {
  /** Earlier searches, newest first. */
  terms: string[];
  /** Puts a term first. */
  add: (term: string) => void;
  remove: (term: string) => void;
}

/** The search popup's history, kept in localStorage per merchant (at most 10 terms). */
export function useSearchHistory(): SearchHistory {
  const terms = useSyncExternalStore(subscribe, read, () => NONE);
  const add = useCallback((term: string) => write(addSearchTerm(read(), term)), []);
  const remove = useCallback((term: string) => write(removeSearchTerm(read(), term)), []);
  return { terms, add, remove };
}
