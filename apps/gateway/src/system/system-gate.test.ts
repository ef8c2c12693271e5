import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  affiliate,
  banners,
  countryCode,
  customerService,
  notices,
  publicKey,
  routers,
  siteConfig,
  systemStatus,
  whitelabel,
} from '@platform/api/contract';
import type { SystemStatus } from '@platform/api/contract';
import { buildApp } from '../app';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { DEV_SYSTEM_STATUS_PATH } from './dev-status-route';
import { STATUS_CACHE_MS } from './status-cache';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

async function switchStatus(body: Record<string, unknown>) {
  const response = await gateway.app.inject({ method: 'POST', url: DEV_SYSTEM_STATUS_PATH, payload: body });
  return { statusCode: response.statusCode, body: response.json() };
}

async function statusPageCallsAnswer(merchantCode: string): Promise<void> {
  for (const call of [customerService, countryCode, siteConfig, whitelabel, routers]) {
    expect((await callGateway(gateway.app, call, {}, { merchantCode })).statusCode, call.path).toBe(200);
  }
  expect((await gateway.app.inject({ method: 'GET', url: publicKey.path })).statusCode).toBe(200);
  const status = await gateway.app.inject({ method: 'GET', url: `${systemStatus.path}?merchantCode=${merchantCode}&url=localhost` });
  expect(status.statusCode).toBe(200);
}

