import { describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_DURATION_MS, toast } from './toast-store';

describe('createToastStore', () => {
  it('adds toasts oldest first, with defaults, and returns their ids', () => {
    const store = createToastStore();
    const first = store.show({ title: 'Saved' });
    const second = store.show({ tone: 'danger', title: 'Failed', description: 'Try again', durationMs: 8000 });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, tone: 'info', title: 'Saved', description: undefined, durationMs: DEFAULT_TOAST_DURATION_MS },
      { id: second, tone: 'danger', title: 'Failed', description: 'Try again', durationMs: 8000 },
    ]);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('replaces a toast shown again with the same id, in its place', () => {
    const store = createToastStore();
    store.show({ id: 'balance', title: 'Updating' });
    store.show({ title: 'Other' });
    store.show({ id: 'balance', tone: 'success', title: 'Updated' });
    expect(store.getSnapshot().map((record) => record.title)).toEqual(['Updated', 'Other']);
  });

  it('dismisses one toast or all, telling subscribers only about real changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'A' });
    store.show({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
    store.dismiss(id);
    store.dismiss('no-such-toast');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().map((record) => record.title)).toEqual(['B']);
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show({ title: 'C' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('gives a new snapshot after each change and the same one between changes', () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ title: 'A' });
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('has a shared instance callable from plain code', () => {
    const id = toast.show({ title: 'From a socket' });
    expect(toast.getSnapshot().some((record) => record.id === id)).toBe(true);
    toast.clear();
    expect(toast.getSnapshot()).toEqual([]);
  });
});
