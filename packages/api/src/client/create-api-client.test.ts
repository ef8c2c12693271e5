import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCall } from '../contract/define-call';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import loginFailure from './fixtures/login-failure.json';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (seen: Seen, res: ServerResponse, attempt: number) => void;

const servers: Server[] = [];

/** A real HTTP server on an ephemeral port that records what it receives. */
async function serve(handler: Handler): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, res, seen.length);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

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

function client(baseUrl: string, extra: { token?: string | null; timeout?: number } = {}) {
  return createApiClient({
    baseUrl,
    merchantCode: 'DEMO_ROYAL',
    getLanguage: () => 'ms',
    getToken: () => extra.token ?? null,
    ...(extra.timeout === undefined ? {} : { timeout: extra.timeout }),
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
  it('turns a failed envelope (HTTP 200, success false) into an ApiError with its code and value', async () => {
    const { baseUrl } = await serve((_seen, res) => sendJson(res, 200, loginFailure));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('LOGIN_FAILED');
    expect(error.status).toBe(200);
    expect(error.message).toBe('Incorrect account or password');
    expect(error.messageKey).toBe('error.server');
    expect(error.value).toEqual({ captcha: true });
  });

  it('turns a non-OK status with an envelope into an ApiError with the status and the envelope code', async () => {
    const { baseUrl, seen } = await serve((_seen, res) =>
      sendJson(res, 400, { success: false, message: 'Unknown merchant code', code: 'MERCHANT_UNKNOWN', value: null }),
    );
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('MERCHANT_UNKNOWN');
    expect(error.messageKey).toBe('error.domainInvalid');
    expect(seen).toHaveLength(1); // a 400 is not retried
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

  it('sends POST input as a JSON body', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ saved: true })));
    await expect(client(baseUrl).call(save, { nickname: 'Ali' })).resolves.toEqual({ saved: true });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ nickname: 'Ali' });
    expect(request?.url.searchParams.get('merchantCode')).toBe('DEMO_ROYAL');
  });

  it('sends the token only to calls that need it', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    const api = client(baseUrl, { token: 'tok-123' });
    await api.call(memberPing, {});
    await api.call(ping, { page: 1 });
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it('refuses a call that needs the token when there is none, without sending it', async () => {
    const { baseUrl, seen } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    const error = await caught(client(baseUrl).call(memberPing, {}));
    expect(error.code).toBe('LOGIN_REQUIRED');
    expect(error.status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  it('retries a GET after a 503 and succeeds', async () => {
    const { baseUrl, seen } = await serve((_seen, res, attempt) =>
      attempt === 1 ? sendJson(res, 503, { success: false, message: 'busy', code: 'SYSTEM_ERROR', value: null }) : sendJson(res, 200, ok({ pong: true })),
    );
    await expect(client(baseUrl).call(ping, { page: 1 })).resolves.toEqual({ pong: true });
    expect(seen).toHaveLength(2);
  });

  it('gives up on a GET after two retries', async () => {
    const { baseUrl, seen } = await serve((_seen, res) =>
      sendJson(res, 500, { success: false, message: 'System error', code: 'SYSTEM_ERROR', value: null }),
    );
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('SYSTEM_ERROR');
    expect(error.status).toBe(500);
    expect(error.messageKey).toBe('error.system');
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    const { baseUrl, seen } = await serve((_seen, res) =>
      sendJson(res, 503, { success: false, message: 'busy', code: 'SYSTEM_ERROR', value: null }),
    );
    const error = await caught(client(baseUrl).call(save, { nickname: 'Ali' }));
    expect(error.status).toBe(503);
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

  it('reports an answer without an envelope as an invalid response', async () => {
    const { baseUrl } = await serve((_seen, res) => sendJson(res, 200, { pong: true }));
    const error = await caught(client(baseUrl).call(ping, { page: 1 }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
  });

  it('reports a refused connection as a network error', async () => {
    const { baseUrl } = await serve((_seen, res) => sendJson(res, 200, ok({ pong: true })));
    await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    const error = await caught(client(baseUrl).call(save, { nickname: 'Ali' }));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.messageKey).toBe('error.network');
  });
});
