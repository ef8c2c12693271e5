import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCall } from '../contract/define-call';
import { createApiClient } from './create-api-client';
import type { ApiClientOptions } from './create-api-client';
import { createMemoryStorage, createSessionCache, SESSION_CACHE_KEY } from './session-cache';
import type { StorageLike } from './session-cache';
import { answer, closeServers, recording, serve } from './test-support';
import type { Seen } from './test-support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeServers();
});

interface Vendor {
  vendorCode: string;
}

const gameVendors = defineCall<{ merchantCode: string }, Vendor[]>({ method: 'GET', path: '/wps/test/gameVendor', auth: false, encrypted: false });
const notices = defineCall<{ page: number }, string[]>({ method: 'GET', path: '/wps/test/notices', auth: false, encrypted: false });
const login = defineCall<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
});
const logout = defineCall<Record<string, never>, null>({ method: 'DELETE', path: '/wps/session/logout', auth: true, encrypted: false });

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A gateway stand-in that counts the calls it answers: vendors answer with a counter so that a
 * cached answer is told apart from a fresh one. `hold` delays the answers of other than session
 * calls until it resolves.
 */
async function gateway(options: { loginFails?: boolean; hold?: Promise<void> } = {}) {
  let served = 0;
  const { baseUrl, seen } = await serve((request: Seen, res) => {
    const reply = () => {
      if (request.url.pathname === '/wps/session/login') {
        if (options.loginFails) return answer(res, recording('login/badCredentials'));
        return sendJson(res, 200, { success: true, message: null, code: null, value: { token: 'tok-new' } });
      }
      if (request.url.pathname === '/wps/session/logout') return sendJson(res, 200, { success: true, message: null, code: null, value: null });
      served += 1;
      const language = request.url.searchParams.get('language');
      return sendJson(res, 200, { success: true, message: null, code: null, value: [{ vendorCode: `V${served}-${language}` }] });
    };
    if (options.hold && !request.url.pathname.startsWith('/wps/session/')) void options.hold.then(reply);
    else reply();
  });
  const count = (path: string) => seen.filter((request) => request.url.pathname === path).length;
  return { baseUrl, seen, count };
}

function client(baseUrl: string, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl,
    merchantCode: 'DEMO_ROYAL',
    getLanguage: () => 'en',
    getToken: () => 'tok-1',
    encrypt: async (body) => ({ sealed: JSON.stringify(body) }),
    sessionCache: createSessionCache(createMemoryStorage(), { namespace: 'DEMO_ROYAL' }),
    ...extra,
  });
}

