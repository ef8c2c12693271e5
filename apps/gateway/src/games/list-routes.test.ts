import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, gameList, gameMenus, gameVendors, hotGames, launchGame, recentGames } from '@platform/api/contract';
import type { Game } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;
let token: string;
let jadeToken: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  ({ token } = await createTestMember(gateway.db, { account: 'lister01', now: gateway.clock.now() }));
  ({ token: jadeToken } = await createTestMember(gateway.db, { account: 'lister02', merchantCode: 'DEMO_JADE', now: gateway.clock.now() }));
});

afterAll(async () => {
  await gateway.close();
});

async function listPage(query: Record<string, unknown>, options: { token?: string; merchantCode?: string; language?: string } = {}) {
  return callGateway(gateway.app, gameList, { pageNo: 1, pageSize: 24, ...query }, { token, ...options });
}

/** Every game of a filter, across its pages. */
async function everyGame(query: Record<string, unknown>): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await listPage({ ...query, pageNo, pageSize: 100 });
    expect(page.statusCode).toBe(200);
    games.push(...page.body.value.games);
    if (pageNo >= page.body.value.totalPages) return games;
  }
}

describe('gameMenus and gameVendors', () => {
  it('answers the categories with the brand vendors, localized, with logos and hot marks', async () => {
    const answer = await callGateway(gateway.app, gameMenus, {}, { language: 'CN' });
    expect(answer.statusCode).toBe(200);
    const menus = answer.body.value;
    expect(menus.map((menu) => menu.code)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']);
    const slots = menus[0]!;
    expect(slots).toMatchObject({ name: '电子游戏', isHot: 1 });
    expect(slots.vendors).toHaveLength(11);
    expect(slots.vendors[0]).toEqual({
      vassalage: 'PT',
      displayName: 'Playtech',
      gameType: 'RNG',
      isHot: 1,
      accountTypeId: expect.any(Number),
      nodeId: 'RNG-PT',
      logoUrl: '/lgw/assets/vendors/RNG/COLOR/PT.svg',
    });
    const malay = await callGateway(gateway.app, gameMenus, {}, { language: 'MS' });
    expect(malay.body.value[0]!.name).toBe('Slot');
  });

  it('gives the Jade brand its smaller set, without categories it offers nothing in', async () => {
    const royal = (await callGateway(gateway.app, gameMenus, {})).body.value;
    const jade = (await callGateway(gateway.app, gameMenus, {}, { merchantCode: 'DEMO_JADE' })).body.value;
    const count = (menus: typeof royal) => menus.reduce((sum, menu) => sum + menu.vendors.length, 0);
    expect(count(jade)).toBeLessThan(count(royal));
    expect(jade.map((menu) => menu.code)).not.toContain('COCKFIGHT');
    expect(jade.find((menu) => menu.code === 'SPORTS')!.vendors.map((vendor) => vendor.vassalage)).toEqual(['IBC', 'UG']);
  });

  it('lists the vendors of one category for a member and refuses a guest or an unknown type', async () => {
    const fish = await callGateway(gateway.app, gameVendors, { merchantCode: 'DEMO_ROYAL', gameType: 'FISH' }, { token });
    expect(fish.body.value.map((vendor) => vendor.vassalage)).toEqual(['CQ9', 'KY', 'TH', 'GG', 'BG', 'WS', 'KX']);
    expect(fish.body.value.every((vendor) => vendor.gameType === 'FISH')).toBe(true);
    const all = await callGateway(gateway.app, gameVendors, { merchantCode: 'DEMO_ROYAL' }, { token });
    expect(all.body.value.length).toBeGreaterThan(fish.body.value.length);
    expect((await callGateway(gateway.app, gameVendors, { merchantCode: 'DEMO_ROYAL' })).statusCode).toBe(401);
    const bad = await callGateway(gateway.app, gameVendors, { merchantCode: 'DEMO_ROYAL', gameType: 'POKER' }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('gameType');
  });
});

describe('gameList', () => {
  it('needs a session (the contract marks it auth)', async () => {
    const answer = await callGateway(gateway.app, gameList, { pageNo: 1, pageSize: 24 });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe(ERROR_CODE.loginRequired);
  });

  it('pages a category: pages of the asked size, no game twice, totalPages right', async () => {
    const first = await listPage({ gameType: 'RNG' });
    expect(first.statusCode).toBe(200);
    expect(first.body.value.games).toHaveLength(24);
    const all = await everyGame({ gameType: 'RNG' });
    expect(new Set(all.map((game) => game.nodeId)).size).toBe(all.length);
    expect(first.body.value.totalPages).toBe(Math.ceil(all.length / 24));
    expect(all.length).toBeGreaterThan(300);
    const past = await listPage({ gameType: 'RNG', pageNo: first.body.value.totalPages + 1 });
    expect(past.body.value).toEqual({ games: [], totalPages: first.body.value.totalPages });
    const game = first.body.value.games.find((candidate) => candidate.isGame === undefined)!;
    expect(game).toMatchObject({ gameType: 'RNG', iconUrl: `/lgw/assets/games/${game.nodeId}.svg`, gameCode: expect.any(String) });
    expect(typeof game.minBet).toBe('number');
  });

  it('lists only the vendors the brand offers', async () => {
    const royal = new Set((await everyGame({ gameType: 'RNG' })).map((game) => game.vassalage));
    const jadeGames: Game[] = [];
    const jadePage = await listPage({ gameType: 'RNG', pageSize: 100 }, { token: jadeToken, merchantCode: 'DEMO_JADE' });
    jadeGames.push(...jadePage.body.value.games);
    const jade = new Set(jadeGames.map((game) => game.vassalage));
    expect(royal.has('MG')).toBe(true);
    expect(jade.has('MG')).toBe(false);
    expect([...jade].every((vendor) => royal.has(vendor))).toBe(true);
  });

  it('filters by vendor without the vendor tile, by hot, by classification, by stake and by lines', async () => {
    const bbin = await everyGame({ gameType: 'RNG', vassalage: 'BBIN' });
    expect(bbin.length).toBe(32);
    expect(bbin.every((game) => game.vassalage === 'BBIN' && game.isGame === undefined)).toBe(true);
    const hot = await everyGame({ gameType: 'RNG', isHot: 1 });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.isHot === 1)).toBe(true);
    const jackpots = await everyGame({ gameClassify: 'jackpot' });
    expect(jackpots.length).toBeGreaterThan(0);
    expect(jackpots.every((game) => game.gameClassify === 'jackpot')).toBe(true);
    const cheap = await everyGame({ gameType: 'RNG', minBet: 0.05 });
    expect(cheap.every((game) => game.minBet! <= 0.05)).toBe(true);
    expect(cheap.some((game) => game.minBet === 0.05)).toBe(true);
    expect(cheap.length).toBeLessThan((await everyGame({ gameType: 'RNG' })).length);
    const wide = await everyGame({ gameType: 'RNG', minLineNum: 25 });
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((game) => game.minLineNum! >= 25)).toBe(true);
  });

  it('searches names without regard to case, taking % and _ literally', async () => {
    const dragons = await everyGame({ gameName: 'DRAGON' });
    expect(dragons.length).toBeGreaterThan(0);
    expect(dragons.every((game) => game.gameName!.toLowerCase().includes('dragon'))).toBe(true);
    expect((await listPage({ gameName: '%' })).body.value).toEqual({ games: [], totalPages: 0 });
    expect((await listPage({ gameName: '_' })).body.value.games).toEqual([]);
    const apostrophe = await everyGame({ gameName: "hold'em" });
    expect(apostrophe.length).toBeGreaterThan(0);
  });

  it('refuses bad paging and filters with 400 and the field', async () => {
    for (const [query, field] of [
      [{ pageNo: 0 }, 'pageNo'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ gameClassify: 'poker' }, 'gameClassify'],
      [{ minBet: -1 }, 'minBet'],
      [{ gameName: 'x'.repeat(65) }, 'gameName'],
      [{ gameName: 'a\u0000b' }, 'gameName'],
      [{ isHot: 2 }, 'isHot'],
    ] as const) {
      const answer = await listPage(query);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.badRequest);
      expect(answer.body.message).toContain(field);
    }
    const other = await listPage({ merchant: 'DEMO_JADE' });
    expect(other.statusCode).toBe(400);
    expect(other.body.message).toContain('merchant');
  });
});

