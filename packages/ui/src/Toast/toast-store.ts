import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import type { StatusTone } from '../Alert/status-icons';

export type ToastTone = StatusTone;

/** The default time a toast shows before it goes by itself. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** Its colour, icon and the word screen readers hear first. */
  tone?: ToastTone;
  /** A short heading. Outside React pass translated text (`i18n._(msg\`Saved\`)`). */
  title?: ReactNode;
  /** The message under the title. */
  description?: ReactNode;
  /** How long it shows, in milliseconds (5000 by default); `Infinity` keeps it until dismissed. */
  durationMs?: number;
  /** Showing again with the same id replaces that toast instead of adding one. */
  id?: string;
}

export interface ToastRecord {
  id: string;
  tone: ToastTone;
  title?: ReactNode;
  description?: ReactNode;
  durationMs: number;
}

/** A list of toasts that React and plain code share: a `Toaster` shows what it holds. */
export interface ToastStore {
  /** Shows a toast; returns its id. */
  show(options: ToastOptions): string;
  /** Removes one toast. */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** For `useSyncExternalStore`: calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
  /** The toasts, oldest first; a new array after every change. */
  getSnapshot(): readonly ToastRecord[];
}

export function createToastStore(): ToastStore {
  const store = createStore<{ toasts: readonly ToastRecord[] }>(() => ({ toasts: [] }));
  const toasts = () => store.getState().toasts;
  let nextId = 1;
  return {
    show({ id = `toast-${nextId++}`, tone = 'info', title, description, durationMs = DEFAULT_TOAST_DURATION_MS }) {
      const record: ToastRecord = { id, tone, title, description, durationMs };
      const current = toasts();
      const exists = current.some((existing) => existing.id === id);
      store.setState({ toasts: exists ? current.map((existing) => (existing.id === id ? record : existing)) : [...current, record] });
      return id;
    },
    dismiss(id) {
      const next = toasts().filter((existing) => existing.id !== id);
      if (next.length !== toasts().length) store.setState({ toasts: next });
    },
    clear() {
      if (toasts().length > 0) store.setState({ toasts: [] });
    },
    subscribe: (listener) => store.subscribe(() => listener()),
    getSnapshot: toasts,
  };
}

/**
 * The app's toasts, callable from anywhere, React or not (an API error handler, a socket):
 * `toast.show({ tone: 'success', title: 'Saved' })`. A `Toaster` shows them.
 */
export const toast: ToastStore = /* @__PURE__ */ createToastStore();
