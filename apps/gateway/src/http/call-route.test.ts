import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall } from '@platform/api/contract';
import { ERROR_CODE } from '@platform/api/contract';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Type } from 'typebox';
import type { TObject } from 'typebox';
import { decimalNumber } from '@platform/api/schemas';
import { runMigrations } from '../db/migrate';
import type { GatewayDeps } from '../deps';
import { seedMerchants } from '../seed/demo-data';
import { createCallTestApp, SESSION_TTL_MS } from '../test/call-test-app';
import { callGateway, createTestClock, createTestMember } from '../test/test-gateway';
import { registerCallWithSchemas } from './call-route';

/** Input schemas as the contract writes them: unknown fields are dropped. */
const CLOSED = { additionalProperties: false } as const;

/** The schemas of a test call: its input, and any value. */
function testSchemas<Request extends TObject>(request: Request) {
  return { domain: 'test', request, response: Type.Unknown() };
}

const echoQuery = defineCall<{ pageNo: number; name?: string }, unknown>({ method: 'GET', path: '/wps/test/echo', auth: false, encrypted: false });
const memberOnly = defineCall<Record<string, never>, unknown>({ method: 'GET', path: '/wps/test/member', auth: true, encrypted: false });
const realOnly = defineCall<{ amount: number }, unknown>({ method: 'POST', path: '/wps/test/real', auth: true, encrypted: false });
const secret = defineCall<{ word: string }, unknown>({ method: 'POST', path: '/wps/test/secret', auth: false, encrypted: true });
const typedQuery = defineCall<{ price?: number; flag?: boolean }, unknown>({ method: 'GET', path: '/wps/test/typed', auth: false, encrypted: false });
const typedBody = defineCall<{ amount: number; count?: number; flag?: boolean }, unknown>({ method: 'POST', path: '/wps/test/typed', auth: false, encrypted: false });
const formText = defineCall<{ name: string }, unknown>({ method: 'POST', path: '/wps/test/form', auth: false, encrypted: false, bodyType: 'form' });

let db: PGlite;
let app: FastifyInstance;
const clock = createTestClock();

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  await seedMerchants(db);
  const deps: GatewayDeps = { db, devMode: false, systemStatusOverride: null, now: clock.now, runsScheduledWork: false };
  app = await createCallTestApp(deps);
  registerCallWithSchemas(app, deps, echoQuery, testSchemas(Type.Object({ pageNo: Type.Integer({ minimum: 1 }), name: Type.Optional(Type.String({ maxLength: 8 })) }, CLOSED)), {
    handler: async (input, context) => ({ input, merchantCode: context.merchantCode, locale: context.locale, account: context.session?.account ?? null }),
  });
  registerCallWithSchemas(app, deps, memberOnly, testSchemas(Type.Object({}, CLOSED)), { handler: async (_input, context) => ({ account: context.session?.account }) });
  registerCallWithSchemas(app, deps, realOnly, testSchemas(Type.Object({ amount: Type.Number({ exclusiveMinimum: 0 }) }, CLOSED)), {
    realAccountOnly: true,
    handler: async (input) => input,
  });
  registerCallWithSchemas(app, deps, secret, testSchemas(Type.Object({ word: Type.String() }, CLOSED)), { handler: async (input) => input });
  registerCallWithSchemas(app, deps, typedQuery, testSchemas(Type.Object({ price: Type.Optional(Type.Number({ minimum: -10, maximum: 10 })), flag: Type.Optional(Type.Boolean()) }, CLOSED)), {
    handler: async (input) => input,
  });
  registerCallWithSchemas(
    app,
    deps,
    typedBody,
    testSchemas(
      Type.Object(
        {
          amount: decimalNumber(2, { exclusiveMinimum: 0, maximum: 500 }),
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
          flag: Type.Optional(Type.Boolean()),
        },
        CLOSED,
      ),
    ),
    { handler: async (input) => input },
  );
  registerCallWithSchemas(app, deps, formText, testSchemas(Type.Object({ name: Type.String({ maxLength: 8 }) }, CLOSED)), { handler: async (input) => input });
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

