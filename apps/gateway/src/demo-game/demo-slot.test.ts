import type * as NodeCrypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE, launchGame, logout, missionSummary, winnerBoard } from '@platform/api/contract';
import type { Envelope } from '@platform/api/contract';
import { hashToken, revokeOtherSessions, SESSION_TTL_MS } from '../accounts/session-store';
import type { Database } from '../db/database';
import { TEST_DATABASE_URL } from '../db/postgres-test-database';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import { createPostgresTestGateway } from '../test/postgres-test-gateway';
import type { PostgresTestGateway } from '../test/postgres-test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { DEMO_SESSION_TTL_MS, TRY_PLAY_BALANCE } from './game-session';
import type { DemoGameLaunch } from './game-session';
import { LAUNCH_TICKET_TTL_MS, launchDemoGame } from './launch-ticket';
import type { SpinResult } from './spin';

// The reels are drawn with crypto.randomInt: a test can force the next draws.
const forcedDraws: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  return { ...original, randomInt: (bound: number) => forcedDraws.shift() ?? original.randomInt(bound) };
});

const SESSION_ATTRIBUTE = /data-session="([A-Za-z0-9_-]{43})"/;
/** What a browser asks for when it opens the game's frame. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let gateway: TestGateway;
let player: { memberId: number; token: string };

function launch(overrides: Partial<DemoGameLaunch> = {}): DemoGameLaunch {
  return {
    memberId: player.memberId,
    memberSessionHash: hashToken(player.token),
    merchantCode: 'DEMO_ROYAL',
    nodeId: 'PT-RNG-001',
    gameName: 'Fortune <Dragon>',
    vassalage: 'PT',
    tryPlay: false,
    language: 'EN',
    ...overrides,
  };
}

/** Opens the page of a launch's address (exchanging its ticket) and answers it with the session token it holds. */
async function openPage(app: FastifyInstance, url: string) {
  const page = await app.inject({ method: 'GET', url, headers: BROWSER });
  return { page, token: SESSION_ATTRIBUTE.exec(page.body)?.[1] ?? null };
}

/** Launches the slot as the game launch does, opens its page, and answers the game session's token. */
async function openSlot(overrides: Partial<DemoGameLaunch> = {}): Promise<string> {
  const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch(overrides), gateway.clock.now()));
  const { token } = await openPage(gateway.app, url);
  if (token === null) throw new Error(`The slot page of ${url} holds no session`);
  return token;
}

async function spinOn(app: FastifyInstance, session: string, bet: unknown, requestId: string) {
  const response = await app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: { session, bet, requestId } });
  return { statusCode: response.statusCode, body: response.json<Envelope<SpinResult>>() };
}

const spin = (session: string, bet: unknown, requestId: string) => spinOn(gateway.app, session, bet, requestId);

async function mainBalanceIn(db: Database, memberId: number): Promise<number> {
  const result = await db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'MAIN'", [memberId]);
  return result.rows[0]?.balance ?? 0;
}

const mainBalance = (memberId: number) => mainBalanceIn(gateway.db, memberId);

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await gateway.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
}

beforeAll(async () => {
  gateway = await createTestGateway();
  player = await createTestMember(gateway.db, { account: 'slotplayer01', now: gateway.clock.now() });
  await fundMember(gateway.db, player.memberId, 100);
});

afterAll(async () => {
  await gateway.close();
});

describe('launchDemoGame', () => {
  it('answers the slot address with a one-time ticket, stored only hashed, for a session of the login session', async () => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch(), gateway.clock.now()));
    expect(url).toMatch(/^\/lgw\/demo\/slot\?ticket=[A-Za-z0-9_-]{43}$/);
    const ticket = new URL(url, 'http://gateway.test').searchParams.get('ticket')!;
    const stored = await gateway.db.query<{ ticket_hash: string; expires_at: Date; used_at: Date | null; member_session_hash: string; session_expires_at: Date; game_type: string }>(
      `select t.ticket_hash, t.expires_at, t.used_at, g.member_session_hash, g.expires_at as session_expires_at, g.game_type
         from game_launch_ticket t join demo_game_session g on g.token_hash = t.game_session_hash
        where t.ticket_hash = $1`,
      [hashToken(ticket)],
    );
    const now = gateway.clock.now().getTime();
    expect(stored.rows).toEqual([
      {
        ticket_hash: hashToken(ticket),
        expires_at: new Date(now + LAUNCH_TICKET_TTL_MS),
        used_at: null,
        member_session_hash: hashToken(player.token),
        session_expires_at: new Date(now + DEMO_SESSION_TTL_MS),
        game_type: 'RNG',
      },
    ]);
    expect(await count('game_launch_ticket where ticket_hash = $1', [ticket])).toBe(0);
  });
});

