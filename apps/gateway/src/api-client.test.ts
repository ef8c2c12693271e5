import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, balance, createApiClient, gameList, launchGame, login, logout, memberInfo, systemStatus, systemStatusView } from '@platform/api';
import { buildApp } from './app';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './seed/demo-data';
import { createTestClock } from './test/test-gateway';

// The @platform/api client against the real gateway on an ephemeral port: the contract's two
// sides meet over HTTP. It lives here because the gateway depends on the api, not the reverse.

let db: PGlite;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  const clock = createTestClock();
  await seedDemoData(db, clock.now());
  app = buildApp({ db, now: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

function clientFor(merchantCode: string) {
  return createApiClient({ baseUrl, merchantCode, getLanguage: () => 'en' });
}

describe('@platform/api client against the gateway', () => {
  it('reads the system status of each demo merchant', async () => {
    const royal = await clientFor('DEMO_ROYAL').call(systemStatus, { url: 'royal.localhost' });
    const jade = await clientFor('DEMO_JADE').call(systemStatus, { url: 'jade.localhost' });

    expect(systemStatusView(royal)).toBe(0);
    expect(royal.location.ip).toBe('127.0.0.1');
    expect(royal.resources.map((resource) => resource.resourceType)).toEqual(['TELEGRAM', 'FACEBOOK']);
    expect(jade.resources.map((resource) => resource.resourceType)).toEqual(['TELEGRAM', 'LINE', 'FACEBOOK']);
    expect(royal.whitelabel.map((node) => node.modId)).toEqual(['REGISTRATION', 'LOGIN', 'TRANSFER_TO_UPLINE', 'MEMBER_CENTRE', 'AGENT_CENTRE']);
  });

  it('raises ApiError for an unknown merchant code', async () => {
    const error = await clientFor('NO_SUCH_BRAND')
      .call(systemStatus, { url: 'localhost' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'MERCHANT_UNKNOWN',
      status: 400,
      message: 'Unknown merchant code',
      messageKey: 'error.domainInvalid',
    });
  });

  it('logs in with an encrypted payload, plays through the API and logs out', async () => {
    let token: string | null = null;
    let unauthorized = 0;
    const client = createApiClient({
      baseUrl,
      merchantCode: 'DEMO_ROYAL',
      getLanguage: () => 'en',
      getToken: () => token,
      clearToken: () => {
        token = null;
      },
      onUnauthorized: () => {
        unauthorized += 1;
      },
      encrypt: 'gateway',
    });
    const session = await client.call(login, { type: 'username', username: 'player01', password: 'player123' });
    token = session.token;
    expect(session.passwordExpired).toBe(false);
    expect((await client.call(memberInfo, {})).account).toBe('player01');
    expect((await client.call(balance, {})).sumBalance).toBeGreaterThan(0);

    const page = await client.call(gameList, { gameType: 'RNG', pageNo: 1, pageSize: 24 });
    expect(page.games).toHaveLength(24);
    const game = page.games.find((candidate) => candidate.isGame !== 'VASSALAGE' && candidate.gameName !== undefined)!;
    const launched = await client.call(launchGame, { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType });
    expect(launched.url).toMatch(/^\/lgw\/demo\/slot\?ticket=/);

    const wrong = await client.call(login, { type: 'username', username: 'player01', password: 'not-the-password' }).catch((reason: unknown) => reason);
    expect(wrong).toMatchObject({ code: 'BAD_CREDENTIALS', captchaRequired: true });

    const kept = token;
    await client.call(logout, {});
    token = kept;
    const after = await client.call(balance, {}).catch((reason: unknown) => reason);
    expect(after).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(unauthorized).toBe(1);
    expect(token).toBeNull();
  });
});