describe('hotGames', () => {
  it('answers the brand hot games to a guest, optionally of one vendor, without games under maintenance', async () => {
    const answer = await callGateway(gateway.app, hotGames, { merchantCode: 'DEMO_ROYAL', isPlatform: 2 });
    expect(answer.statusCode).toBe(200);
    const list = answer.body.value.list;
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((game) => game.isHot === 1)).toBe(true);
    expect(list.map((game) => game.nodeId)).not.toContain('PT-RNG-003');
    const cq9 = await callGateway(gateway.app, hotGames, { merchantCode: 'DEMO_ROYAL', vassalage: 'CQ9' });
    expect(cq9.body.value.list.length).toBeGreaterThan(0);
    expect(cq9.body.value.list.every((game) => game.vassalage === 'CQ9')).toBe(true);
    const jade = await callGateway(gateway.app, hotGames, { merchantCode: 'DEMO_JADE' }, { merchantCode: 'DEMO_JADE' });
    expect(jade.body.value.list.length).toBeGreaterThan(0);
    expect(jade.body.value.list.some((game) => game.vassalage === 'MG')).toBe(false);
    expect((await callGateway(gateway.app, hotGames, { merchantCode: 'DEMO_ROYAL', isPlatform: 3 })).statusCode).toBe(400);
  });
});