describe('the launch ticket', () => {
  it('is exchanged once: the page holds a new session token, and the address it came with opens nothing again', async () => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch(), gateway.clock.now()));
    const ticket = new URL(url, 'http://gateway.test').searchParams.get('ticket')!;
    const first = await openPage(gateway.app, url);
    expect(first.page.statusCode).toBe(200);
    expect(first.page.headers['cache-control']).toBe('no-store');
    expect(first.page.headers.location).toBeUndefined();
    expect(first.token).not.toBeNull();
    expect(first.token).not.toBe(ticket);
    // The token is in the page for its script only: in no address of the page.
    expect(first.page.body.split(first.token!)).toHaveLength(2);
    expect(first.page.body).not.toMatch(new RegExp(`(href|src|action)="[^"]*${first.token}`));
    expect(first.page.body).toContain('<meta name="referrer" content="no-referrer">');
    const session = await gateway.db.query<{ used_at: Date | null; token_hash: string }>(
      'select t.used_at, g.token_hash from game_launch_ticket t join demo_game_session g on g.token_hash = t.game_session_hash where t.ticket_hash = $1',
      [hashToken(ticket)],
    );
    expect(session.rows[0]).toEqual({ used_at: gateway.clock.now(), token_hash: hashToken(first.token!) });

    const again = await openPage(gateway.app, url);
    expect(again.page.statusCode).toBe(410);
    expect(again.page.headers['content-type']).toContain('text/html');
    expect(again.page.body).toContain('This game link has already been used or has expired. Close the game and launch it again.');
    expect(again.token).toBeNull();
    // The session itself plays on in the first page.
    forcedDraws.push(1, 7, 13); // cherry, lemon, bell: no win
    expect((await spin(first.token!, 0.1, 'ticket-once-1')).statusCode).toBe(200);
  });

  it('expires after a minute', async () => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch(), gateway.clock.now()));
    gateway.clock.advance(LAUNCH_TICKET_TTL_MS);
    const late = await openPage(gateway.app, url);
    expect(late.page.statusCode).toBe(410);
    expect(late.page.body).toContain('launch it again');
    expect(late.token).toBeNull();
  });

  it('answers the "launch again" page to the bare address (a reload), an unknown ticket and the old ?session= address', async () => {
    for (const url of ['/lgw/demo/slot', `/lgw/demo/slot?ticket=${'a'.repeat(43)}`, `/lgw/demo/slot?session=${'b'.repeat(43)}`]) {
      const answer = await gateway.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(answer.statusCode, url).toBe(410);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(answer.body, url).toContain('This game link has already been used or has expired');
    }
    expect((await gateway.app.inject({ method: 'GET', url: '/lgw/demo/slot?ticket=short', headers: BROWSER })).statusCode).toBe(400);
  });

  it('answers a client that is not a browser with the envelope', async () => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch(), gateway.clock.now()));
    gateway.clock.advance(LAUNCH_TICKET_TTL_MS);
    const answer = await gateway.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toMatchObject({ success: false, code: ERROR_CODE.tokenExpired, message: expect.stringContaining('launch the game again') });
  });

  it('opens nothing once the member logged out between the launch and the page', async () => {
    const member = await createTestMember(gateway.db, { account: 'slotleaver01', now: gateway.clock.now() });
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch({ memberId: member.memberId, memberSessionHash: hashToken(member.token) }), gateway.clock.now()));
    expect((await callGateway(gateway.app, logout, {}, { token: member.token })).statusCode).toBe(200);
    const page = await openPage(gateway.app, url);
    expect(page.page.statusCode).toBe(401);
    expect(page.page.body).toContain('This game session has ended: you logged out or your session expired.');
    expect(page.token).toBeNull();
  });
});

