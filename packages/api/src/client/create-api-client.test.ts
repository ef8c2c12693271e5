import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCall } from '../contract/define-call';
import { forgotPasswordByEmail } from '../contract/member';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import type { ApiClientOptions } from './create-api-client';
import { answer, closeServers, recording, serve } from './test-support';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

afterEach(closeServers);

const ok = (value: unknown) => ({ success: true, message: null, code: null, value });

const ping = defineCall<{ page: number; name?: string }, { pong: boolean }>({
  method: 'GET',
  path: '/wps/test/ping',
  auth: false,
  encrypted: false,
});
const memberPing = defineCall<Record<string, never>, { pong: boolean }>({
  method: 'GET',
  path: '/wps/test/member',
  auth: true,
  encrypted: false,
});
const save = defineCall<{ nickname: string }, { saved: boolean }>({
  method: 'POST',
  path: '/wps/test/save',
  auth: false,
  encrypted: false,
});
const remove = defineCall<{ id: number }, null>({
  method: 'DELETE',
  path: '/wps/test/item',
  auth: true,
  encrypted: false,
});
const sealed = defineCall<{ password: string }, { done: boolean }>({
  method: 'POST',
  path: '/wps/test/sealed',
  auth: false,
  encrypted: true,
});

function client(baseUrl: string, extra: Partial<ApiClientOptions> & { token?: string | null } = {}) {
  const { token, ...rest } = extra;
  return createApiClient({
    baseUrl,
    merchantCode: 'DEMO_ROYAL',
    getLanguage: () => 'ms',
    getToken: () => token ?? null,
    retry: { backoffMs: 5 },
    ...rest,
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('turns a failed envelope (HTTP 200, success false) into an ApiError with its code, value and captcha flag', async () => {
    const { baseUrl } = await serve((_seen, res) => answer(res, recording('login/badCredentialsWithCaptcha')));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('BAD_CREDENTIALS');
    expect(error.status).toBe(200);
    expect(error.message).toBe('Incorrect account or password');
    expect(error.messageKey).toBe('error.badCredentials');
    expect(error.value).toEqual({ captcha: true, failCount: 3 });
    expect(error.captchaRequired).toBe(true);
  });

  it('turns a non-OK status with an envelope into an ApiError with the status and the envelope code', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => answer(res, recording('system/merchantUnknown')));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('MERCHANT_UNKNOWN');
    expect(error.messageKey).toBe('error.domainInvalid');
    expect(seen).toHaveLength(1); // a 400 is not retried
  });

  it('sends a form-urlencoded body for a call whose contract says so (the email password reset)', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok(null)));
    await client(baseUrl).call(forgotPasswordByEmail, { username: 'player01', email: 'ali@example.my' });
    expect(seen[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({ username: 'player01', email: 'ali@example.my' });
  });

  it('sends GET input, merchant code, language and device as search params and unwraps the value', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    const value = await client(baseUrl).call(ping, { page: 2, name: 'lotto 4D' });
    expect(value).toEqual({ pong: true });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/wps/test/ping');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      page: '2',
      name: 'lotto 4D',
      merchantCode: 'DEMO_ROYAL',
      language: 'ms',
      device: 'WEB',
    });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('sends the token with a public call that takes one when present (optionalAuth), and none to other public calls', async () => {
    const standing = defineCall<Record<string, never>, null>({ method: 'GET', path: '/wps/test/standing', auth: false, optionalAuth: true, encrypted: false });
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok(null)));
    await client(baseUrl, { token: 'tok-5' }).call(standing, {});
    await client(baseUrl).call(standing, {});
    await client(baseUrl, { token: 'tok-5' }).call(ping, { page: 1, name: 'x' });
    expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer tok-5', undefined, undefined]);
  });

  it('sends POST input as a JSON body, with merchant code, language and device in the query', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ saved: true })));
    await expect(client(baseUrl).call(save, { nickname: 'Ali' })).resolves.toEqual({ saved: true });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ nickname: 'Ali' });
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ merchantCode: 'DEMO_ROYAL', language: 'ms', device: 'WEB' });
  });

  it('sends DELETE input in the query, with the token', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok(null)));
    await expect(client(baseUrl, { token: 'tok-9' }).call(remove, { id: 7 })).resolves.toBeNull();
    const [request] = seen;
    expect(request?.method).toBe('DELETE');
    expect(request?.body).toBe('');
    expect(request?.headers.authorization).toBe('Bearer tok-9');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ id: '7', merchantCode: 'DEMO_ROYAL', language: 'ms', device: 'WEB' });
  });

  it('reads the language for each call', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    let language = 'ms';
    const api = client(baseUrl, { getLanguage: () => language });
    await api.call(ping, { page: 1 });
    language = 'en';
    await api.call(ping, { page: 1 });
    expect(seen.map((request) => request.url.searchParams.get('language'))).toEqual(['ms', 'en']);
  });

  it('sends the token only to calls that need it, read at each call', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    let token = 'tok-123';
    const api = client(baseUrl, { getToken: () => token });
    await api.call(memberPing, {});
    await api.call(ping, { page: 1 });
    token = 'tok-456';
    await api.call(memberPing, {});
    expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer tok-123', undefined, 'Bearer tok-456']);
  });

  it('refuses a call that needs the token when there is none, without sending it', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    const error = await caught(client(baseUrl).call(memberPing, {}));
    expect(error.code).toBe('LOGIN_REQUIRED');
    expect(error.status).toBe(401);
    expect(error.messageKey).toBe('error.loginRequired');
    expect(seen).toHaveLength(0);
  });

  it('refuses an encrypted call when no encrypter is configured, without sending it', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ done: true })));
    const error = await caught(client(baseUrl).call(sealed, { password: 'secret' }));
    expect(error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(error.messageKey).toBe('error.system');
    expect(seen).toHaveLength(0);
  });

  it("sends an encrypted call's body as the encrypter's output, never in clear", async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ done: true })));
    const api = client(baseUrl, {
      encrypt: async (body, call) => ({ v: 1, kid: 'k1', data: Buffer.from(JSON.stringify({ body, path: call.path })).toString('base64') }),
    });
    await expect(api.call(sealed, { password: 'secret' })).resolves.toEqual({ done: true });
    const sent = JSON.parse(seen[0]?.body ?? '') as { v: number; kid: string; data: string };
    expect(seen[0]?.body).not.toContain('secret');
    expect(sent).toMatchObject({ v: 1, kid: 'k1' });
    expect(JSON.parse(Buffer.from(sent.data, 'base64').toString('utf8'))).toEqual({ body: { password: 'secret' }, path: '/wps/test/sealed' });
  });

  it('reports an encrypter failure as ENCRYPTION_UNAVAILABLE without sending', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ done: true })));
    const api = client(baseUrl, { encrypt: () => Promise.reject(new Error('no public key')) });
    const error = await caught(api.call(sealed, { password: 'secret' }));
    expect(error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(error.message).toBe('no public key');
    expect(seen).toHaveLength(0);
  });

  it('retries a GET after a 500 and succeeds', async () => {
    const { baseUrl, seen } = await serve((_seen, res, attempt) =>
      attempt === 1 ? answer(res, recording('system/systemError')) : sendJson(res, 200, ok({ pong: true })),
    );
    await expect(client(baseUrl).call(ping, { page: 1 })).resolves.toEqual({ pong: true });
    expect(seen).toHaveLength(2);
  });

  it('gives up on a GET after two retries', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => answer(res, recording('system/systemError')));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.status).toBe(500);
    expect(error.messageKey).toBe('error.system');
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => answer(res, recording('system/systemError')));
    const error = await caught(client(baseUrl).call(save, { nickname: 'Ali' }));
    expect(error.status).toBe(500);
    expect(seen).toHaveLength(1);
  });

  it('times out a call that gets no answer', async () => {
    const { baseUrl } = await serve(() => {
      // never answers
    });
    const error = await caught(client(baseUrl, { timeout: 150 }).call(save, { nickname: 'Ali' }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(0);
    expect(error.messageKey).toBe('error.timeout');
  });

  it('rejects with the abort reason when the caller aborts, not with an ApiError', async () => {
    const { baseUrl } = await serve(() => {
      // never answers
    });
    const controller = new AbortController();
    const pending = client(baseUrl).call(ping, { page: 1 }, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });

  it('reports an answer without an envelope as an invalid response', async () => {
    const { baseUrl } = await serve((_seen, res) => answer(res, recording('system/notEnvelope')));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.messageKey).toBe('error.system');
  });

  it('reports a refused connection as a network error', async () => {
    const { baseUrl } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    await closeServers();
    const error = await caught(client(baseUrl).call(save, { nickname: 'Ali' }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.messageKey).toBe('error.network');
  });
});
