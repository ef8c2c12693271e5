import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, launchGame, lotteryMenu, lotteryRecentMenu, openedNumero, popularGames, vnOpenedNumbers } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  ({ token } = await createTestMember(gateway.db, { account: 'lotto01', now: gateway.clock.now() }));
});

afterAll(async () => {
  await gateway.close();
});

const launch = (gameCode: string, prizeMode = 'Lott') =>
  callGateway(gateway.app, launchGame, { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: prizeMode, lottoGameCode: gameCode, lottoView: 'betting' }, { token });

describe('lotteryMenu', () => {
  it('groups the prize mode games by lottery type, localized, with the next draw', async () => {
    const answer = await callGateway(gateway.app, lotteryMenu, { prizeMode: 'Lott', device: 'WEB' }, { language: 'CN' });
    expect(answer.statusCode).toBe(200);
    const groups = answer.body.value;
    expect(groups.map((group) => group.groupCode)).toEqual(['SSC', '11X5', 'PK10', 'LF', 'LHC']);
    expect(groups[0]!.groupName).toBe('时时彩');
    const first = groups[0]!.games[0]!;
    expect(first).toMatchObject({ gameCode: 'LOTT_SSC1', gameName: '幸运时时彩1分钟', prizeMode: 'Lott', vendor: 'LOTT', lotteryType: 'SSC' });
    expect(first.nextDrawTime).toBe(gateway.clock.now().getTime() + 60_000);
    expect(first.iconUrl).toMatch(/^\/lgw\/assets\/games\/.+\.svg$/);
    expect(groups.flatMap((group) => group.games).every((game) => game.prizeMode === 'Lott')).toBe(true);
  });

  it("answers nothing for a prize mode whose vendor the brand lacks, and refuses an unknown mode", async () => {
    const jade = await callGateway(gateway.app, lotteryMenu, { prizeMode: 'ZY', device: 'WEB' }, { merchantCode: 'DEMO_JADE' });
    expect(jade.body.value).toEqual([]);
    const bad = await callGateway(gateway.app, lotteryMenu, { prizeMode: 'XX', device: 'WEB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('prizeMode');
  });
});

describe('lotteryRecentMenu', () => {
  it('lists the lottery games the member launched, newest first, for the prize mode', async () => {
    expect((await callGateway(gateway.app, lotteryRecentMenu, { prizeMode: 'Lott', device: 'WEB' }, { token })).body.value).toEqual([]);
    expect((await launch('LOTT_SSC3')).statusCode).toBe(200);
    gateway.clock.advance(1000);
    expect((await launch('LOTT_PK10_1')).statusCode).toBe(200);
    gateway.clock.advance(1000);
    expect((await launch('SEA_SSC1', 'SEA')).statusCode).toBe(200);
    const answer = await callGateway(gateway.app, lotteryRecentMenu, { prizeMode: 'Lott', device: 'WEB' }, { token, language: 'EN' });
    expect(answer.body.value).toHaveLength(1);
    expect(answer.body.value[0]!.groupName).toBe('Recently played');
    expect(answer.body.value[0]!.games.map((game) => game.gameCode)).toEqual(['LOTT_PK10_1', 'LOTT_SSC3']);
    expect((await callGateway(gateway.app, lotteryRecentMenu, { prizeMode: 'Lott', device: 'WEB' })).statusCode).toBe(401);
  });
});

describe('popularGames', () => {
  it('answers the most popular games of a prize mode, at most count, and checks count bounds', async () => {
    const answer = await callGateway(gateway.app, popularGames, { count: 3, prizeMode: 'SEA', device: 'WEB' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toHaveLength(3);
    const all = await callGateway(gateway.app, popularGames, { count: 20, prizeMode: 'SEA', device: 'WEB' });
    expect(all.body.value.slice(0, 3)).toEqual(answer.body.value);
    expect(all.body.value.every((game) => game.prizeMode === 'SEA')).toBe(true);
    for (const count of [0, 21, 2.5]) {
      const bad = await callGateway(gateway.app, popularGames, { count, prizeMode: 'SEA', device: 'WEB' });
      expect(bad.statusCode, String(count)).toBe(400);
      expect(bad.body.message).toContain('count');
    }
  });
});

describe('drawn numbers', () => {
  it('answers the latest VN draws across VN games, newest first, at most count', async () => {
    const answer = await callGateway(gateway.app, vnOpenedNumbers, { count: 100 });
    expect(answer.statusCode).toBe(200);
    const draws = answer.body.value;
    expect(draws).toHaveLength(100);
    expect(draws.every((draw) => draw.gameCode.startsWith('VN_'))).toBe(true);
    const times = draws.map((draw) => Number(draw.openTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(gateway.clock.now().getTime());
    expect(times[0]).toBeGreaterThan(gateway.clock.now().getTime() - 60_000);
    const one = await callGateway(gateway.app, vnOpenedNumbers, { count: 5, gameCode: 'VN_11X5_3' });
    expect(one.body.value).toHaveLength(5);
    expect(one.body.value.every((draw) => /^\d\d(,\d\d){4}$/.test(draw.winningNumbers))).toBe(true);
    expect((await callGateway(gateway.app, vnOpenedNumbers, { count: 101 })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, vnOpenedNumbers, { count: 5, gameCode: 'NOPE' })).statusCode).toBe(404);
  });

  it.each(['Infinity', '-Infinity', '1e309', '1e2', '0x10', 'NaN', '', ' 5', '5 ', '+5', '9'.repeat(400)])(
    'answers 400, not 500, for the count %j, which is not a plain decimal number',
    async (count) => {
      const answer = await gateway.app.inject({ method: 'GET', url: `${vnOpenedNumbers.path}?merchantCode=DEMO_ROYAL&count=${encodeURIComponent(count)}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: ERROR_CODE.badRequest, message: 'Invalid querystring field "count": must be a plain decimal number' });
    },
  );

  it("answers a game's latest draw, which moves with the clock, and 404 for an unknown game", async () => {
    const first = await callGateway(gateway.app, openedNumero, { gameCode: 'LOTT_PK10_1' });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({ gameCode: 'LOTT_PK10_1', numero: expect.stringMatching(/^\d{8}-\d{4}$/) });
    expect(first.body.value!.winningNumbers.split(',')).toHaveLength(10);
    gateway.clock.advance(60_000);
    const later = await callGateway(gateway.app, openedNumero, { gameCode: 'LOTT_PK10_1' });
    expect(later.body.value!.numero).not.toBe(first.body.value!.numero);
    expect(Number(later.body.value!.openTime) - Number(first.body.value!.openTime)).toBe(60_000);
    const unknown = await callGateway(gateway.app, openedNumero, { gameCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.code).toBe(ERROR_CODE.notFound);
    expect((await callGateway(gateway.app, openedNumero, { gameCode: 'VN_SSC1' }, { merchantCode: 'DEMO_JADE' })).statusCode).toBe(404);
  });
});

describe('the lottery page', () => {
  it('shows the game, the countdown, the latest numbers and, opened without a launch, how to bet, in the launch language', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/lottery?merchantCode=DEMO_ROYAL&gameCode=LOTT_3D&view=lobby&lang=ms&backUrl=%2Flott' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('<h1>3D Bertuah</h1>');
    expect(page.body).toContain('Untuk bertaruh, log masuk dan buka permainan ini dari laman');
    expect(page.body).not.toContain('bet-form');
    expect(page.body).toContain('id="countdown"');
    expect(page.body).toContain('href="/lott"');
    expect(page.body).toContain('aria-current="page"');
    const draw = (await callGateway(gateway.app, openedNumero, { gameCode: 'LOTT_3D' })).body.value!;
    expect(page.body).toContain(`<span id="latest-numero">${draw.numero}</span>`);
    // No inline script or style: the CSP forbids them.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.body).not.toMatch(/<style|style="/);
    const english = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/lottery?merchantCode=DEMO_ROYAL&gameCode=LOTT_3D&lang=en' });
    expect(english.body).toContain('To bet, log in and open this game from the site');
  });

  it('serves its style and script as files', async () => {
    const css = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/lottery/lottery.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const js = await gateway.app.inject({ method: 'GET', url: '/lgw/demo/lottery/lottery.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('/lotto/lgw/games/opened/numero');
  });

  it('refuses unknown games and merchants', async () => {
    const get = (query: string) => gateway.app.inject({ method: 'GET', url: `/lgw/demo/lottery?${query}` });
    expect((await get('merchantCode=DEMO_ROYAL&gameCode=NOPE')).statusCode).toBe(404);
    expect((await get('merchantCode=NOPE&gameCode=LOTT_3D')).statusCode).toBe(400);
    expect((await get('merchantCode=DEMO_ROYAL&gameCode=LOTT_3D&lang=fr')).statusCode).toBe(400);
    expect((await get('merchantCode=%00DEMO_ROYAL&gameCode=LOTT_3D')).statusCode).toBe(400);
    expect((await get('merchantCode=DEMO_ROYAL&gameCode=LOTT_3D&backUrl=%2F%00')).statusCode).toBe(400);
    expect((await get('merchantCode=DEMO_JADE&gameCode=VN_SSC1')).statusCode).toBe(404);
  });
});

describe("the lottery page's back link", () => {
  /** The back link the page renders for `backUrl`, when the page is asked for at `host`. */
  async function backLinkFor(backUrl: string, host = 'site.example') {
    const query = new URLSearchParams({ merchantCode: 'DEMO_ROYAL', gameCode: 'LOTT_3D', view: 'lobby', lang: 'en', backUrl });
    const page = await gateway.app.inject({ method: 'GET', url: `/lgw/demo/lottery?${query}`, headers: { host } });
    expect(page.statusCode, backUrl).toBe(200);
    const links = [...page.body.matchAll(/<a class="lottery__back" href="([^"]*)">/g)].map((match) => match[1]);
    return { href: links[0], links, body: page.body };
  }

  it.each([
    'https://evil.example/phish',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/lott',
    '/\\evil.example',
    'https://royal-lotto.example@evil.example/',
    'https://royal-lotto.example.evil.example/',
    'https:evil.example',
  ])("sends %j to the site's home instead, in every lobby link too", async (backUrl) => {
    const { href, links, body } = await backLinkFor(backUrl);
    expect(links).toEqual(['/']);
    expect(href).toBe('/');
    expect(body).not.toContain('evil.example');
    expect(body).not.toMatch(/javascript:|data:text/);
    const lobbyLinks = [...body.matchAll(/<li><a href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&#38;', '&'));
    expect(lobbyLinks.length).toBeGreaterThan(1);
    for (const link of lobbyLinks) expect(new URL(link, 'https://site.example').searchParams.get('backUrl')).toBe('/');
  });

  it("keeps a path on the site, the site's own host and the brand's domains", async () => {
    expect((await backLinkFor('/lott?tab=1')).href).toBe('/lott?tab=1');
    expect((await backLinkFor('https://site.example/#/lott')).href).toBe('https://site.example/#/lott');
    expect((await backLinkFor('https://www.royal-lotto.example/lott')).href).toBe('https://www.royal-lotto.example/lott');
    // Another brand's domain is not this brand's.
    expect((await backLinkFor('https://www.jade-palace.example/')).href).toBe('/');
    // The site's host is the one the page was asked for, not any host.
    expect((await backLinkFor('https://site.example/lott', 'other.example')).href).toBe('/');
  });
});