describe('the slot page', () => {
  it('is a self-contained page in the session language, with no inline script or style', async () => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch({ language: 'CN' }), gateway.clock.now()));
    const page = await gateway.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Fortune &#60;Dragon&#62;');
    expect(html).toContain('<script src="/lgw/demo/slot/slot.js" defer></script>');
    expect(html).toContain('<link rel="stylesheet" href="/lgw/demo/slot/slot.css">');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=|<style|\son[a-z]+=/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<label for="bet">投注额</label>');
    expect(html).toContain('>旋转</button>');
    expect(html).toContain('赔付表');
    expect(html.match(/<option /g)).toHaveLength(7);
    expect(html).toContain('<dd id="balance">99.90</dd>');
  });

  it.each([
    ['MS', 'ms', 'Putar', 'Baki'],
    ['EN', 'en', 'Spin', 'Balance'],
  ])('speaks %s', async (language, lang, spinText, balanceText) => {
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch({ language }), gateway.clock.now()));
    const html = (await gateway.app.inject({ method: 'GET', url, headers: BROWSER })).body;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`>${spinText}</button>`);
    expect(html).toContain(`<dt>${balanceText}</dt>`);
  });

  it('serves its stylesheet and script as files, the script with no eval and reduced motion respected', async () => {
    const css = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/slot/slot.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('@media (prefers-reduced-motion: reduce)');
    const js = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/slot/slot.js' });
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.body).toContain("fetch('/lgw/demo/slot/spin'");
    expect(js.body).toContain('prefers-reduced-motion: reduce');
    expect(js.body).not.toMatch(/\beval\(|new Function|innerHTML/);
    expect(() => new Function(js.body)).not.toThrow();
  });
});

describe('spins', () => {
  it('debits the bet, credits the win, records BET and WIN and earns points', async () => {
    const session = await openSlot();
    forcedDraws.push(0, 0, 7); // cherry, cherry, lemon: 2× the bet
    const answer = await spin(session, 2, 'spin-1');
    expect(answer.statusCode).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({ reels: ['CHERRY', 'CHERRY', 'LEMON'], bet: 2, win: 4, multiple: 2, balance: 101.9, bigWin: false, tryPlay: false });
    expect(await mainBalance(player.memberId)).toBe(101.9);
    const entries = await gateway.db.query<{ type: string; amount: number }>('select type, amount::float8 as amount from ledger_entry where reference_no = $1 order by id', [value.referenceNo]);
    expect(entries.rows).toEqual([
      { type: 'BET', amount: -2 },
      { type: 'WIN', amount: 4 },
    ]);
    const points = await gateway.db.query<{ points: number }>('select points from points_account where member_id = $1', [player.memberId]);
    expect(points.rows[0]!.points).toBe(21);
  });

  it('answers a replayed requestId with the first result, and refuses it with another bet (409)', async () => {
    const session = await openSlot();
    const first = await spin(session, 1, 'spin-2');
    const replay = await spin(session, 1, 'spin-2');
    expect(replay.body.value).toEqual(first.body.value);
    expect(await count("ledger_entry where request_id = 'spin-2' and type = 'BET'", [])).toBe(1);
    expect((await spin(session, 2, 'spin-2')).statusCode).toBe(409);
  });

  it('puts a big win on the winner board', async () => {
    const session = await openSlot({ gameName: 'Diamond Rush' });
    forcedDraws.push(22, 22, 22); // the last ticket of 23 on each reel: diamond
    const answer = await spin(session, 0.1, 'spin-3');
    expect(answer.body.value).toMatchObject({ reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'], win: 50, multiple: 500, bigWin: true });
    const board = await gateway.db.query<{ account: string; game_name: string; win_amount: number; merchant_code: string }>(
      'select account, game_name, win_amount::float8 as win_amount, merchant_code from big_win order by id desc limit 1',
    );
    expect(board.rows[0]).toEqual({ account: 'slotplayer01', game_name: 'Diamond Rush', win_amount: 50, merchant_code: 'DEMO_ROYAL' });
  });

  it('refuses a bet the wallet cannot cover with INSUFFICIENT_BALANCE', async () => {
    const poor = await createTestMember(gateway.db, { account: 'slotpoor01', now: gateway.clock.now() });
    await fundMember(gateway.db, poor.memberId, 0.5);
    const session = await openSlot({ memberId: poor.memberId, memberSessionHash: hashToken(poor.token) });
    const answer = await spin(session, 1, 'spin-4');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    expect(await mainBalance(poor.memberId)).toBe(0.5);
  });

  it('plays a free trial with pretend money and never touches the wallet', async () => {
    const before = await mainBalance(player.memberId);
    const url = await gateway.db.transaction((tx) => launchDemoGame(tx, launch({ tryPlay: true }), gateway.clock.now()));
    const { page, token } = await openPage(gateway.app, url);
    expect(page.body).toContain('Free play: pretend money');
    expect(page.body).toContain('<dd id="balance">2,000.00</dd>');
    forcedDraws.push(1, 7, 13); // cherry, lemon, bell: no win
    const answer = await spin(token!, 10, 'spin-5');
    expect(answer.body.value).toMatchObject({ tryPlay: true, win: 0, balance: TRY_PLAY_BALANCE - 10, referenceNo: null });
    expect(await mainBalance(player.memberId)).toBe(before);
  });

  it("never gives a free trial's spins of a real account points, a big win or mission progress", async () => {
    const tryer = await createTestMember(gateway.db, { account: 'slottryer01', now: gateway.clock.now() });
    await fundMember(gateway.db, tryer.memberId, 50);
    const missionsBefore = (await callGateway(gateway.app, missionSummary, {}, { token: tryer.token })).body.value;
    const bigWinsBefore = await count('big_win', []);
    const session = await openSlot({ memberId: tryer.memberId, memberSessionHash: hashToken(tryer.token), tryPlay: true, gameName: 'Trial Diamonds' });
    forcedDraws.push(22, 22, 22);
    const answer = await spin(session, 10, 'try-big-1');
    expect(answer.body.value).toMatchObject({ reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'], win: 5000, tryPlay: true, bigWin: false, referenceNo: null, balance: 6990 });
    expect(await mainBalance(tryer.memberId)).toBe(50);
    expect(await count('ledger_entry where member_id = $1 and type in ($2, $3)', [tryer.memberId, 'BET', 'WIN'])).toBe(0);
    expect(await count('points_entry where member_id = $1', [tryer.memberId])).toBe(0);
    expect(await count('big_win', [])).toBe(bigWinsBefore);
    expect(await count("money_request where member_id = $1 and request_id = 'try-big-1' and kind = 'TRY_SPIN'", [tryer.memberId])).toBe(1);
    const board = await callGateway(gateway.app, winnerBoard, { gameCategory: 'ALL', limitNum: 100 });
    expect(board.body.value.some((entry) => entry.vo.gameName === 'Trial Diamonds')).toBe(false);
    expect((await callGateway(gateway.app, missionSummary, {}, { token: tryer.token })).body.value).toEqual(missionsBefore);
  });

  it('answers an unknown or expired game session with a 401 envelope', async () => {
    const session = await openSlot();
    const unknown = await spin('b'.repeat(43), 1, 'spin-6');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, code: ERROR_CODE.tokenExpired });
    gateway.clock.advance(DEMO_SESSION_TTL_MS + 1);
    expect((await spin(session, 1, 'spin-7')).statusCode).toBe(401);
  });

  it.each([{ bet: 0.15 }, { bet: 20 }, { bet: -1 }, { requestId: '' }, { session: 'short' }])('refuses the malformed spin %j with 400', async (input) => {
    const body = { session: 'c'.repeat(43), bet: 1, requestId: 'spin-8', ...input };
    const response = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.badRequest });
  });
});

