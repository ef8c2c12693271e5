import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, isAgent, isTrial } from './session-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('createSessionStore', () => {
  it('keeps the session across a reload and forgets it on sign out', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 'session:DEMO_ROYAL');
    expect(store.get()).toBeNull();
    store.signIn({ token: 'tok', account: 'player01', type: null });
    store.update({ type: 0 });

    const reloaded = createSessionStore(storage, 'session:DEMO_ROYAL');
    expect(reloaded.get()).toEqual({ token: 'tok', account: 'player01', type: 0 });

    reloaded.signOut();
    expect(reloaded.get()).toBeNull();
    expect(storage.items.has('session:DEMO_ROYAL')).toBe(false);
  });

  it('tells subscribers of every change, and stops when they unsubscribe', () => {
    const store = createSessionStore(memoryStorage(), 'session');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn({ token: 't', account: 'a', type: 1 });
    store.signOut();
    store.signOut(); // nothing to forget: no news
    unsubscribe();
    store.signIn({ token: 't', account: 'a', type: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not a session, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem('session', '{"token":42}');
    expect(createSessionStore(storage, 'session').get()).toBeNull();
    storage.setItem('session', 'not json');
    expect(createSessionStore(storage, 'session').get()).toBeNull();

    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const store = createSessionStore(throwing, 'session');
    store.signIn({ token: 't', account: 'a', type: null });
    expect(store.get()?.token).toBe('t');
  });
});

describe('account roles', () => {
  it.each([
    [1, true, false],
    [2, true, false],
    [41, true, false],
    [42, true, false],
    [0, false, false],
    [4, false, true],
  ])('type %i: agent %s, trial %s', (type, agent, trial) => {
    const session = { token: 't', account: 'a', type };
    expect(isAgent(session)).toBe(agent);
    expect(isTrial(session)).toBe(trial);
  });

  it('knows neither before member info has loaded', () => {
    expect(isAgent({ token: 't', account: 'a', type: null })).toBe(false);
    expect(isTrial(null)).toBe(false);
  });
});