describe('recentGames', () => {
  it('lists the games the member launched, newest first, paged by 9', async () => {
    const { token: player } = await createTestMember(gateway.db, { account: 'recent01', now: gateway.clock.now() });
    expect((await callGateway(gateway.app, recentGames, { page: 1, pageSize: 9 }, { token: player })).body.value).toEqual({ list: [], totalPages: 0 });
    const slots = (await listPage({ gameType: 'RNG', pageSize: 12, vassalage: 'CQ9' })).body.value.games;
    for (const game of slots.slice(0, 11)) {
      gateway.clock.advance(1000);
      const launched = await callGateway(gateway.app, launchGame, { nodeId: game.nodeId, vassalage: game.vassalage, gameType: 'RNG' }, { token: player });
      expect(launched.statusCode).toBe(200);
    }
    // Launching again moves a game to the front without listing it twice.
    gateway.clock.advance(1000);
    await callGateway(gateway.app, launchGame, { nodeId: slots[0]!.nodeId, vassalage: 'CQ9', gameType: 'RNG' }, { token: player });

    const first = await callGateway(gateway.app, recentGames, { clientType: 3, page: 1, pageSize: 9, gameType: 'RNG' }, { token: player });
    expect(first.body.value.totalPages).toBe(2);
    expect(first.body.value.list.map((game) => game.nodeId)).toEqual([slots[0], ...slots.slice(2, 11).reverse()].slice(0, 9).map((game) => game!.nodeId));
    const second = await callGateway(gateway.app, recentGames, { page: 2, pageSize: 9, gameType: 'RNG' }, { token: player });
    expect(second.body.value.list).toHaveLength(2);
    expect((await callGateway(gateway.app, recentGames, { page: 1, pageSize: 9, gameType: 'LIVE' }, { token: player })).body.value.list).toEqual([]);
    // Another member sees none of them.
    expect((await callGateway(gateway.app, recentGames, { page: 1, pageSize: 9 }, { token })).body.value.list).toEqual([]);
    expect((await callGateway(gateway.app, recentGames, { page: 1, pageSize: 9 })).statusCode).toBe(401);
    expect((await callGateway(gateway.app, recentGames, { page: 0, pageSize: 9 }, { token: player })).statusCode).toBe(400);
  });
});
