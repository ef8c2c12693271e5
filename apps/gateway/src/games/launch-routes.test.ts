import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, TRIAL_ACCOUNT_TYPE, gameLaunchFB, launchGame, lotteryRecentMenu, pvpRooms, recentGames } from '@platform/api/contract';
import type { Game } from '@platform/api/contract';
import { hashToken } from '../accounts/session-store';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;
let token: string;
let jadeToken: string;
let trialToken: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  ({ token } = await createTestMember(gateway.db, { account: 'launch01', now: gateway.clock.now() }));
  ({ token: jadeToken } = await createTestMember(gateway.db, { account: 'launch02', merchantCode: 'DEMO_JADE', now: gateway.clock.now() }));
  ({ token: trialToken } = await createTestMember(gateway.db, { account: 'launchtrial01', type: TRIAL_ACCOUNT_TYPE, now: gateway.clock.now() }));
});

afterAll(async () => {
  await gateway.close();
});

async function gameWith(where: string): Promise<{ node_id: string; vendor_code: string; game_type: string; game_code: string }> {
  const found = await gateway.db.query<{ node_id: string; vendor_code: string; game_type: string; game_code: string }>(
    `select node_id, vendor_code, game_type, game_code from game where ${where} order by sort limit 1`,
  );
  return found.rows[0]!;
}

/** The demo-game session that a launch's address (its ticket) opens, as stored. */
async function launchedSession(url: string): Promise<{ try_play: boolean; member_session_hash: string; pretend_balance: number }> {
  const ticket = new URL(url, 'http://gateway.test').searchParams.get('ticket')!;
  const found = await gateway.db.query<{ try_play: boolean; member_session_hash: string; pretend_balance: number }>(
    `select g.try_play, g.member_session_hash, g.pretend_balance::float8 as pretend_balance
       from game_launch_ticket t join demo_game_session g on g.token_hash = t.game_session_hash where t.ticket_hash = $1`,
    [hashToken(ticket)],
  );
  return found.rows[0]!;
}

const lottery = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'SEA', lottoGameCode: 'SEA_SSC1', lottoView: 'betting', backUrl: '/lott' };

