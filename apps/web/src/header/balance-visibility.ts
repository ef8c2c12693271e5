import { useSyncExternalStore } from 'react';

/** localStorage key: `1` while the member keeps the header's balance hidden (masked as ***). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

const listeners = new Set<() => void>();
/** Used when storage throws (private mode, blocked): the choice then lasts until a reload. */
let inMemory = false;

function read(): boolean {
  try {
    return window.localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return inMemory;
  }
}

export function setBalanceHidden(isHidden: boolean): void {
  inMemory = isHidden;
  try {
    if (isHidden) window.localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    else window.localStorage.removeItem(BALANCE_HIDDEN_KEY);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BALANCE_HIDDEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the balance is hidden, remembered across visits; and the means to change it. */
export function useBalanceHidden(): [isHidden: boolean, setHidden: (isHidden: boolean) => void] {
  const isHidden = useSyncExternalStore(subscribe, read, () => false);
  return [isHidden, setBalanceHidden];
}