describe('the system gate', () => {
  it('lets every call through while the merchant is open', async () => {
    expect((await callGateway(gateway.app, banners, {})).statusCode).toBe(200);
  });

  it('refuses calls with 503 MAINTENANCE under maintenance, except the status pages', async () => {
    const switched = await switchStatus({ merchantCode: 'DEMO_ROYAL', status: 'maintenance', endTime: '2030-01-01T02:00:00+08:00', message: 'Server upgrade' });
    expect(switched.statusCode).toBe(200);
    expect(switched.body.value.maintenance).toEqual({ enabled: true, endTime: '2029-12-31T18:00:00.000Z', message: 'Server upgrade' });

    for (const [call, input] of [[banners, {}], [notices, {}], [affiliate, { code: 'X', domain: 'localhost' }]] as const) {
      const answer = await callGateway(gateway.app, call, input);
      expect(answer.statusCode, call.path).toBe(503);
      expect(answer.body.code).toBe(ERROR_CODE.maintenance);
      expect(answer.body.message).toContain('Server upgrade');
      expect(answer.body.message).toContain('2029-12-31T18:00:00.000Z');
    }
    await statusPageCallsAnswer('DEMO_ROYAL');
    const status = await gateway.app.inject({ method: 'GET', url: `${systemStatus.path}?merchantCode=DEMO_ROYAL&url=localhost` });
    expect(status.json<{ value: SystemStatus }>().value.maintenance.enabled).toBe(true);
    // The other merchant stays open.
    expect((await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);
  });

  it('refuses calls with 403 REGION_RESTRICTED while region-restricted', async () => {
    expect((await switchStatus({ merchantCode: 'DEMO_ROYAL', status: 'region' })).statusCode).toBe(200);
    const answer = await callGateway(gateway.app, banners, {});
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.regionRestricted);
    await statusPageCallsAnswer('DEMO_ROYAL');
  });

  it('opens again when switched back to normal', async () => {
    const switched = await switchStatus({ merchantCode: 'DEMO_ROYAL', status: 'normal' });
    expect(switched.body.value).toMatchObject({
      maintenance: { enabled: false, endTime: null, message: null },
      regionRestriction: { restricted: false, message: null },
    });
    expect((await callGateway(gateway.app, banners, {})).statusCode).toBe(200);
  });

  it('remembers a status for two seconds, so a change made elsewhere shows within them', async () => {
    gateway.clock.advance(STATUS_CACHE_MS + 1);
    expect((await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);
    await gateway.db.query(
      `update system_setting set value = '{"enabled":true,"endTime":null,"message":null}' where merchant_code = 'DEMO_JADE' and key = 'maintenance'`,
    );
    try {
      expect((await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);
      gateway.clock.advance(STATUS_CACHE_MS + 1);
      const answer = await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' });
      expect(answer.statusCode).toBe(503);
      expect(answer.body.message).toContain('upgraded');
    } finally {
      await switchStatus({ merchantCode: 'DEMO_JADE', status: 'normal' });
    }
  });

  it.each([['maintenance', 503, ERROR_CODE.maintenance], ['region', 403, ERROR_CODE.regionRestricted]] as const)(
    'follows the GATEWAY_SYSTEM_STATUS switch %s',
    async (override, statusCode, code) => {
      const forced = buildApp({ db: gateway.db, systemStatusOverride: override });
      try {
        const answer = await callGateway(forced, banners, {}, { merchantCode: 'DEMO_JADE' });
        expect(answer.statusCode).toBe(statusCode);
        expect(answer.body.code).toBe(code);
        expect(answer.body.message).toContain('GATEWAY_SYSTEM_STATUS');
        expect((await callGateway(forced, siteConfig, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);
      } finally {
        await forced.close();
      }
    },
  );
});

describe('POST /wps/dev/system-status', () => {
  it.each([
    [{ merchantCode: 'DEMO_ROYAL', status: 'closed' }, 'status'],
    [{ merchantCode: 'DEMO_ROYAL' }, 'status'],
    [{ merchantCode: 'DEMO_ROYAL', status: 'maintenance', endTime: 'tomorrow' }, 'endTime'],
    [{ merchantCode: 'DEMO_ROYAL', status: 'region', endTime: '2030-01-01T00:00:00Z' }, 'endTime'],
    [{ merchantCode: 'DEMO_ROYAL', status: 'maintenance', message: 'x'.repeat(501) }, 'message'],
    [{ merchantCode: 'DEMO_ROYAL', status: 'maintenance', message: 'nul \u0000' }, 'message'],
    [{ merchantCode: 'DEMO\u0000', status: 'normal' }, 'merchantCode'],
  ])('refuses %j with 400', async (body, field) => {
    const answer = await switchStatus(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    expect(answer.body.message).toContain(field);
  });

  it('refuses an unknown merchant', async () => {
    const answer = await switchStatus({ merchantCode: 'NOPE', status: 'normal' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.merchantUnknown);
  });

  it('does not exist outside dev mode', async () => {
    const production = buildApp({ db: gateway.db, devMode: false });
    try {
      const response = await production.inject({ method: 'POST', url: DEV_SYSTEM_STATUS_PATH, payload: { merchantCode: 'DEMO_ROYAL', status: 'maintenance' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    } finally {
      await production.close();
    }
  });
});

describe('scripts/system-status.mjs', () => {
  const script = fileURLToPath(new URL('../../scripts/system-status.mjs', import.meta.url));
  const run = promisify(execFile);

  it('switches a running gateway and says what it did', async () => {
    const address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const maintenance = await run(process.execPath, [script, 'maintenance', '--merchant', 'DEMO_JADE', '--until', '2030-01-01T00:00:00Z', '--message', 'Back soon', '--url', address]);
      expect(maintenance.stdout).toContain('DEMO_JADE is now under maintenance until 2030-01-01T00:00:00.000Z: Back soon.');
      expect((await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(503);

      const normal = await run(process.execPath, [script, 'normal', '--merchant', 'DEMO_JADE', '--url', address]);
      expect(normal.stdout).toContain('DEMO_JADE is back to normal');
      expect((await callGateway(gateway.app, banners, {}, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(200);

      await expect(run(process.execPath, [script, 'closed', '--url', address])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
      await expect(run(process.execPath, [script, 'normal', '--merchant', 'NOPE', '--url', address])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Unknown merchant code'),
      });
    } finally {
      await gateway.app.close();
    }
  });
});