describe('a game session ends with its login session', () => {
  async function playerWithSlot(account: string, sessionCreatedAt = gateway.clock.now()) {
    const member = await createTestMember(gateway.db, { account, now: sessionCreatedAt });
    await fundMember(gateway.db, member.memberId, 20);
    const session = await openSlot({ memberId: member.memberId, memberSessionHash: hashToken(member.token) });
    expect((await spin(session, 1, `${account}-before`)).statusCode).toBe(200);
    return { ...member, session };
  }

  async function expectRefused(memberId: number, session: string, requestId: string) {
    const before = await mainBalance(memberId);
    const answer = await spin(session, 1, requestId);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: ERROR_CODE.tokenExpired });
    expect(answer.body.message).toContain('log in and launch the game again');
    expect(await mainBalance(memberId)).toBe(before);
    expect(await count('money_request where member_id = $1 and request_id = $2', [memberId, requestId])).toBe(0);
  }

  it('refuses spins after logout, with the balance unchanged', async () => {
    const member = await playerWithSlot('slotlogout01');
    expect((await callGateway(gateway.app, logout, {}, { token: member.token })).statusCode).toBe(200);
    await expectRefused(member.memberId, member.session, 'slotlogout01-after');
  });

  it('refuses spins once the login session expired, while the game session itself would still run', async () => {
    // A login session ten minutes from its end, that the site no longer uses (nothing extends it).
    const member = await playerWithSlot('slotexpiry01', new Date(gateway.clock.now().getTime() - SESSION_TTL_MS + 10 * 60_000));
    gateway.clock.advance(10 * 60_000);
    await expectRefused(member.memberId, member.session, 'slotexpiry01-after');
  });

  it('refuses spins once the login session is revoked (a password change on another device)', async () => {
    const member = await playerWithSlot('slotrevoked01');
    await revokeOtherSessions(gateway.db, member.memberId, null, gateway.clock.now());
    await expectRefused(member.memberId, member.session, 'slotrevoked01-after');
  });

  it('keeps the ledger balanced', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});

