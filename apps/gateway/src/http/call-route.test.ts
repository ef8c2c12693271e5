import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall } from '@platform/api/contract';
import { ERROR_CODE } from '@platform/api/contract';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { registerGatewayCrypto } from '../crypto/index';
import { runMigrations } from '../db/migrate';
import { seedMerchants } from '../db/seed';
import type { GatewayDeps } from '../deps';
import { callGateway, createTestClock, createTestMember } from '../test/test-gateway';
import { registerCall, registerCallSupport } from './call-route';
import { registerEnvelopeErrors } from './envelope-errors';
import { SESSION_TTL_MS } from '../accounts/session-store';

const echoQuery = defineCall<{ pageNo: number; name?: string }, unknown>({ method: 'GET', path: '/wps/test/echo', auth: false, encrypted: false });
const memberOnly = defineCall<Record<string, never>, unknown>({ method: 'GET', path: '/wps/test/member', auth: true, encrypted: false });
const realOnly = defineCall<{ amount: number }, unknown>({ method: 'POST', path: '/wps/test/real', auth: true, encrypted: false });
const secret = defineCall<{ word: string }, unknown>({ method: 'POST', path: '/wps/test/secret', auth: false, encrypted: true });

let db: PGlite;
let app: FastifyInstance;
const clock = createTestClock();

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  await seedMerchants(db);
  const deps: GatewayDeps = { db, devMode: false, systemStatusOverride: null, now: clock.now };
  app = Fastify();
  registerEnvelopeErrors(app);
  registerGatewayCrypto(app, { db });
  registerCallSupport(app, deps);
  registerCall(app, deps, echoQuery, {
    input: { properties: { pageNo: { type: 'integer', minimum: 1 }, name: { type: 'string', maxLength: 8 } }, required: ['pageNo'] },
    handler: async (input, context) => ({ input, merchantCode: context.merchantCode, locale: context.locale, account: context.session?.account ?? null }),
  });
  registerCall(app, deps, memberOnly, { handler: async (_input, context) => ({ account: context.session?.account }) });
  registerCall(app, deps, realOnly, {
    realAccountOnly: true,
    input: { properties: { amount: { type: 'number', exclusiveMinimum: 0 } }, required: ['amount'] },
    handler: async (input) => input,
  });
  registerCall(app, deps, secret, { input: { properties: { word: { type: 'string' } }, required: ['word'] }, handler: async (input) => input });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('registerCall', () => {
  it('passes the query without the common parameters, coerced by the schema, with the locale', async () => {
    const answer = await callGateway(app, echoQuery, { pageNo: '2', name: 'ab', extra: 'dropped' }, { language: 'CN' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: null,
      code: null,
      value: { input: { pageNo: 2, name: 'ab' }, merchantCode: 'DEMO_ROYAL', locale: 'zh', account: null },
    });
  });

  it('answers 400 with the failing field for bad input', async () => {
    const answer = await callGateway(app, echoQuery, { pageNo: 0 });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    expect(answer.body.message).toContain('pageNo');
  });

  it('refuses an unknown merchant', async () => {
    const answer = await callGateway(app, echoQuery, { pageNo: 1 }, { merchantCode: 'NOPE' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.merchantUnknown);
  });

  it('needs a valid token of the same merchant for a member call, and knows an expired one', async () => {
    const { token } = await createTestMember(db, { account: 'tester01', now: clock.now() });
    expect((await callGateway(app, memberOnly, {})).body.code).toBe(ERROR_CODE.loginRequired);
    expect((await callGateway(app, memberOnly, {}, { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await callGateway(app, memberOnly, {}, { token, merchantCode: 'DEMO_JADE' })).statusCode).toBe(401);
    const ok = await callGateway(app, memberOnly, {}, { token });
    expect(ok.body.value).toEqual({ account: 'tester01' });
    // A public call shows the member when the token is valid.
    expect((await callGateway(app, echoQuery, { pageNo: 1 }, { token })).body.value).toMatchObject({ account: 'tester01' });

    clock.advance(SESSION_TTL_MS + 1);
    const expired = await callGateway(app, memberOnly, {}, { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.body.code).toBe(ERROR_CODE.tokenExpired);
  });

  it('refuses a trial account a real-account action', async () => {
    const { token } = await createTestMember(db, { account: 'trial001', type: 4, now: clock.now() });
    const answer = await callGateway(app, realOnly, { amount: 5 }, { token });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.realAccountRequired);
  });

  it('decrypts an encrypted call and refuses its plaintext', async () => {
    expect((await callGateway(app, secret, { word: 'hello' })).body.value).toEqual({ word: 'hello' });
    const plain = await app.inject({ method: 'POST', url: `${secret.path}?merchantCode=DEMO_ROYAL`, payload: { word: 'hello' } });
    expect(plain.statusCode).toBe(400);
  });
});

describe('registerCall and text the database cannot hold', () => {
  it('answers 400 naming the field for a NUL character in the query', async () => {
    const answer = await callGateway(app, echoQuery, { pageNo: 1, name: 'a\u0000b' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('"name"');
  });

  it('answers 400 for a NUL character in the merchant code', async () => {
    const answer = await callGateway(app, echoQuery, { pageNo: 1 }, { merchantCode: 'DEMO\u0000' });
    expect(answer.statusCode).toBe(400);
  });
});
