import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import type { DialogProps } from '../Dialog/Dialog';

/** What `dialogs.open` shows: a `Dialog`'s props, and an id to close it by. */
export interface DialogOptions extends Omit<
  DialogProps<Record<string, unknown>>,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onClose' | 'ref' | 'component'
> {
  /** Names the dialog for `dialogs.close(id)`; generated when omitted. */
  id?: string;
  // Any component: the manager cannot check its props against `componentProps`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component?: DialogProps<any>['component'];
}

export interface AlertOptions extends Omit<DialogOptions, 'buttons'> {
  /** The label of the one button; "Close" when omitted. */
  buttonLabel?: ReactNode;
}

export interface ConfirmOptions extends Omit<DialogOptions, 'buttons'> {
  /** The default button's label; "Confirm" when omitted. */
  confirmLabel?: ReactNode;
  /** The other button's label; "Cancel" when omitted. */
  cancelLabel?: ReactNode;
}

export type DialogKind = 'alert' | 'confirm' | 'open';

export interface DialogEntry {
  id: string;
  kind: DialogKind;
  options: DialogOptions & AlertOptions & ConfirmOptions;
  isOpen: boolean;
  /** Resolves the caller's promise with the dialog's result. */
  settle: (result: unknown) => void;
}

/** A dialog's promise, with the id that `dialogs.close` takes. */
export type DialogPromise<T> = Promise<T> & { id: string };

export type DialogAction =
  | { type: 'add'; entry: DialogEntry }
  | { type: 'set'; id: string; isOpen: boolean }
  | { type: 'closeAll' }
  | { type: 'remove'; id: string };

/** The manager's state as a pure function of the actions, as in mantine's modals manager. */
export function dialogReducer(state: readonly DialogEntry[], action: DialogAction): readonly DialogEntry[] {
  switch (action.type) {
    case 'add':
      return [...state, action.entry];
    case 'set':
      return state.map((entry) => (entry.id === action.id ? { ...entry, isOpen: action.isOpen } : entry));
    case 'closeAll':
      return state.map((entry) => ({ ...entry, isOpen: false }));
    case 'remove':
      return state.filter((entry) => entry.id !== action.id);
  }
}

interface DialogManagerState {
  entries: readonly DialogEntry[];
  /** Mounted providers, first mounted first: only that one shows the dialogs. */
  providers: readonly object[];
}

const managerStore = /* @__PURE__ */ createStore<DialogManagerState>(() => ({ entries: [], providers: [] }));
let created = 0;

const entries = () => managerStore.getState().entries;
const providers = () => managerStore.getState().providers;

function dispatch(action: DialogAction) {
  managerStore.setState({ entries: dialogReducer(entries(), action) });
}

export const dialogStore = {
  subscribe: (listener: () => void) => managerStore.subscribe(() => listener()),
  getSnapshot: entries,
  /** Sets whether a shown dialog is open (it stays listed until its exit transition ends). */
  setOpen(id: string, isOpen: boolean) {
    dispatch({ type: 'set', id, isOpen });
  },
  /** Takes a dialog off the list and resolves its caller with `result`. */
  remove(id: string, result?: unknown) {
    const entry = entries().find((candidate) => candidate.id === id);
    if (!entry) return;
    dispatch({ type: 'remove', id });
    entry.settle(result);
  },
  /**
   * Registers a mounted provider. Only the first shows the dialogs, so a second provider does
   * not show each one twice. Without any, a closed dialog has no transition to wait for.
   */
  mount(provider: object) {
    managerStore.setState({ providers: [...providers(), provider] });
    return () => {
      const wasShowing = providers()[0] === provider;
      const remaining = providers().filter((mounted) => mounted !== provider);
      // Dialogs it was closing have no exit transition left to end: settle them now.
      if (wasShowing) for (const entry of entries()) if (!entry.isOpen) dialogStore.remove(entry.id);
      managerStore.setState({ providers: remaining });
    };
  },
  /** Whether `provider` is the one that shows the dialogs. */
  isShownBy: (provider: object) => providers()[0] === provider,
};

function add<T>(kind: DialogKind, options: DialogEntry['options'], map: (result: unknown) => T): DialogPromise<T> {
  const id = options.id ?? `pf-dialog-${++created}`;
  let settle: DialogEntry['settle'] = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = (result) => resolve(map(result));
  });
  dispatch({ type: 'add', entry: { id, kind, options, isOpen: true, settle } });
  return Object.assign(promise, { id });
}

/**
 * Alerts, confirms and dialogs from anywhere, React or not (the API layer's error popups).
 * `<DialogProvider>` shows them; calls made before it mounts wait for it.
 */
export const dialogs = {
  /** A message with one button; resolves (to undefined) when it closes. */
  alert: (options: AlertOptions): DialogPromise<void> => add('alert', options, () => undefined),
  /** A question with Cancel and Confirm; resolves to true on Confirm, false otherwise. */
  confirm: (options: ConfirmOptions): DialogPromise<boolean> => add('confirm', options, (result) => result === true),
  /** Any dialog; resolves to the value a button handler resolved, or undefined when dismissed. */
  open: <T = unknown>(options: DialogOptions): DialogPromise<T | undefined> =>
    add('open', options, (result) => result as T | undefined),
  /** Closes one dialog as if dismissed. */
  close(id: string) {
    if (providers().length) dialogStore.setOpen(id, false);
    else dialogStore.remove(id);
  },
  /** Closes every dialog as if dismissed. */
  closeAll() {
    if (providers().length) dispatch({ type: 'closeAll' });
    else for (const entry of entries()) dialogStore.remove(entry.id);
  },
};

export type DialogsApi = typeof dialogs;
