import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { encryptPayload, importGatewayPublicKey } from '@platform/api';
import { CALLS, isEnvelope, publicKey } from '@platform/api/contract';
import type { CallSpec, Envelope, GatewayPublicKey } from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { API_DOCS_PATH } from '../http/api-docs';
import { DEV_CLOCK_PATH } from '../system/dev-clock-route';
import { DEV_SYSTEM_STATUS_PATH } from '../system/dev-status-route';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import { grantOpeningCredit } from '../wallet/opening-credit';
import type { JsonSchema } from './request-arbitraries';
import {
  anyString,
  garbageEnvelope,
  isNumberSchema,
  NOT_DECIMAL_NUMERALS,
  NOT_JSON_NUMBERS,
  objectFromSchema,
  oddBody,
  pathParameter,
  plainValue,
  queryString,
  rawQuery,
} from './request-arbitraries';

// No input makes the gateway answer 5xx: for every route it registers (the contract's calls and
// every other route, collected as Fastify registers them, so new routes are covered without
// listing them here), generated requests with no token, a garbage token and valid tokens of a
// member, a trial account and an agent, get an answer below 500, with the security headers, and
// the envelope whenever the answer is JSON or an error. NO_5XX_SEED and NO_5XX_RUNS change the seed and the runs per route.

const SEED = Number(process.env.NO_5XX_SEED ?? 20_261_121);
const RUNS = Number(process.env.NO_5XX_RUNS ?? 40);
/** HEAD runs the GET handler and drops the body: fewer runs. */
const HEAD_RUNS = Math.max(1, Math.round(RUNS / 6));

interface CollectedRoute {
  method: string;
  url: string;
  schema: { querystring?: JsonSchema; body?: JsonSchema; params?: JsonSchema };
}

const collected = vi.hoisted(() => [] as CollectedRoute[]);

// Every Fastify instance gets an onRoute hook as it is created, so the routes of the app (and of
// the plugins it registers) are collected with their schemas.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = actual.default as unknown as (options?: unknown) => FastifyInstance;
  const withCollector = (options?: unknown) => {
    const app = create(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        collected.push({ method, url: route.url, schema: (route.schema ?? {}) as CollectedRoute['schema'] });
      }
    });
    return app;
  };
  Object.assign(withCollector, create);
  return { ...actual, default: withCollector, fastify: withCollector };
});

