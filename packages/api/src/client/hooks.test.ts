import { afterEach, describe, expect, it } from 'vitest';
import { defineCall } from '../contract/define-call';
import { systemStatus } from '../contract/system';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import type { ApiClientOptions, SystemStatusSwitch } from './create-api-client';
import { closeServers, okRecording, recording, replayServer } from './test-support';

// The app's hooks over real HTTP with recorded answers: a lost session clears the token and asks
// for login; maintenance and region blocks switch the system status view.

afterEach(closeServers);

const memberInfo = defineCall<Record<string, never>, { username: string }>({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  encrypted: false,
});
const logout = defineCall<Record<string, never>, null>({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  encrypted: false,
});
const login = defineCall<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: false,
});

/** A client whose token lives in a variable, as the app's session store would hold it. */
function session(baseUrl: string, extra: Partial<ApiClientOptions> = {}) {
  const state = { token: 'tok-1' as string | null, events: [] as string[], views: [] as SystemStatusSwitch[] };
  const api = createApiClient({
    baseUrl,
    merchantCode: 'DEMO_ROYAL',
    getLanguage: () => 'en',
    getToken: () => state.token,
    clearToken: () => {
      state.events.push(`clearToken(${state.token})`);
      state.token = null;
    },
    onUnauthorized: (error) => state.events.push(`onUnauthorized(${error.code}, token=${state.token})`),
    onSystemStatus: (view, error) => {
      state.views.push(view);
      state.events.push(`onSystemStatus(${view}, ${error.code})`);
    },
    retry: { backoffMs: 1 },
    ...extra,
  });
  return { api, state };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason as ApiError,
  );

describe('a lost session', () => {
  it('clears the token, then asks for login, and the next token call fails fast without a request', async () => {
    const { baseUrl, seen } = await replayServer(recording('session/tokenExpired'));
    const { api, state } = session(baseUrl);

    const error = await failure(api.call(memberInfo, {}));
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(state.events).toEqual(['clearToken(tok-1)', 'onUnauthorized(TOKEN_EXPIRED, token=null)']);
    expect(state.token).toBeNull();
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-1');

    const again = await failure(api.call(memberInfo, {}));
    expect(again.code).toBe('LOGIN_REQUIRED');
    expect(seen).toHaveLength(1);
    expect(state.events.at(-1)).toBe('onUnauthorized(LOGIN_REQUIRED, token=null)');
  });

  it('leaves alone the session held now when the refused call went out with an earlier one', async () => {
    const { baseUrl, seen } = await replayServer(recording('session/tokenExpired'));
    const { api, state } = session(baseUrl);

    // Signed out and in again while the call was out: the new session is not the one refused.
    const refusedAfterRelogin = failure(api.call(memberInfo, {}));
    state.token = 'tok-2';
    expect((await refusedAfterRelogin).code).toBe('TOKEN_EXPIRED');
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(state.events).toEqual([]);
    expect(state.token).toBe('tok-2');

    // Signed out while the call was out: no "your session has ended" for a player who left.
    state.token = 'tok-3';
    const refusedAfterSignOut = failure(api.call(memberInfo, {}));
    state.token = null;
    expect((await refusedAfterSignOut).code).toBe('TOKEN_EXPIRED');
    expect(state.events).toEqual([]);
  });

  it('treats any HTTP 401 on a token call as a lost session, whatever its body', async () => {
    const bare = { ...recording('system/badGatewayHtml'), response: { status: 401, headers: { 'content-type': 'text/plain' }, body: 'Unauthorized' } };
    const { baseUrl } = await replayServer(bare);
    const { api, state } = session(baseUrl);
    const error = await failure(api.call(memberInfo, {}));
    expect(error).toMatchObject({ code: 'HTTP_401', status: 401, messageKey: 'error.loginRequired' });
    expect(state.events).toEqual(['clearToken(tok-1)', 'onUnauthorized(HTTP_401, token=null)']);
  });

  it('does not treat a refused login (401 on a public call) as a lost session', async () => {
    const { baseUrl } = await replayServer(recording('login/badCredentialsHttp401'));
    const { api, state } = session(baseUrl);
    const error = await failure(api.call(login, { username: 'ali', password: 'wrong' }));
    expect(error.code).toBe('BAD_CREDENTIALS');
    expect(state.events).toEqual([]);
    expect(state.token).toBe('tok-1');
  });

  it('clears the token on a logout whose session had already expired, without asking for login', async () => {
    const expired = { ...recording('session/tokenExpired'), request: { method: 'DELETE', path: '/wps/session/logout' } };
    const { baseUrl } = await replayServer(expired);
    const { api, state } = session(baseUrl);
    await failure(api.call(logout, {}));
    expect(state.events).toEqual(['clearToken(tok-1)']);
  });

  it('keeps the ApiError when a hook throws', async () => {
    const { baseUrl } = await replayServer(recording('session/tokenExpired'));
    const { api } = session(baseUrl, {
      onUnauthorized: () => {
        throw new Error('hook broke');
      },
    });
    const error = await failure(api.call(memberInfo, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('TOKEN_EXPIRED');
  });

  it('leaves the session alone on other failures and successes', async () => {
    const { baseUrl } = await replayServer(recording('session/realAccountRequired'), okRecording('GET', '/wps/member/info', { username: 'ali' }));
    const { api, state } = session(baseUrl);
    await failure(api.call(memberInfo, {}));
    await expect(api.call(memberInfo, {})).resolves.toEqual({ username: 'ali' });
    expect(state.events).toEqual([]);
    expect(state.token).toBe('tok-1');
  });
});

describe('system status switches', () => {
  it('switches to maintenance (view 1) on 503 MAINTENANCE, keeping the end time in the error', async () => {
    const { baseUrl } = await replayServer(recording('system/maintenance'));
    const { api, state } = session(baseUrl);
    const error = await failure(api.call(systemStatus, { url: 'royal.localhost' }));
    expect(state.events).toEqual(['onSystemStatus(1, MAINTENANCE)']);
    expect(error.value).toEqual({ endTime: '2025-07-01T06:00:00Z' });
  });

  it.each(['system/ipBlocked', 'system/regionRestricted'])('switches to the region block (view 2) on %s', async (name) => {
    const { baseUrl } = await replayServer(recording(name));
    const { api, state } = session(baseUrl);
    const error = await failure(api.call(systemStatus, { url: 'royal.localhost' }));
    expect(state.views).toEqual([2]);
    expect(error.status).toBe(403);
    expect(error.value).toHaveProperty('ip');
  });

  it('does not switch the whole site for one game under maintenance', async () => {
    const { baseUrl } = await replayServer(recording('system/gameMaintenance'));
    const { api, state } = session(baseUrl);
    const launch = defineCall<{ gameCode: string }, { url: string }>({ method: 'GET', path: '/wps/game/launchGame', auth: true, encrypted: false });
    const error = await failure(api.call(launch, { gameCode: 'TCG_LOTTO_VN_HN' }));
    expect(error.messageKey).toBe('error.gameMaintenance');
    expect(state.views).toEqual([]);
  });
});