describe('client.cached', () => {
  it('answers a second read of the same call from the cache, without a request', async () => {
    const { baseUrl, count } = await gateway();
    const api = client(baseUrl);
    const first = await api.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    const second = await api.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    expect(first).toEqual([{ vendorCode: 'V1-en' }]);
    expect(second).toEqual(first);
    expect(count('/wps/test/gameVendor')).toBe(1);
  });

  it('misses for another input or another language', async () => {
    const { baseUrl, count } = await gateway();
    let language = 'en';
    const api = client(baseUrl, { getLanguage: () => language });
    await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 1 });
    expect(await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 2 })).toEqual([{ vendorCode: 'V2-en' }]);
    language = 'ms';
    expect(await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 2 })).toEqual([{ vendorCode: 'V3-ms' }]);
    expect(await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 2 })).toEqual([{ vendorCode: 'V3-ms' }]);
    expect(count('/wps/test/notices')).toBe(3);
  });

  it('is cleared by a successful login, and not by a failed one', async () => {
    const ok = await gateway();
    const api = client(ok.baseUrl);
    await api.cached(SESSION_CACHE_KEY.merchantWallet, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    await api.call(login, { username: 'ali', password: 'secret' });
    expect(await api.cached(SESSION_CACHE_KEY.merchantWallet, gameVendors, { merchantCode: 'DEMO_ROYAL' })).toEqual([{ vendorCode: 'V2-en' }]);
    expect(ok.count('/wps/test/gameVendor')).toBe(2);

    const refused = await gateway({ loginFails: true });
    const other = client(refused.baseUrl);
    await other.cached(SESSION_CACHE_KEY.merchantWallet, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    await expect(other.call(login, { username: 'ali', password: 'wrong' })).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    await other.cached(SESSION_CACHE_KEY.merchantWallet, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    expect(refused.count('/wps/test/gameVendor')).toBe(1);
  });

  it('is cleared by logout', async () => {
    const { baseUrl, count } = await gateway();
    const api = client(baseUrl);
    await api.cached(SESSION_CACHE_KEY.routers, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    await api.call(logout, {});
    await api.cached(SESSION_CACHE_KEY.routers, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    expect(count('/wps/test/gameVendor')).toBe(2);
  });

  it('shares one request between concurrent reads', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { baseUrl, count } = await gateway({ hold });
    const api = client(baseUrl);
    const reads = [1, 2, 3].map(() => api.cached(SESSION_CACHE_KEY.settings, gameVendors, { merchantCode: 'DEMO_ROYAL' }));
    await vi.waitFor(() => expect(count('/wps/test/gameVendor')).toBe(1));
    release();
    const answers = await Promise.all(reads);
    expect(new Set(answers.map((value) => JSON.stringify(value))).size).toBe(1);
    expect(count('/wps/test/gameVendor')).toBe(1);
  });

  it('does not store an answer that was in flight across a login', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { baseUrl, count } = await gateway({ hold });
    const api = client(baseUrl);
    const read = api.cached(SESSION_CACHE_KEY.validate, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    await vi.waitFor(() => expect(count('/wps/test/gameVendor')).toBe(1));
    await api.call(login, { username: 'ali', password: 'secret' });
    release();
    expect(await read).toEqual([{ vendorCode: 'V1-en' }]);
    await api.cached(SESSION_CACHE_KEY.validate, gameVendors, { merchantCode: 'DEMO_ROYAL' });
    expect(count('/wps/test/gameVendor')).toBe(2);
  });

  it('does not store a failure', async () => {
    const { baseUrl, seen } = await serve((_request, res) => answer(res, recording('system/domainInvalid')));
    const api = client(baseUrl);
    await expect(api.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'DEMO_ROYAL' })).rejects.toMatchObject({ code: 'DOMAIN_INVALID' });
    await expect(api.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'DEMO_ROYAL' })).rejects.toMatchObject({ code: 'DOMAIN_INVALID' });
    expect(seen).toHaveLength(2);
  });

  it('refetches after the time limit', async () => {
    let now = 1_000_000;
    const { baseUrl, count } = await gateway();
    const api = client(baseUrl, { sessionCache: createSessionCache(createMemoryStorage(), { namespace: 'DEMO_ROYAL', now: () => now }) });
    await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 1 }, { ttlMs: 60_000 });
    now += 59_999;
    await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 1 }, { ttlMs: 60_000 });
    expect(count('/wps/test/notices')).toBe(1);
    now += 1;
    await api.cached(SESSION_CACHE_KEY.indexNotice, notices, { page: 1 }, { ttlMs: 60_000 });
    expect(count('/wps/test/notices')).toBe(2);
  });

  it('keeps brands apart in one storage, and in sessionStorage by default', async () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const { baseUrl, count } = await gateway();
    const royal = createApiClient({ baseUrl, merchantCode: 'DEMO_ROYAL', getLanguage: () => 'en' });
    const jade = createApiClient({ baseUrl, merchantCode: 'DEMO_JADE', getLanguage: () => 'en' });
    await royal.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'X' });
    await jade.cached(SESSION_CACHE_KEY.gameVendor, gameVendors, { merchantCode: 'X' });
    expect(count('/wps/test/gameVendor')).toBe(2);
    expect(JSON.parse(storage.getItem('platform.cache.DEMO_ROYAL.gameVendor') ?? 'null')).toMatchObject({ value: [{ vendorCode: 'V1-en' }] });
    expect(JSON.parse(storage.getItem('platform.cache.DEMO_JADE.gameVendor') ?? 'null')).toMatchObject({ value: [{ vendorCode: 'V2-en' }] });
    royal.cache.clear();
    expect(storage.getItem('platform.cache.DEMO_ROYAL.gameVendor')).toBeNull();
    expect(storage.getItem('platform.cache.DEMO_JADE.gameVendor')).not.toBeNull();
  });
});

describe('createSessionCache', () => {
  it('clears its own keys only, leaving the rest of the storage (such as the token)', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'tok-1');
    const cache = createSessionCache(storage, { namespace: 'DEMO_ROYAL' });
    for (const key of Object.values(SESSION_CACHE_KEY)) cache.set(key, { key });
    expect(cache.get(SESSION_CACHE_KEY.routers)).toEqual({ key: 'routers' });
    cache.clear();
    for (const key of Object.values(SESSION_CACHE_KEY)) expect(cache.get(key)).toBeUndefined();
    expect(storage.getItem('token')).toBe('tok-1');
  });

  it('misses, never throws, when the storage refuses or holds garbage', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const cache = createSessionCache(refusing);
    expect(() => cache.set(SESSION_CACHE_KEY.settings, { a: 1 })).not.toThrow();
    expect(cache.get(SESSION_CACHE_KEY.settings)).toBeUndefined();

    const storage = createMemoryStorage();
    storage.setItem('platform.cache.default.settings', '{not json');
    expect(createSessionCache(storage).get(SESSION_CACHE_KEY.settings)).toBeUndefined();
    expect(storage.getItem('platform.cache.default.settings')).toBeNull();
  });

  it('falls back to memory where reading sessionStorage throws', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      const cache = createSessionCache();
      cache.set(SESSION_CACHE_KEY.routers, ['/']);
      expect(cache.get(SESSION_CACHE_KEY.routers)).toEqual(['/']);
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