const webDist = await mkdtemp(path.join(tmpdir(), 'no-5xx-web-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Site</title><script>document.documentElement.dataset.mode = "light"</script>');
await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');

const gateway = await createTestGateway({ webDist, devMode: true });
const app = gateway.app;
const routes = collected.filter((route, index) => collected.findIndex((other) => other.method === route.method && other.url === route.url) === index);

const agent = await createTestMember(gateway.db, { account: 'fuzzagent', type: 1 });
const member = await createTestMember(gateway.db, { account: 'fuzzmember', upline: 'fuzzagent' });
const trial = await createTestMember(gateway.db, { account: 'fuzztrial', type: 4 });
for (const { memberId } of [agent, member, trial]) {
  await gateway.db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', gateway.clock.now()));
}

const publishedKey = (await app.inject({ method: 'GET', url: `${publicKey.path}?merchantCode=DEMO_ROYAL` })).json<Envelope<GatewayPublicKey>>().value;
const encryptionKey = { kid: publishedKey.kid, cryptoKey: await importGatewayPublicKey(publishedKey) };

const callsByRoute = new Map<string, CallSpec>(Object.values(CALLS).map((call) => [`${call.method} ${call.path}`, call]));

afterAll(async () => {
  await gateway.close();
  await rm(webDist, { recursive: true, force: true });
});

type AuthMode = 'none' | 'garbage' | 'member' | 'trial' | 'agent';

/**
 * Fresh sessions for a route's runs: a logout in an earlier route must not leave them revoked. They
 * start at the gateway's time, which the dev clock route has moved forward.
 */
async function freshTokens(): Promise<Record<'member' | 'trial' | 'agent', string>> {
  const now = new Date((await app.inject({ method: 'GET', url: DEV_CLOCK_PATH })).json<Envelope<{ now: string }>>().value.now);
  const open = (memberId: number) => createSession(gateway.db, memberId, 'DEMO_ROYAL', 'username', now);
  return { member: await open(member.memberId), trial: await open(trial.memberId), agent: await open(agent.memberId) };
}

const printableAscii = fc.string({ unit: 'binary-ascii', maxLength: 200 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
const garbageAuthorization = fc.oneof(
  printableAscii,
  fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/).map((token) => `Bearer ${token}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'A'.repeat(129)}`, 'bearer abcdefghijklmnopqrstuvwxyz'),
);

type BodyChoice =
  | { kind: 'json'; value: unknown }
  | { kind: 'encrypted'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'form'; value: Record<string, unknown> }
  | { kind: 'none' };

function bodyArbitrary(route: CollectedRoute, call: CallSpec | undefined): fc.Arbitrary<BodyChoice> {
  const shaped = route.schema.body ? objectFromSchema(route.schema.body) : fc.dictionary(fc.string({ maxLength: 12 }), anyString, { maxKeys: 4 });
  const choices: fc.WeightedArbitrary<BodyChoice>[] = [
    { arbitrary: oddBody.map((raw) => ({ kind: 'raw' as const, ...raw })), weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    { arbitrary: shaped.map((value) => ({ kind: 'form' as const, value })), weight: call?.bodyType === 'form' ? 5 : 1 },
  ];
  if (call?.encrypted) {
    choices.push(
      { arbitrary: shaped.map((value) => ({ kind: 'encrypted' as const, value })), weight: 5 },
      { arbitrary: garbageEnvelope(encryptionKey.kid).map((value) => ({ kind: 'json' as const, value })), weight: 2 },
      { arbitrary: shaped.map((value) => ({ kind: 'json' as const, value })), weight: 1 },
    );
  } else {
    choices.push({ arbitrary: shaped.map((value) => ({ kind: 'json' as const, value })), weight: 6 });
  }
  return fc.oneof(...choices);
}

function requestArbitrary(route: CollectedRoute) {
  const call = callsByRoute.get(`${route.method} ${route.url}`);
  const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const query = route.schema.querystring ? objectFromSchema(route.schema.querystring) : fc.dictionary(fc.string({ maxLength: 12 }), anyString, { maxKeys: 3 });
  return fc.record({
    auth: fc.constantFrom<AuthMode>('none', 'garbage', 'member', 'member', 'trial', 'agent'),
    authorization: garbageAuthorization,
    merchantCode: fc.oneof(
      { arbitrary: fc.constant('DEMO_ROYAL'), weight: 8 },
      { arbitrary: fc.constant('DEMO_JADE'), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
      { arbitrary: anyString, weight: 1 },
    ),
    query,
    duplicateKeys: fc.boolean(),
    rawQuery: fc.option(rawQuery, { freq: 6 }),
    pathParameters: fc.array(pathParameter, { minLength: 4, maxLength: 4 }),
    wildcard: fc.array(pathParameter, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
    body: hasBody ? bodyArbitrary(route, call) : fc.constant<BodyChoice>({ kind: 'none' }),
  });
}

type GeneratedRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer R> ? R : never;

function concretePath(url: string, generated: GeneratedRequest): string {
  let index = 0;
  return url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return generated.pathParameters[index++ % generated.pathParameters.length];
      if (segment === '*') return generated.wildcard;
      return segment;
    })
    .join('/');
}

async function toInjection(route: CollectedRoute, generated: GeneratedRequest, tokens: Record<'member' | 'trial' | 'agent', string>): Promise<InjectOptions> {
  const headers: Record<string, string> = {};
  if (generated.auth === 'garbage') headers.authorization = generated.authorization;
  else if (generated.auth !== 'none') headers.authorization = `Bearer ${tokens[generated.auth]}`;

  const fields: Record<string, unknown> = { ...generated.query };
  if (generated.merchantCode === undefined) delete fields.merchantCode;
  else fields.merchantCode = generated.merchantCode;
  const search = generated.rawQuery ?? queryString(fields, generated.duplicateKeys);

  let payload: string | undefined;
  const body = generated.body;
  if (body.kind === 'json' || body.kind === 'encrypted') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.kind === 'encrypted' ? await encryptPayload(body.value, encryptionKey) : body.value) ?? 'null';
  } else if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = queryString(body.value, false);
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  const url = `${concretePath(route.url, generated)}${search ? `?${search}` : ''}`;
  return { method: route.method as InjectOptions['method'], url, headers, ...(payload !== undefined ? { payload } : {}) };
}

/** What is wrong with an answer, or null when it is fine. */
function problemWith(route: CollectedRoute, response: LightMyRequestResponse): string | null {
  const { statusCode, body } = response;
  const contentType = String(response.headers['content-type'] ?? '');
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (response.headers['x-content-type-options'] !== 'nosniff' || !response.headers['content-security-policy']) {
    return `answered ${statusCode} without the security headers`;
  }
  if (route.method === 'HEAD') return null;
  const isJson = contentType.includes('application/json');
  // The OpenAPI document (dev mode) is a document about the API, not an answer of it.
  const isApiDocument = statusCode < 400 && route.url === `${API_DOCS_PATH}/json`;
  const mustBeEnvelope = (isJson && !isApiDocument) || statusCode >= 400 || callsByRoute.has(`${route.method} ${route.url}`);
  if (!mustBeEnvelope) return null;
  if (!isJson) return `answered ${statusCode} with ${contentType || 'no content type'}, not the JSON envelope`;
  try {
    return isEnvelope(JSON.parse(body)) ? null : `answered ${statusCode} with JSON that is not the envelope`;
  } catch {
    return `answered ${statusCode} with malformed JSON`;
  }
}

/** The dev switch can close the site: put it back, so the routes after it still reach their handlers. */
async function reopenSite(): Promise<void> {
  for (const merchantCode of ['DEMO_ROYAL', 'DEMO_JADE']) {
    await app.inject({ method: 'POST', url: DEV_SYSTEM_STATUS_PATH, payload: { merchantCode, status: 'normal' } });
  }
}

describe('every route the gateway registers', () => {
  it('includes every call of the contract', () => {
    const missing = Object.entries(CALLS)
      .filter(([, call]) => !app.hasRoute({ method: call.method, url: call.path }))
      .map(([name, call]) => `${name} (${call.method} ${call.path})`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(Object.keys(CALLS).length);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'never answers 5xx, and answers with the envelope and the security headers: %s',
    async (_name, route) => {
      const tokens = await freshTokens();
      const property = fc.asyncProperty(requestArbitrary(route), async (generated) => {
        const injection = await toInjection(route, generated, tokens);
        const response = await app.inject(injection);
        if (route.url === DEV_SYSTEM_STATUS_PATH) await reopenSite();
        const problem = problemWith(route, response);
        if (problem !== null) {
          const sent = JSON.stringify({ ...injection, payload: injection.payload?.toString().slice(0, 400) });
          throw new Error(`${route.method} ${route.url} ${problem}\nrequest: ${sent.slice(0, 1200)}\nanswer: ${response.body.slice(0, 400)}`);
        }
      });
      await fc.assert(property, { seed: SEED, numRuns: route.method === 'HEAD' ? HEAD_RUNS : RUNS, endOnFailure: true });
    },
    60_000,
  );
});

const SCHEMA_PARTS = ['querystring', 'params', 'body'] as const;

/** The paths of the numbers in a schema with no finite lower or upper bound (a list of numbers is bounded). */
function unboundedNumbers(schema: JsonSchema | undefined, path: string): string[] {
  if (schema === undefined) return [];
  const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
  const kinds = [schema.type].flat();
  const found: string[] = [];
  if (kinds.includes('number') || kinds.includes('integer')) {
    const listed = Array.isArray(schema.enum) && schema.enum.every(finite);
    const ranged = (finite(schema.minimum) || finite(schema.exclusiveMinimum)) && (finite(schema.maximum) || finite(schema.exclusiveMaximum));
    if (!listed && !ranged) found.push(path || '(root)');
  }
  for (const [name, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    found.push(...unboundedNumbers(property, path ? `${path}.${name}` : name));
  }
  if (schema.items) found.push(...unboundedNumbers(schema.items as JsonSchema, `${path}[]`));
  for (const variant of [schema.anyOf, schema.oneOf].flat()) {
    if (typeof variant === 'object' && variant !== null) found.push(...unboundedNumbers(variant as JsonSchema, path));
  }
  return found;
}

describe('the numbers routes take', () => {
  it('each have a finite range, in every query, path and body: so a new route cannot forget one', () => {
    const unbounded = routes.flatMap((route) =>
      SCHEMA_PARTS.flatMap((part) => unboundedNumbers(route.schema[part], '').map((field) => `${route.method} ${route.url} ${part} ${field}`)),
    );
    expect(unbounded).toEqual([]);
  });

  const numberFields = routes
    .filter((route) => route.method !== 'HEAD')
    .flatMap((route) =>
      (['querystring', 'body'] as const).flatMap((part) =>
        Object.entries((route.schema[part]?.properties as Record<string, JsonSchema> | undefined) ?? {})
          .filter(([, schema]) => isNumberSchema(schema))
          .map(([field]) => ({ route, part, field })),
      ),
    );

  it('are found in queries and bodies', () => {
    expect(numberFields.filter((found) => found.part === 'querystring').length).toBeGreaterThan(10);
    expect(numberFields.filter((found) => found.part === 'body').length).toBeGreaterThan(3);
  });

  /** The request with one field's value as written, the other required fields plain and valid. */
  async function requestWith(route: CollectedRoute, part: 'querystring' | 'body', field: string, text: string): Promise<InjectOptions> {
    const schema = route.schema[part]!;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const others = plainValue({ ...schema, required: required.filter((name) => name !== field) }) as Record<string, unknown>;
    const method = route.method as InjectOptions['method'];
    if (part === 'querystring') {
      const query = new URLSearchParams(Object.entries({ ...others, merchantCode: 'DEMO_ROYAL' }).map(([name, value]) => [name, String(value)]));
      query.append(field, text);
      return { method, url: `${route.url}?${query.toString()}` };
    }
    const call = callsByRoute.get(`${route.method} ${route.url}`);
    const payload = call?.encrypted
      ? JSON.stringify(await encryptPayload({ ...others, [field]: JSON.parse(text) as unknown }, encryptionKey))
      : `${JSON.stringify(others).slice(0, -1)}${Object.keys(others).length > 0 ? ',' : ''}${JSON.stringify(field)}:${text}}`;
    return { method, url: `${route.url}?merchantCode=DEMO_ROYAL`, headers: { 'content-type': 'application/json' }, payload };
  }

  it.each(numberFields.map((found) => [`${found.route.method} ${found.route.url} ${found.part} ${found.field}`, found] as const))(
    'are refused with 400 naming the field when they are not numbers: %s',
    async (_name, { route, part, field }) => {
      const texts = part === 'querystring' ? NOT_DECIMAL_NUMERALS : NOT_JSON_NUMBERS;
      for (const text of texts) {
        const response = await app.inject(await requestWith(route, part, field, text));
        expect(response.statusCode, `${field}=${text}: ${response.body}`).toBe(400);
        expect(response.json<Envelope<null>>().message, `${field}=${text}`).toContain(`"${field}"`);
      }
      if (part === 'querystring') {
        // A repeated key is an array: refused too.
        const properties = route.schema.querystring?.properties as Record<string, JsonSchema>;
        const twice = await requestWith(route, part, field, String(plainValue(properties[field]!)));
        const response = await app.inject({ ...twice, url: `${twice.url}&${encodeURIComponent(field)}=1` });
        expect(response.statusCode, response.body).toBe(400);
      }
    },
  );
});
