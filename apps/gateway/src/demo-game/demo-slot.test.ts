import type * as NodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '@platform/api/contract';
import type { Envelope } from '@platform/api/contract';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { createDemoGameSession, DEMO_SESSION_TTL_MS, TRY_PLAY_BALANCE } from './game-session';
import type { DemoGameLaunch } from './game-session';
import type { SpinResult } from './spin';

// The reels are drawn with crypto.randomInt: a test can force the next draws.
const forcedDraws: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  return { ...original, randomInt: (bound: number) => forcedDraws.shift() ?? original.randomInt(bound) };
});

let gateway: TestGateway;
let player: { memberId: number; token: string };

function launch(overrides: Partial<DemoGameLaunch> = {}): DemoGameLaunch {
  return { memberId: player.memberId, merchantCode: 'DEMO_ROYAL', nodeId: 'PT-RNG-001', gameName: 'Fortune <Dragon>', vassalage: 'PT', tryPlay: false, language: 'EN', ...overrides };
}

async function openSlot(overrides: Partial<DemoGameLaunch> = {}): Promise<string> {
  const path = await createDemoGameSession(gateway.db, launch(overrides), gateway.clock.now());
  return new URL(path, 'http://gateway.test').searchParams.get('session')!;
}

async function spin(session: string, bet: unknown, requestId: string) {
  const response = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/slot/spin', payload: { session, bet, requestId } });
  return { statusCode: response.statusCode, body: response.json<Envelope<SpinResult>>() };
}

async function mainBalance(memberId: number): Promise<number> {
  const result = await gateway.db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'MAIN'", [memberId]);
  return result.rows[0]?.balance ?? 0;
}

beforeAll(async () => {
  gateway = await createTestGateway();
  player = await createTestMember(gateway.db, { account: 'slotplayer01' });
  await fundMember(gateway.db, player.memberId, 100);
});

afterAll(async () => {
  await gateway.close();
});

describe('createDemoGameSession', () => {
  it('answers the slot address with a single-purpose token stored only hashed', async () => {
    const path = await createDemoGameSession(gateway.db, launch(), gateway.clock.now());
    expect(path).toMatch(/^\/lgw\/demo\/slot\?session=[A-Za-z0-9_-]{43}$/);
    const token = path.split('=')[1]!;
    const stored = await gateway.db.query<{ token_hash: string; game_type: string; expires_at: Date }>('select token_hash, game_type, expires_at from demo_game_session');
    expect(stored.rows.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.rows.at(-1)).toMatchObject({ game_type: 'RNG', expires_at: new Date(gateway.clock.now().getTime() + DEMO_SESSION_TTL_MS) });
  });
});

describe('the slot page', () => {
  it('is a self-contained page in the session language, with no inline script or style', async () => {
    const session = await openSlot({ language: 'CN' });
    const page = await gateway.app.inject({ method: 'GET', url: `/lgw/demo/slot?session=${session}` });
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
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<label for="bet">投注额</label>');
    expect(html).toContain('>旋转</button>');
    expect(html).toContain('赔付表');
    expect(html.match(/<option /g)).toHaveLength(7);
    expect(html).toContain('<dd id="balance">100.00</dd>');
  });

  it.each([
    ['MS', 'ms', 'Putar', 'Baki'],
    ['EN', 'en', 'Spin', 'Balance'],
  ])('speaks %s', async (language, lang, spinText, balanceText) => {
    const session = await openSlot({ language });
    const html = (await gateway.app.inject({ method: 'GET', url: `/lgw/demo/slot?session=${session}` })).body;
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

  it('answers an unknown session with a 401 page and a malformed one with 400', async () => {
    const unknown = await gateway.app.inject({ method: 'GET', url: `/lgw/demo/slot?session=${'a'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('This game session has ended');
    expect((await gateway.app.inject({ method: 'GET', url: '/lgw/demo/slot?session=short' })).statusCode).toBe(400);
  });
});

describe('spins', () => {
  it('debits the bet, credits the win, records BET and WIN and earns points', async () => {
    const session = await openSlot();
    forcedDraws.push(0, 0, 7); // cherry, cherry, lemon: 2× the bet
    const answer = await spin(session, 2, 'spin-1');
    expect(answer.statusCode).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({ reels: ['CHERRY', 'CHERRY', 'LEMON'], bet: 2, win: 4, multiple: 2, balance: 102, bigWin: false, tryPlay: false });
    expect(await mainBalance(player.memberId)).toBe(102);
    const entries = await gateway.db.query<{ type: string; amount: number }>('select type, amount::float8 as amount from ledger_entry where reference_no = $1 order by id', [value.referenceNo]);
    expect(entries.rows).toEqual([
      { type: 'BET', amount: -2 },
      { type: 'WIN', amount: 4 },
    ]);
    const points = await gateway.db.query<{ points: number }>('select points from points_account where member_id = $1', [player.memberId]);
    expect(points.rows[0]!.points).toBe(20);
  });

  it('answers a replayed requestId with the first result, and refuses it with another bet (409)', async () => {
    const session = await openSlot();
    const first = await spin(session, 1, 'spin-2');
    const replay = await spin(session, 1, 'spin-2');
    expect(replay.body.value).toEqual(first.body.value);
    const count = await gateway.db.query<{ n: number }>("select count(*)::int as n from ledger_entry where request_id = 'spin-2' and type = 'BET'");
    expect(count.rows[0]!.n).toBe(1);
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
    const poor = await createTestMember(gateway.db, { account: 'slotpoor01' });
    await fundMember(gateway.db, poor.memberId, 0.5);
    const session = await openSlot({ memberId: poor.memberId });
    const answer = await spin(session, 1, 'spin-4');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    expect(await mainBalance(poor.memberId)).toBe(0.5);
  });

  it('plays a free trial with pretend money and never touches the wallet', async () => {
    const before = await mainBalance(player.memberId);
    const session = await openSlot({ tryPlay: true });
    const html = (await gateway.app.inject({ method: 'GET', url: `/lgw/demo/slot?session=${session}` })).body;
    expect(html).toContain('Free play: pretend money');
    expect(html).toContain('<dd id="balance">2,000.00</dd>');
    forcedDraws.push(1, 7, 13); // cherry, lemon, bell: no win
    const answer = await spin(session, 10, 'spin-5');
    expect(answer.body.value).toMatchObject({ tryPlay: true, win: 0, balance: TRY_PLAY_BALANCE - 10, referenceNo: null });
    expect(await mainBalance(player.memberId)).toBe(before);
  });

  it('answers an unknown or expired session with a 401 envelope', async () => {
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

  it('keeps the ledger balanced', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
