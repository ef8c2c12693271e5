import { useLayoutEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { onOtherTabStorageChange, readStored, removeStored, safeStorage, writeStored } from '../../../lib/storage';

/** localStorage key: `1` while the member keeps the header's balance hidden (masked as ***). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

const readStoredChoice = () => readStored(BALANCE_HIDDEN_KEY) === '1';

/** Also kept when storage throws (private mode, blocked): the choice then lasts until a reload. */
const balanceHidden = /* @__PURE__ */ createStore<boolean>(readStoredChoice);

/** Takes the stored choice, which another tab may have changed; without storage the store's stands. */
function reloadStoredChoice(): void {
  if (safeStorage() !== null) balanceHidden.setState(readStoredChoice(), true);
}

export function setBalanceHidden(isHidden: boolean): void {
  if (isHidden) writeStored(BALANCE_HIDDEN_KEY, '1');
  else removeStored(BALANCE_HIDDEN_KEY);
  balanceHidden.setState(isHidden, true);
}

/** Whether the balance is hidden, remembered across visits; and the means to change it. */
export function useBalanceHidden(): [isHidden: boolean, setHidden: (isHidden: boolean) => void] {
  const isHidden = useStore(balanceHidden);
  // Storage may have changed while nothing showed the balance; another tab's change applies here too.
  useLayoutEffect(() => {
    reloadStoredChoice();
    return onOtherTabStorageChange(BALANCE_HIDDEN_KEY, reloadStoredChoice);
  }, []);
  return [isHidden, setBalanceHidden];
}
