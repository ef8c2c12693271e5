import { useLayoutEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { brand } from '@brand';
import { onOtherTabStorageChange, readStored, writeStored } from '../../../lib/storage';

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

const KEY = searchHistoryKey(brand.merchantCode);

const storedTerms = () => parseSearchHistory(readStored(KEY));

const history = /* @__PURE__ */ createStore<string[]>(storedTerms);
/** True while storage refuses the terms (private mode, quota): they live in the store only. */
let isInMemoryOnly = false;

/** Takes the stored terms, which another tab may have changed (unless storage refused ours). */
function reloadStoredTerms(): void {
  if (isInMemoryOnly) return;
  const terms = storedTerms();
  if (JSON.stringify(terms) !== JSON.stringify(history.getState())) history.setState(terms, true);
}

function write(terms: string[]): void {
  isInMemoryOnly = !writeStored(KEY, JSON.stringify(terms));
  history.setState(terms, true);
}

const addTerm = (term: string) => write(addSearchTerm(history.getState(), term));
const removeTerm = (term: string) => write(removeSearchTerm(history.getState(), term));

export interface SearchHistory {
  /** Earlier searches, newest first. */
  terms: string[];
  /** Puts a term first. */
  add: (term: string) => void;
  remove: (term: string) => void;
}

/** The search popup's history, kept in localStorage per merchant (at most 10 terms). */
export function useSearchHistory(): SearchHistory {
  const terms = useStore(history);
  // Storage may have changed while the popup was closed; another tab's search shows here too.
  useLayoutEffect(() => {
    reloadStoredTerms();
    return onOtherTabStorageChange(KEY, reloadStoredTerms);
  }, []);
  return { terms, add: addTerm, remove: removeTerm };
}
