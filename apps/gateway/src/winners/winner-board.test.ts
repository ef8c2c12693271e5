import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnerBoard } from '@platform/api/contract';
import type { WinnerBoardEntry } from '@platform/api/contract';
import { gatewayCrypto } from '../crypto/index';
import type { GatewayDeps } from '../deps';
import { callSupport } from '../http/call-route';
import { envelopeErrors } from '../http/envelope-errors';
import { SEEDED_WINNERS } from '../seed/winners/past-winners';
import { maskAccount } from '../shared/mask-account';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { recordBigWin } from './big-wins';
import { winnersPlugin } from './plugin';

let gateway: TestGateway;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = await createTestGateway();
  // The winner routes on their own app over the seeded database (app.ts wires them into the gateway).
  const deps: GatewayDeps = { db: gateway.db, devMode: false, systemStatusOverride: null, now: gateway.clock.now, runsScheduledWork: false };
  app = Fastify();
  await app.register(envelopeErrors);
  await app.register(gatewayCrypto, { db: gateway.db });
  await app.register(callSupport, deps);
  await app.register(winnersPlugin, deps);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await gateway.close();
});

function times(entries: WinnerBoardEntry[]): number[] {
  return entries.map((entry) => Number(entry.vo.winTime));
}

describe('maskAccount', () => {
  it.each([
    ['player01', 'pl***01'],
    ['ali12', 'a***2'],
    ['abc', 'a***c'],
    ['ab', 'a***'],
    ['王小明先生', '王***生'],
    ['王小明先生们', '王小***生们'],
  ])('masks %s as %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});

describe('winnerBoard', () => {
  it('is full on a fresh database: 20 by default, newest first, names masked', async () => {
    const answer = await callGateway(app, winnerBoard, {});
    expect(answer.statusCode).toBe(200);
    const entries = answer.body.value;
    expect(entries).toHaveLength(20);
    expect(times(entries)).toEqual([...times(entries)].sort((a, b) => b - a));
    for (const { vo } of entries) {
      expect(vo.userName).toMatch(/^.{1,2}\*\*\*.{1,2}$/);
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(vo.gameName).not.toBe('');
      expect(vo.iconUrl).toMatch(/^\/lgw\/assets\/games\/.+\.svg$/);
    }
  });

  it('filters by category and honours limitNum up to 100', async () => {
    const live = await callGateway(app, winnerBoard, { gameCategory: 'LIVE', limitNum: 100 });
    expect(live.body.value.length).toBeGreaterThan(0);
    expect(live.body.value.every((entry) => entry.vo.gameType === 'LIVE')).toBe(true);
    const all = await callGateway(app, winnerBoard, { gameCategory: 'ALL', limitNum: 100, language: 'CN' });
    expect(all.body.value).toHaveLength(SEEDED_WINNERS);
    expect((await callGateway(app, winnerBoard, { gameCategory: 'ALL', limitNum: 5 })).body.value).toHaveLength(5);
    expect((await callGateway(app, winnerBoard, { gameCategory: 'NOPE', limitNum: 5 })).body.value).toEqual([]);
  });

  it.each([{ limitNum: 101 }, { limitNum: 0 }, { gameCategory: 'A LL' }, { gameCategory: 'x'.repeat(33) }])('refuses %j with 400', async (query) => {
    expect((await callGateway(app, winnerBoard, { gameCategory: 'ALL', limitNum: 20, ...query })).statusCode).toBe(400);
  });

  it("shows a brand's own big wins first, and only to that brand", async () => {
    const member = await gateway.db.query<{ id: number }>("select id from member where merchant_code = 'DEMO_JADE' limit 1");
    await recordBigWin(gateway.db, {
      memberId: member.rows[0]!.id,
      merchantCode: 'DEMO_JADE',
      account: 'jadewinner88',
      gameName: 'Lucky Lanterns',
      gameType: 'RNG',
      vassalage: 'PT',
      nodeId: 'PT-RNG-001',
      betCents: 100,
      winCents: 50_000,
      now: gateway.clock.now(),
    });
    const jade = await callGateway(app, winnerBoard, { gameCategory: 'ALL', limitNum: 20 }, { merchantCode: 'DEMO_JADE' });
    expect(jade.body.value[0]!.vo).toMatchObject({ userName: 'ja***88', gameName: 'Lucky Lanterns', winAmount: 500, winTime: gateway.clock.now().getTime() });
    const royal = await callGateway(app, winnerBoard, { gameCategory: 'ALL', limitNum: 100 });
    expect(royal.body.value.some((entry) => entry.vo.userName === 'ja***88')).toBe(false);
  });
});
