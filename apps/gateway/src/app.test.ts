import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatus, systemStatusView } from '@platform/api/contract';
import type { Envelope, SystemStatus } from '@platform/api/contract';
import { buildApp } from './app';
import type { Database } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './seed/demo-data';
import { createTestClock } from './test/test-gateway';

let db: PGlite;
let app: FastifyInstance;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  const clock = createTestClock();
  await seedDemoData(db, clock.now());
  app = buildApp({ db, now: clock.now });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

function statusUrl(merchantCode?: string): string {
  const query = new URLSearchParams({ url: 'localhost:5173' });
  if (merchantCode !== undefined) query.set('merchantCode', merchantCode);
  return `${systemStatus.path}?${query.toString()}`;
}

describe('GET /wps/system/status', () => {
  it.each([
    ['DEMO_ROYAL', 'https://telegram.example/royal-lotto', '1'],
    ['DEMO_JADE', 'https://telegram.example/jade-palace', '0'],
  ])('answers the envelope of %s from the database', async (merchantCode, telegramUrl, freePlay) => {
    const response = await app.inject({ method: 'GET', url: statusUrl(merchantCode), remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<SystemStatus>>();
    expect(body).toMatchObject({ success: true, message: null, code: null });
    const status = body.value;
    expect(status.location).toEqual({ ip: '203.0.113.9' });
    expect(status.maintenance).toEqual({ enabled: false, endTime: null, message: null });
    expect(status.regionRestriction).toEqual({ restricted: false, message: null });
    expect(systemStatusView(status)).toBe(0);
    expect(status.resources).toContainEqual({ resourceType: 'TELEGRAM', url: telegramUrl });
    expect(status.customerService).toHaveLength(1);
    expect(status.customerService[0]?.csType).toBe('LIVE_CHAT');
    const login = status.whitelabel.find((node) => node.modId === 'LOGIN');
    expect(login?.childrenNodes.find((node) => node.modId === 'FREE_PLAY')?.enabled).toBe(freePlay);
    for (const key of ['register', 'analytics', 'imageCDNs', 'launchGameCDNs'] as const) {
      expect(status[key]).toBeDefined();
    }
  });

  it.each([['NO_SUCH_BRAND'], [undefined], ['   ']])(
    'answers 400 for the unknown or missing merchant code %j',
    async (merchantCode) => {
      const response = await app.inject({ method: 'GET', url: statusUrl(merchantCode) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Unknown merchant code',
        code: 'MERCHANT_UNKNOWN',
        value: null,
      });
    },
  );

  it('answers 400 with a clear message for malformed input', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${systemStatus.path}?merchantCode=DEMO_ROYAL&merchantCode=DEMO_JADE`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Envelope<null>>();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
    expect(body.message).toContain('merchantCode');
  });

  it('forces maintenance with the maintenance switch', async () => {
    const forced = buildApp({ db, systemStatusOverride: 'maintenance' });
    try {
      const response = await forced.inject({ method: 'GET', url: statusUrl('DEMO_ROYAL') });
      const status = response.json<Envelope<SystemStatus>>().value;
      expect(status.maintenance.enabled).toBe(true);
      expect(status.maintenance.message).toBeTruthy();
      expect(systemStatusView(status)).toBe(1);
    } finally {
      await forced.close();
    }
  });

  it('forces region restriction with the region switch', async () => {
    const forced = buildApp({ db, systemStatusOverride: 'region' });
    try {
      const response = await forced.inject({ method: 'GET', url: statusUrl('DEMO_JADE') });
      const status = response.json<Envelope<SystemStatus>>().value;
      expect(status.regionRestriction.restricted).toBe(true);
      expect(systemStatusView(status)).toBe(2);
    } finally {
      await forced.close();
    }
  });

  it('reflects maintenance stored in the database', async () => {
    await db.query(
      `update system_setting set value = '{"enabled":true,"endTime":"2030-01-01T02:00:00Z","message":"Upgrade"}'
       where merchant_code = 'DEMO_JADE' and key = 'maintenance'`,
    );
    try {
      const response = await app.inject({ method: 'GET', url: statusUrl('DEMO_JADE') });
      const status = response.json<Envelope<SystemStatus>>().value;
      expect(status.maintenance).toEqual({ enabled: true, endTime: '2030-01-01T02:00:00Z', message: 'Upgrade' });
    } finally {
      await db.query(
        `update system_setting set value = '{"enabled":false,"endTime":null,"message":null}'
         where merchant_code = 'DEMO_JADE' and key = 'maintenance'`,
      );
    }
  });
});

describe('errors and headers', () => {
  it('answers an unknown path with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/no/such/call?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Not found: GET /wps/no/such/call',
      code: 'NOT_FOUND',
      value: null,
    });
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
  });

  it('answers a failure inside the gateway with a plain 500 envelope and no stack', async () => {
    const failing: Database = {
      query: () => Promise.reject(new Error('connection lost at /srv/secret/path.ts:12')),
      exec: () => Promise.reject(new Error('unused')),
      transaction: () => Promise.reject(new Error('unused')),
    };
    const broken = buildApp({ db: failing });
    try {
      const response = await broken.inject({ method: 'GET', url: statusUrl('DEMO_ROYAL') });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'System error', code: 'SYSTEM_ERROR', value: null });
      expect(response.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });

  it('sends the security headers on answers and errors', async () => {
    for (const url of [statusUrl('DEMO_ROYAL'), '/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('serving the web app', () => {
  let webDist: string;
  let site: FastifyInstance;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Royal Lotto</title>');
    await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
    site = buildApp({ db, webDist });
  });

  afterAll(async () => {
    await site.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and for app routes', async () => {
    for (const url of ['/', '/member/wallet', '/rng?vendor=PT']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Royal Lotto</title>');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await site.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers missing files and API paths with the 404 envelope, not the app', async () => {
    for (const url of ['/assets/missing.js', '/wps/no/such/call', '/lgw/games/nothing', '/wps']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('still answers the API', async () => {
    const response = await site.inject({ method: 'GET', url: statusUrl('DEMO_ROYAL') });
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<SystemStatus>>().success).toBe(true);
  });
});
