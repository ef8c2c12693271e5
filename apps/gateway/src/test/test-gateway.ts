import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptPayload, importGatewayPublicKey } from '@platform/api';
import type { CallDefinition, Envelope, GatewayPublicKey, RequestOf, ResponseOf } from '@platform/api/contract';
import { publicKey } from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { buildApp } from '../app';
import type { BuildAppOptions } from '../app';
import type { Queryable } from '../db/database';
import type { LoginType } from '../http/session';
import { createSeededDatabase, openTemplateDatabase } from './database-templates';
import type { TestSeed } from './database-templates';
import { createTestClock, TEST_CLOCK_START } from './test-clock';
import type { TestClock } from './test-clock';

export { createTestClock, TEST_CLOCK_START } from './test-clock';
export type { TestClock } from './test-clock';

export interface TestGateway {
  app: FastifyInstance;
  db: PGlite;
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestGatewayOptions extends Omit<BuildAppOptions, 'db' | 'now'> {
  /** `demo` (the default) seeds everything; `merchants` only the two demo merchants. */
  seed?: TestSeed;
  /** Where the clock starts, and the seed's date: TEST_CLOCK_START by default. */
  clockStart?: Date;
}

/** A gateway over a fresh in-memory database, migrated and seeded, with a test clock. */
export async function createTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const { seed = 'demo', clockStart, ...appOptions } = options;
  // The demo is dated from the test clock, so tests see the same demo whatever the real date: a
  // clock of the test's own gets a database seeded at its start, the others a copy of the run's template.
  const clock = createTestClock(clockStart);
  const db = (clockStart === undefined ? await openTemplateDatabase(seed) : null) ?? (await createSeededDatabase(seed, clock.now()));
  // The test runs scheduled work itself, at its clock (sweepSettlements, settleDueLotteryTickets).
  const app = buildApp({ runsScheduledWork: false, ...appOptions, db, now: clock.now });
  await app.ready();
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export interface TestMemberOptions {
  merchantCode?: string;
  account: string;
  /** 0 member (default); 1, 2, 41, 42 agents; 4 trial. */
  type?: number;
  /** The upline's account, in the same merchant. */
  upline?: string;
  loginType?: LoginType;
  /** When the member registers and logs in: by default TEST_CLOCK_START (pass the clock's time once it has moved). */
  now?: Date;
}

/**
 * Inserts a member that cannot log in by password (its hash is not a valid scrypt hash) and
 * opens a session for it: for tests of calls that need a token but not the login flow.
 */
export async function createTestMember(db: Queryable, options: TestMemberOptions): Promise<{ memberId: number; token: string }> {
  const merchantCode = options.merchantCode ?? 'DEMO_ROYAL';
  const parent = options.upline
    ? await db.query<{ id: number }>('select id from member where merchant_code = $1 and lower(account) = lower($2)', [merchantCode, options.upline])
    : undefined;
  if (options.upline && !parent?.rows[0]) throw new Error(`No upline ${options.upline} in ${merchantCode}`);
  const now = options.now ?? TEST_CLOCK_START;
  const inserted = await db.query<{ id: number }>(
    `insert into member (merchant_code, account, password_hash, password_changed_at, type, parent_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $4) returning id`,
    [merchantCode, options.account, 'test-only:no-password', now, options.type ?? 0, parent?.rows[0]?.id ?? null],
  );
  const memberId = inserted.rows[0]!.id;
  const token = await createSession(db, memberId, merchantCode, options.loginType ?? 'username', now);
  return { memberId, token };
}

export interface CallOptions {
  token?: string;
  merchantCode?: string;
  language?: string;
  /** The address the request comes from (the socket's); request.ip unless a trusted proxy says otherwise. */
  remoteAddress?: string;
  /** More request headers (X-Forwarded-For, ...). */
  headers?: Record<string, string>;
}

export interface CallAnswer<T> {
  statusCode: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

const publicKeys = new WeakMap<FastifyInstance, Promise<{ kid: string; cryptoKey: CryptoKey }>>();

async function gatewayKey(app: FastifyInstance) {
  let key = publicKeys.get(app);
  if (!key) {
    key = app.inject({ method: 'GET', url: publicKey.path }).then(async (response) => {
      const published = response.json<Envelope<GatewayPublicKey>>().value;
      return { kid: published.kid, cryptoKey: await importGatewayPublicKey(published) };
    });
    publicKeys.set(app, key);
  }
  return key;
}

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    query.set(name, String(value));
  }
  return query.toString();
}

/**
 * Sends one call of the contract the way the api client does: common parameters in the query,
 * the input in the query (GET, DELETE) or the body (POST, PUT; encrypted when the call says so,
 * form-urlencoded for `bodyType: 'form'`), the token as a Bearer header.
 */
export async function callGateway<C extends CallDefinition<unknown, unknown>>(
  app: FastifyInstance,
  call: C,
  input: RequestOf<C> | Record<string, unknown>,
  options: CallOptions = {},
): Promise<CallAnswer<ResponseOf<C>>> {
  const common = { merchantCode: options.merchantCode ?? 'DEMO_ROYAL', language: options.language ?? 'EN', device: 'WEB' };
  const isBody = call.method === 'POST' || call.method === 'PUT';
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (isBody) {
    if (call.bodyType === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = queryString(input as Record<string, unknown>);
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.encrypted ? await encryptPayload(input, await gatewayKey(app)) : input);
    }
  }
  const url = `${call.path}?${queryString(isBody ? common : { ...(input as Record<string, unknown>), ...common })}`;
  const response = await app.inject({
    method: call.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<ResponseOf<C>>>(), response };
}