describe('launchGame: third-party games', () => {
  it('opens the demo game and records the game as recent', async () => {
    const answer = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG' }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.url).toMatch(/^\/lgw\/demo\/slot\?ticket=[A-Za-z0-9_-]{43}$/);
    const recent = await callGateway(gateway.app, recentGames, { page: 1, pageSize: 9 }, { token });
    expect(recent.body.value.list.map((game) => game.nodeId)).toEqual(['PT-RNG-001']);
  });

  it("launches a vendor's first game when no node or code is named (a sports lobby, cockfight)", async () => {
    const answer = await callGateway(gateway.app, launchGame, { vassalage: 'WS', gameType: 'COCKFIGHT' }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.url).toMatch(/^\/lgw\/demo\//);
    const byCode = await callGateway(gateway.app, launchGame, { vassalage: 'IBC', gameType: 'SPORTS', gameCode: 'IBC_SPORTS_002' }, { token });
    expect(byCode.statusCode).toBe(200);
  });

  it('offers a free trial only for a game with supportPlay 0', async () => {
    const trial = await gameWith("support_play = 0 and not under_maintenance and game_type = 'RNG'");
    const paid = await gameWith("support_play = 1 and not under_maintenance and is_game is null and game_type = 'RNG'");
    const tried = await callGateway(gateway.app, launchGame, { nodeId: trial.node_id, vassalage: trial.vendor_code, gameType: 'RNG', tryPlay: true }, { token });
    expect(tried.statusCode).toBe(200);
    const refused = await callGateway(gateway.app, launchGame, { nodeId: paid.node_id, vassalage: paid.vendor_code, gameType: 'RNG', tryPlay: true }, { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('no free trial');
  });

  it('answers a one-time ticket for a game session of the launching login session, which the page exchanges once', async () => {
    const answer = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG' }, { token });
    const { url } = answer.body.value;
    expect(await launchedSession(url)).toMatchObject({ try_play: false, member_session_hash: hashToken(token) });
    const page = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-session="[A-Za-z0-9_-]{43}"/);
    const reused = await gateway.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('launch it again');
    expect(reused.body).not.toMatch(/data-session=/);
  });

  it('refuses a game under maintenance with the brand hot games in the failure value', async () => {
    const answer = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-003', vassalage: 'PT', gameType: 'RNG' }, { token });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: ERROR_CODE.gameMaintenance });
    const { hotGames } = answer.body.value as unknown as { hotGames: Game[] };
    expect(hotGames.length).toBeGreaterThan(0);
    expect(hotGames.every((game) => game.isHot === 1 && game.nodeId !== 'PT-RNG-003')).toBe(true);
  });

  it('refuses unknown games, games of another brand, mismatched vendors and vendor tiles', async () => {
    const unknown = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-999', vassalage: 'PT', gameType: 'RNG' }, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.code).toBe(ERROR_CODE.notFound);
    const notJade = await callGateway(gateway.app, launchGame, { nodeId: 'MG-RNG-001', vassalage: 'MG', gameType: 'RNG' }, { token: jadeToken, merchantCode: 'DEMO_JADE' });
    expect(notJade.statusCode).toBe(404);
    const mismatch = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'CQ9', gameType: 'RNG' }, { token });
    expect(mismatch.statusCode).toBe(400);
    const tile = await callGateway(gateway.app, launchGame, { nodeId: 'KY-PVP-LOBBY', vassalage: 'KY', gameType: 'PVP' }, { token });
    expect(tile.statusCode).toBe(400);
    expect(tile.body.message).toContain("game list");
    const missing = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001' }, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('vassalage and gameType');
    const unsafeBack = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG', backUrl: 'javascript:alert(1)' }, { token });
    expect(unsafeBack.statusCode).toBe(400);
  });

  it("refuses a back link off the site and the brand's domains, and keeps the brand's own", async () => {
    const slot = { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG' };
    for (const backUrl of ['https://evil.example/', '//evil.example', 'https://royal-lotto.example@evil.example/', 'https://www.jade-palace.example/']) {
      const answer = await callGateway(gateway.app, launchGame, { ...slot, backUrl }, { token });
      expect(answer.statusCode, backUrl).toBe(400);
      expect(answer.body.message, backUrl).toContain('backUrl');
    }
    const own = await callGateway(gateway.app, launchGame, { ...lottery, backUrl: 'https://www.royal-lotto.example/#/lott' }, { token });
    expect(own.statusCode).toBe(200);
    expect(new URL(own.body.value.url, 'http://gateway.test').searchParams.get('backUrl')).toBe('https://www.royal-lotto.example/#/lott');
  });

  it('needs a session', async () => {
    const answer = await callGateway(gateway.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe(ERROR_CODE.loginRequired);
  });
});

describe('launchGame: a trial account', () => {
  it('always gets the free trial, whatever tryPlay says, with pretend money', async () => {
    const trial = await gameWith("support_play = 0 and not under_maintenance and game_type = 'RNG'");
    for (const tryPlay of [false, undefined, true]) {
      const answer = await callGateway(gateway.app, launchGame, { nodeId: trial.node_id, vassalage: trial.vendor_code, gameType: 'RNG', tryPlay }, { token: trialToken });
      expect(answer.statusCode, String(tryPlay)).toBe(200);
      expect(await launchedSession(answer.body.value.url), String(tryPlay)).toEqual({ try_play: true, member_session_hash: hashToken(trialToken), pretend_balance: 2000 });
      const page = await gateway.app.inject({ method: 'GET', url: answer.body.value.url });
      expect(page.body).toContain('Free play: pretend money');
    }
  });

  it('is refused a game without a free trial, and FB sports, as real-account actions', async () => {
    const paid = await gameWith("support_play = 1 and not under_maintenance and is_game is null and game_type = 'RNG'");
    const answer = await callGateway(gateway.app, launchGame, { nodeId: paid.node_id, vassalage: paid.vendor_code, gameType: 'RNG' }, { token: trialToken });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatchObject({ success: false, code: ERROR_CODE.realAccountRequired });
    expect(answer.body.message).toContain('real account');
    const fb = await callGateway(gateway.app, gameLaunchFB, { vassalage: 'FB' }, { token: trialToken });
    expect(fb.statusCode).toBe(403);
    expect(fb.body.code).toBe(ERROR_CODE.realAccountRequired);
  });
});

describe('launchGame: the lottery', () => {
  it('answers the built-in lottery page for the game and records it for the recent menu', async () => {
    const answer = await callGateway(gateway.app, launchGame, lottery, { token, language: 'CN' });
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.body.value.url, 'http://gateway.test');
    expect(url.pathname).toBe('/lgw/demo/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchantCode: 'DEMO_ROYAL',
      gameCode: 'SEA_SSC1',
      prizeMode: 'SEA',
      view: 'betting',
      lang: 'zh',
      backUrl: '/lott',
      // The one-time ticket of the page's game session: the page takes the member's bets.
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const page = await gateway.app.inject({ method: 'GET', url: answer.body.value.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('东南亚时时彩1分钟');
    expect(page.body).toContain('<form id="bet-form"');
    const recent = await callGateway(gateway.app, lotteryRecentMenu, { prizeMode: 'SEA', device: 'WEB' }, { token });
    expect(recent.body.value[0]!.games.map((game) => game.gameCode)).toEqual(['SEA_SSC1']);
  });

  it("opens the lobby at the prize mode's first game when no game is named", async () => {
    const answer = await callGateway(gateway.app, launchGame, { ...lottery, lottoGameCode: undefined, lottoView: 'lobby', lottoPrizeMode: 'Lott' }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.url).toContain('view=lobby');
    expect(answer.body.value.url).toContain('prizeMode=Lott');
  });

  it('sends a lottery vendor tile launched as a third-party game to the lottery page', async () => {
    const tile = await gameWith("vendor_code = 'TCG_LOTTO_VN'");
    const answer = await callGateway(gateway.app, launchGame, { nodeId: tile.node_id, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.url).toContain(`/lgw/demo/lottery?merchantCode=DEMO_ROYAL&gameCode=${tile.game_code}`);
  });

  it('validates every lottery parameter', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...lottery, lottoArea: 'TH' }, 'lottoArea'],
      [{ ...lottery, launchMode: 'GAME' }, 'launchMode'],
      [{ ...lottery, launchMode: undefined }, 'launchMode LOTT'],
      [{ ...lottery, lottoPrizeMode: 'XX' }, 'lottoPrizeMode'],
      [{ ...lottery, lottoView: 'grid' }, 'lottoView'],
      [{ ...lottery, lottoView: undefined }, 'lottoView'],
      [{ ...lottery, lottoGameCode: undefined }, 'lottoGameCode'],
      [{ ...lottery, lottoGameCode: 'bad code!' }, 'lottoGameCode'],
      [{ ...lottery, backUrl: '//evil.example' }, 'backUrl'],
      [lottery, 'language', 'xx-klingon'],
    ];
    for (const [input, field, language] of cases) {
      const answer = await callGateway(gateway.app, launchGame, input, { token, ...(language ? { language } : {}) });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.body.message, field).toContain(field);
    }
  });

  it("refuses a device the lottery doesn't know", async () => {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?${new URLSearchParams({ ...lottery, merchantCode: 'DEMO_ROYAL', device: 'FRIDGE' })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('device');
  });

  it('answers 404 for a game of another prize mode or a vendor the brand lacks', async () => {
    const otherMode = await callGateway(gateway.app, launchGame, { ...lottery, lottoPrizeMode: 'Lott' }, { token });
    expect(otherMode.statusCode).toBe(404);
    const jade = await callGateway(gateway.app, launchGame, { ...lottery, lottoPrizeMode: 'ZY', lottoGameCode: 'VN_SSC1' }, { token: jadeToken, merchantCode: 'DEMO_JADE' });
    expect(jade.statusCode).toBe(404);
  });
});

describe('gameLaunchFB', () => {
  it('launches FB sports where the brand has it, and answers 404 where it does not', async () => {
    const royal = await callGateway(gateway.app, gameLaunchFB, { vassalage: 'FB' }, { token });
    expect(royal.statusCode).toBe(200);
    expect(royal.body.value.url).toMatch(/^\/lgw\/demo\//);
    const jade = await callGateway(gateway.app, gameLaunchFB, {}, { token: jadeToken, merchantCode: 'DEMO_JADE' });
    expect(jade.statusCode).toBe(404);
    expect(jade.body.message).toContain('no FB sports');
    expect((await callGateway(gateway.app, gameLaunchFB, { vassalage: 'IBC' }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, gameLaunchFB, {})).statusCode).toBe(401);
  });
});

describe('pvpRooms', () => {
  it('answers the same rooms of a PvP game every time, localized, stakes rising', async () => {
    const game = await gameWith("vendor_code = 'KY' and game_type = 'PVP' and is_game is null");
    const first = await callGateway(gateway.app, pvpRooms, { vassalage: 'KY', gameCode: game.game_code }, { token, language: 'EN' });
    expect(first.statusCode).toBe(200);
    const rooms = first.body.value;
    expect(rooms.map((room) => room.name)).toEqual(['Novice Room', 'Regular Room', 'Advanced Room', 'VIP Room']);
    expect(rooms.map((room) => room.minBet)).toEqual([...rooms.map((room) => room.minBet)].sort((a, b) => a - b));
    expect(rooms.every((room) => room.minBalance! > room.minBet && room.players! >= 1)).toBe(true);
    expect((await callGateway(gateway.app, pvpRooms, { vassalage: 'KY', gameCode: game.game_code }, { token, language: 'EN' })).body.value).toEqual(rooms);
    const chinese = await callGateway(gateway.app, pvpRooms, { vassalage: 'KY' }, { token, language: 'CN' });
    expect(chinese.body.value[0]!.name).toBe('新手场');
  });

  it('refuses a vendor without PvP games, an unknown game and a guest', async () => {
    expect((await callGateway(gateway.app, pvpRooms, { vassalage: 'PT' }, { token })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, pvpRooms, { vassalage: 'KY', gameCode: 'KY_PVP_999' }, { token })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, pvpRooms, {}, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, pvpRooms, { vassalage: 'KY' })).statusCode).toBe(401);
  });
});