describe('a trial account', () => {
  it('launched for real play gets the free trial: pretend money, no wallet movement, points or big win, even on a huge win', async () => {
    const trial = await createTestMember(gateway.db, { account: 'slottrial01', type: 4, now: gateway.clock.now() });
    await fundMember(gateway.db, trial.memberId, 30);
    const bigWinsBefore = await count('big_win', []);
    const game = await gateway.db.query<{ node_id: string; vendor_code: string }>(
      "select node_id, vendor_code from game where support_play = 0 and not under_maintenance and game_type = 'RNG' order by sort limit 1",
    );
    const { node_id: nodeId, vendor_code: vassalage } = game.rows[0]!;
    const launched = await callGateway(gateway.app, launchGame, { nodeId, vassalage, gameType: 'RNG', tryPlay: false }, { token: trial.token });
    expect(launched.statusCode).toBe(200);
    const { page, token } = await openPage(gateway.app, launched.body.value.url);
    expect(page.body).toContain('Free play: pretend money');
    forcedDraws.push(22, 22, 22);
    const answer = await spin(token!, 10, 'trial-huge-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ tryPlay: true, win: 5000, bigWin: false, referenceNo: null, balance: TRY_PLAY_BALANCE - 10 + 5000 });
    expect(await mainBalance(trial.memberId)).toBe(30);
    expect(await count('ledger_entry where member_id = $1 and type in ($2, $3)', [trial.memberId, 'BET', 'WIN'])).toBe(0);
    expect(await count('points_entry where member_id = $1', [trial.memberId])).toBe(0);
    expect(await count('big_win', [])).toBe(bigWinsBefore);
  });
});

// The must-show: spins racing a logout never move money after the logout answered. On
// PGlite (one connection: transactions take turns) and, when the test command started a
// PostgreSQL server, on PostgreSQL with many connections racing for real.
type RaceGateway = Pick<PostgresTestGateway, 'app' | 'db' | 'clock'>;

async function spinsRacingLogout(race: RaceGateway, account: string): Promise<void> {
  const member = await createTestMember(race.db, { account, now: race.clock.now() });
  await fundMember(race.db, member.memberId, 500);
  const launched = await callGateway(race.app, launchGame, { nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG' }, { token: member.token });
  const { token } = await openPage(race.app, launched.body.value.url);
  const during = Array.from({ length: 40 }, (_, index) => spinOn(race.app, token!, 1, `${account}-during-${index}`));
  const loggedOut = await callGateway(race.app, logout, {}, { token: member.token });
  expect(loggedOut.statusCode).toBe(200);
  const balanceWhenLoggedOut = await mainBalanceIn(race.db, member.memberId);
  const after = await Promise.all(Array.from({ length: 10 }, (_, index) => spinOn(race.app, token!, 1, `${account}-after-${index}`)));
  const answered = await Promise.all(during);

  expect(after.map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
  expect(answered.every((answer) => answer.statusCode === 200 || answer.statusCode === 401)).toBe(true);
  expect(await mainBalanceIn(race.db, member.memberId)).toBe(balanceWhenLoggedOut);
  // Exactly the spins answered 200 moved money.
  const played = answered.filter((answer) => answer.statusCode === 200).map((answer) => answer.body.value);
  const bets = await race.db.query<{ n: number }>("select count(*)::int as n from ledger_entry where member_id = $1 and type = 'BET'", [member.memberId]);
  expect(bets.rows[0]!.n).toBe(played.length);
  const net = played.reduce((sum, spun) => sum + spun.win - spun.bet, 0);
  expect(await mainBalanceIn(race.db, member.memberId)).toBeCloseTo(500 + net, 2);
  const audit = await auditLedger(race.db);
  expect(audit.unbalancedWallets).toEqual([]);
}

describe('spins racing a logout', () => {
  it('never move money after the logout answered (PGlite)', async () => {
    await spinsRacingLogout(gateway, 'slotrace01');
  });

  it.skipIf(!TEST_DATABASE_URL)('never move money after the logout answered (PostgreSQL)', async () => {
    const race = await createPostgresTestGateway(TEST_DATABASE_URL!);
    try {
      await spinsRacingLogout(race, 'slotrace02');
    } finally {
      await race.close();
    }
  });
});