describe('registerCall and the types of its input', () => {
  const getTyped = (query: string) => app.inject({ method: 'GET', url: `${typedQuery.path}?merchantCode=DEMO_ROYAL&${query}` });
  const postTyped = (json: string) =>
    app.inject({ method: 'POST', url: `${typedBody.path}?merchantCode=DEMO_ROYAL`, headers: { 'content-type': 'application/json' }, payload: json });

  it('reads plain decimal numerals and true or false from the query', async () => {
    for (const [text, price] of [['2', 2], ['-2.5', -2.5], ['0', 0], ['07', 7], ['10.00', 10]] as const) {
      const answer = await getTyped(`price=${text}&flag=true`);
      expect(answer.json().value, text).toEqual({ price, flag: true });
    }
    expect((await getTyped('flag=false')).json().value).toEqual({ flag: false });
  });

  it.each(['Infinity', '-Infinity', '1e309', '1e2', '0x10', '0b1', 'NaN', '', ' 1', '1 ', '+1', '1.', '.5', '1,5', 'true', '9'.repeat(400)])(
    'refuses the query number %j with 400 naming the field',
    async (text) => {
      const answer = await getTyped(`price=${encodeURIComponent(text)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: ERROR_CODE.badRequest, message: 'Invalid querystring field "price": must be a plain decimal number' });
    },
  );

  it('refuses a query number out of its range, a repeated one, and a boolean that is not true or false', async () => {
    expect((await getTyped('price=10.01')).json().message).toBe('Invalid querystring field "price": must be <= 10');
    expect((await getTyped('price=1&price=2')).statusCode).toBe(400);
    expect((await getTyped('flag=1')).json().message).toBe('Invalid querystring field "flag": must be boolean');
  });

  it('takes a JSON body whose numbers are JSON numbers', async () => {
    const answer = await postTyped('{"amount":12.34,"count":3,"flag":false}');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toEqual({ amount: 12.34, count: 3, flag: false });
  });

  it.each([
    ['"0x10"', 'must be number'],
    ['"10"', 'must be number'],
    ['true', 'must be number'],
    ['[0.5]', 'must be number'],
    ['null', 'must be number'],
    ['1e309', 'must be number'],
    ['-1e309', 'must be number'],
    ['0.001', 'must have at most 2 decimals'],
    ['0.30000000000000004', 'must have at most 2 decimals'],
    ['-1', 'must be > 0'],
    ['500.01', 'must be <= 500'],
  ])('never coerces a body amount: %s is refused because it %s', async (json, rule) => {
    const answer = await postTyped(`{"amount":${json}}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: ERROR_CODE.badRequest, message: `Invalid body field "amount": ${rule}` });
  });

  it('never coerces other body numbers and booleans either', async () => {
    expect((await postTyped('{"amount":1,"count":"3"}')).json().message).toBe('Invalid body field "count": must be integer');
    expect((await postTyped('{"amount":1,"count":2.5}')).json().message).toBe('Invalid body field "count": must be integer');
    expect((await postTyped('{"amount":1,"flag":"true"}')).json().message).toBe('Invalid body field "flag": must be boolean');
    expect((await postTyped('{"amount":1,"flag":1}')).json().message).toBe('Invalid body field "flag": must be boolean');
  });

  it('takes a form body as text, and refuses a form call with a field that is not text', async () => {
    const answer = await callGateway(app, formText, { name: 'ada' });
    expect(answer.body.value).toEqual({ name: 'ada' });
    const numberForm = defineCall<{ amount: number }, unknown>({ method: 'POST', path: '/wps/test/form-number', auth: false, encrypted: false, bodyType: 'form' });
    const deps: GatewayDeps = { db, devMode: false, systemStatusOverride: null, now: clock.now, runsScheduledWork: false };
    expect(() =>
      registerCallWithSchemas(Fastify(), deps, numberForm, testSchemas(Type.Object({ amount: Type.Number() }, CLOSED)), { handler: async (input) => input }),
    ).toThrow('POST /wps/test/form-number takes a form body: its fields must be strings, not amount');
  });
});

describe('registerCall and the answer', () => {
  const reveals = defineCall<Record<string, never>, unknown>({ method: 'GET', path: '/wps/test/reveals', auth: false, encrypted: false });
  const miscounts = defineCall<Record<string, never>, unknown>({ method: 'GET', path: '/wps/test/miscounts', auth: false, encrypted: false });
  let answerApp: FastifyInstance;

  beforeAll(async () => {
    const deps: GatewayDeps = { db, devMode: false, systemStatusOverride: null, now: clock.now, runsScheduledWork: false };
    answerApp = await createCallTestApp(deps);
    const NoInput = Type.Object({}, CLOSED);
    const Member = Type.Object({ account: Type.String(), balance: Type.Number() });
    registerCallWithSchemas(answerApp, deps, reveals, { domain: 'test', request: NoInput, response: Member }, {
      // More than the schema names: what the handler holds must not leak into the answer.
      handler: async () => ({ account: 'ada', balance: 10, passwordHash: 'secret-hash' }),
    });
    registerCallWithSchemas(answerApp, deps, miscounts, { domain: 'test', request: NoInput, response: Member }, {
      handler: async () => JSON.parse('{"account":"ada","balance":"not a number"}'),
    });
    await answerApp.ready();
  });

  afterAll(async () => {
    await answerApp.close();
  });

  it('sends only what the response schema names', async () => {
    const answer = await callGateway(answerApp, reveals, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ success: true, message: null, code: null, value: { account: 'ada', balance: 10 } });
    expect(answer.response.body).not.toContain('secret-hash');
  });

  it('refuses a value of the wrong type rather than sending it', async () => {
    const answer = await callGateway(answerApp, miscounts, {});
    expect(answer.statusCode).toBe(500);
    expect(answer.response.body).not.toContain('not a number');
  });
});
