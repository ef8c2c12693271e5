import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetail, betRecords, ERROR_CODE, TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import { exchangeLaunchTicket } from '../demo-game/launch-ticket';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { sumBalance } from '../wallet/ledger';
import { loadDrawKey } from './draw-key';
import type { DrawKey } from './draw-key';
import { BET_CUTOFF_MS } from './place-bet';
import { settleDueLotteryTickets } from './settle-tickets';
import { launchLotteryGame, nextSscDraw, openLotteryPage, postBet } from './test-support';

let gateway: TestGateway;
let drawKey: DrawKey;

beforeAll(async () => {
  gateway = await createTestGateway();
  drawKey = await loadDrawKey(gateway.db);
});

afterAll(async () => {
  await gateway.close();
});

const day = (at: Date) => businessDayOf(at);

async function newPlayer(account: string, amount = 100) {
  const member = await createTestMember(gateway.db, { account, now: gateway.clock.now() });
  await fundMember(gateway.db, member.memberId, amount);
  const { session } = await openLotteryPage(gateway.app, member.token);
  return { ...member, session: session! };
}

async function dailyTotals(memberId: number, businessDay: string) {
  const totals = await gateway.db.query<{ bet_count: number; bets: number; valid_bets: number; payouts: number; open_bet_count: number; open_bets: number }>(
    `select bet_count, bets::float8 as bets, valid_bets::float8 as valid_bets, payouts::float8 as payouts,
            open_bet_count, open_bets::float8 as open_bets
       from member_daily_totals where member_id = $1 and business_day = $2`,
    [memberId, businessDay],
  );
  return totals.rows[0] ?? null;
}

describe('the lottery page of a launch', () => {
  it('offers the bet form for the next draw to the member who launched it, once per ticket', async () => {
    const member = await createTestMember(gateway.db, { account: 'lotpage01', now: gateway.clock.now() });
    await fundMember(gateway.db, member.memberId, 12.5);
    const { page, session, url } = await openLotteryPage(gateway.app, member.token);
    expect(page.statusCode).toBe(200);
    expect(url).toMatch(/[?&]ticket=[A-Za-z0-9_-]{43}/);
    expect(session).not.toBeNull();
    expect(page.body).toContain('<form id="bet-form"');
    expect(page.body).toContain('pays 9.8× your stake');
    expect(page.body.match(/name="pick"/g)).toHaveLength(10);
    expect(page.body).toContain('id="bet-balance">12.50<');
    expect(page.body).toContain('src="/lgw/demo/lottery/bet.js"');
    // The same address again (a reload, a shared link) shows the draws only.
    const again = await gateway.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('data-session=');
    expect(again.body).toContain('To bet, log in and open this game from the site');
  });

  it('writes the picks the way each lottery type does', async () => {
    const member = await createTestMember(gateway.db, { account: 'lotpage02', now: gateway.clock.now() });
    const lhc = await openLotteryPage(gateway.app, member.token, 'LOTT_LHC5');
    expect(lhc.page.body.match(/name="pick"/g)).toHaveLength(49);
    expect(lhc.page.body).toContain('value="49"');
    expect(lhc.page.body).toContain('special number of the next draw. A winning pick pays 47×');
    const elevenFive = await openLotteryPage(gateway.app, member.token, 'LOTT_11X5_5');
    expect(elevenFive.page.body.match(/name="pick"/g)).toHaveLength(11);
    expect(elevenFive.page.body).toContain('value="01"');
    expect(elevenFive.page.body).toContain('pays 10.5×');
  });

  it('takes no bets from a trial account: the page says so', async () => {
    const trial = await createTestMember(gateway.db, { account: 'lottrial01', type: TRIAL_ACCOUNT_TYPE, now: gateway.clock.now() });
    const { page, session } = await openLotteryPage(gateway.app, trial.token);
    expect(page.statusCode).toBe(200);
    expect(session).toBeNull();
    expect(page.body).not.toContain('<form id="bet-form"');
    expect(page.body).toContain('Betting needs a real account');
  });
});

describe('placing a bet', () => {
  it('debits the stake and records an UNSETTLED ticket for the next draw', async () => {
    const player = await newPlayer('lotbet01');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const answer = await postBet(gateway.app, { session: player.session, pick: draw.losingPick, stake: 5, drawTime: draw.openTime, requestId: 'place-1' });
    expect(answer.statusCode).toBe(200);
    const ticket = answer.json().value;
    expect(ticket).toMatchObject({ drawNo: draw.numero, drawTime: draw.openTime, pick: draw.losingPick, stake: 5, multiple: 9.8, balance: 95 });
    expect(ticket.referenceNo).toMatch(/^LT\d{8}$/);
    expect(await sumBalance(gateway.db, player.memberId)).toBe(95);

    const entries = await gateway.db.query<{ type: string; amount: number; reference_no: string }>(
      "select type, amount::float8 as amount, reference_no from ledger_entry where member_id = $1 and type = 'BET'",
      [player.memberId],
    );
    expect(entries.rows).toEqual([{ type: 'BET', amount: -5, reference_no: ticket.referenceNo }]);

    const today = day(gateway.clock.now());
    const records = await callGateway(gateway.app, betRecords, { startDate: today, endDate: today }, { token: player.token });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({ roundNo: ticket.referenceNo, gameName: 'Lucky SSC 5-Minute', vendorCode: 'LOTT', gameType: 'LOTT', betAmount: 5, payout: null, status: 'UNSETTLED' }),
    ]);
    const detail = await callGateway(gateway.app, betDetail, { roundNo: ticket.referenceNo }, { token: player.token });
    expect(detail.body.value.round).toEqual({ kind: 'LOTTERY', drawNo: draw.numero, picks: [draw.losingPick], drawnNumbers: null, drawTime: draw.openTime });
    // An unsettled bet is in the daily totals as open, not among the settled bets yet.
    expect(await dailyTotals(player.memberId, today)).toEqual({ bet_count: 0, bets: 0, valid_bets: 0, payouts: 0, open_bet_count: 1, open_bets: 5 });
  });

  it('answers a replayed requestId with the first ticket, and refuses it for another bet (409)', async () => {
    const player = await newPlayer('lotbet02');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const bet = { session: player.session, pick: '3', stake: 2, drawTime: draw.openTime, requestId: 'replay-1' };
    const first = await postBet(gateway.app, bet);
    const replay = await postBet(gateway.app, bet);
    expect(replay.json()).toEqual(first.json());
    expect((await postBet(gateway.app, { ...bet, pick: '4' })).statusCode).toBe(409);
    expect(await sumBalance(gateway.db, player.memberId)).toBe(98);
  });

  it('refuses bad input with 400 and the rule it broke', async () => {
    const player = await newPlayer('lotbet03');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const good = { session: player.session, pick: '1', stake: 1, drawTime: draw.openTime, requestId: 'bad-1' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, pick: '10' }, 'pick must be one of 0–9'],
      [{ ...good, pick: '-1' }, 'pick'],
      [{ ...good, stake: 3 }, 'stake'],
      [{ ...good, stake: -1 }, 'stake'],
      [{ ...good, stake: 1e12 }, 'stake'],
      [{ ...good, drawTime: 'soon' }, 'drawTime'],
      [{ ...good, requestId: '' }, 'requestId'],
      [{ ...good, gameCode: 'LOTT_PK10_5' }, 'another game'],
    ];
    for (const [body, rule] of cases) {
      const answer = await postBet(gateway.app, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(rule);
    }
    for (const payload of ['not json', '', '[]', 'null']) {
      const answer = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/lottery/bet', headers: { 'content-type': 'application/json' }, payload });
      expect(answer.statusCode, payload).toBe(400);
    }
    const huge = await postBet(gateway.app, { ...good, drawTime: Number.MAX_SAFE_INTEGER });
    expect(huge.statusCode).toBe(400);
    const farDraw = await postBet(gateway.app, { ...good, drawTime: 8_640_000_000_000_000 });
    expect(farDraw.statusCode).toBe(409);
    expect(await sumBalance(gateway.db, player.memberId)).toBe(100);
  });

  it('refuses an unknown session (401) and a stake the wallet cannot cover', async () => {
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const unknown = await postBet(gateway.app, { session: 'a'.repeat(43), pick: '1', stake: 1, drawTime: draw.openTime, requestId: 'nobody-1' });
    expect(unknown.statusCode).toBe(401);
    const poor = await newPlayer('lotbet04', 4);
    const answer = await postBet(gateway.app, { session: poor.session, pick: '1', stake: 5, drawTime: draw.openTime, requestId: 'poor-1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(ERROR_CODE.insufficientBalance);
    expect(await sumBalance(gateway.db, poor.memberId)).toBe(4);
  });

  it("refuses a trial account's game session with 403", async () => {
    const trial = await createTestMember(gateway.db, { account: 'lottrial02', type: TRIAL_ACCOUNT_TYPE, now: gateway.clock.now() });
    await fundMember(gateway.db, trial.memberId, 10);
    // The page never hands a trial session to its script; a forged page exchanging the ticket itself gets one.
    const url = await launchLotteryGame(gateway.app, trial.token);
    const exchange = await exchangeLaunchTicket(gateway.db, new URL(url, 'http://gateway.test').searchParams.get('ticket')!, gateway.clock.now());
    if (exchange.status !== 'opened') throw new Error('the launch ticket did not open');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const answer = await postBet(gateway.app, { session: exchange.token, pick: '1', stake: 1, drawTime: draw.openTime, requestId: 'trial-1' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe(ERROR_CODE.realAccountRequired);
    expect(await sumBalance(gateway.db, trial.memberId)).toBe(10);
  });

  it('refuses a bet once the draw is within the cut-off, and a bet on a draw that has passed (409)', async () => {
    const player = await newPlayer('lotbet05');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const start = gateway.clock.now().getTime();
    gateway.clock.advance(draw.openTime - start - BET_CUTOFF_MS);
    const closed = await postBet(gateway.app, { session: player.session, pick: '1', stake: 1, drawTime: draw.openTime, requestId: 'late-1' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain(`Bets on draw ${draw.numero} closed`);
    gateway.clock.advance(BET_CUTOFF_MS);
    const passed = await postBet(gateway.app, { session: player.session, pick: '1', stake: 1, drawTime: draw.openTime, requestId: 'late-2' });
    expect(passed.statusCode).toBe(409);
    expect(await sumBalance(gateway.db, player.memberId)).toBe(100);
    // The next draw takes bets again.
    const next = nextSscDraw(drawKey, gateway.clock.now());
    const open = await postBet(gateway.app, { session: player.session, pick: '1', stake: 1, drawTime: next.openTime, requestId: 'late-3' });
    expect(open.statusCode).toBe(200);
  });
});

describe('settlement', () => {
  it('pays stake × multiple for a winning pick and 0 otherwise, once, after the draw', async () => {
    const player = await newPlayer('lotsettle01');
    const draw = nextSscDraw(drawKey, gateway.clock.now());
    const bet = (pick: string, stake: number, requestId: string) => postBet(gateway.app, { session: player.session, pick, stake, drawTime: draw.openTime, requestId });
    const won = (await bet(draw.winningPick, 10, 'settle-win')).json().value;
    const lost = (await bet(draw.losingPick, 5, 'settle-lose')).json().value;
    const placedDay = day(gateway.clock.now());
    expect(await sumBalance(gateway.db, player.memberId)).toBe(85);

    // Before the draw nothing settles.
    await settleDueLotteryTickets(gateway.db, drawKey, gateway.clock.now());
    expect((await callGateway(gateway.app, betDetail, { roundNo: won.referenceNo }, { token: player.token })).body.value.status).toBe('UNSETTLED');

    gateway.clock.advance(draw.openTime - gateway.clock.now().getTime() + 1_000);
    expect(await settleDueLotteryTickets(gateway.db, drawKey, gateway.clock.now())).toBeGreaterThanOrEqual(2);
    expect(await settleDueLotteryTickets(gateway.db, drawKey, gateway.clock.now())).toBe(0);
    expect(await sumBalance(gateway.db, player.memberId)).toBe(85 + 98);

    const wins = await gateway.db.query<{ amount: number; reference_no: string }>(
      "select amount::float8 as amount, reference_no from ledger_entry where member_id = $1 and type = 'WIN'",
      [player.memberId],
    );
    expect(wins.rows).toEqual([{ amount: 98, reference_no: won.referenceNo }]);

    const records = await callGateway(gateway.app, betRecords, { startDate: placedDay, endDate: placedDay, status: 'SETTLED' }, { token: player.token });
    const byRound = new Map(records.body.value.list.map((record) => [record.roundNo, record]));
    expect(byRound.get(won.referenceNo)).toMatchObject({ betAmount: 10, payout: 98, winLoss: 88, status: 'SETTLED' });
    expect(byRound.get(lost.referenceNo)).toMatchObject({ betAmount: 5, payout: 0, winLoss: -5, status: 'SETTLED' });
    const detail = await callGateway(gateway.app, betDetail, { roundNo: won.referenceNo }, { token: player.token });
    expect(detail.body.value.round).toEqual({ kind: 'LOTTERY', drawNo: draw.numero, picks: [draw.winningPick], drawnNumbers: draw.winningNumbers.split(','), drawTime: draw.openTime });

    // Both tickets left the open bets as they settled.
    expect(await dailyTotals(player.memberId, placedDay)).toEqual({ bet_count: 2, bets: 15, valid_bets: 15, payouts: 98, open_bet_count: 0, open_bets: 0 });
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });

  it("settles the seeded players' open tickets the same way once their draw passes", async () => {
    const open = async () =>
      (await gateway.db.query<{ n: number }>("select count(*)::int as n from bet where settled_at is null and detail ? 'drawTime'")).rows[0]!.n;
    expect(await open()).toBeGreaterThan(0);
    gateway.clock.advance(2 * DAY_MS);
    await settleDueLotteryTickets(gateway.db, drawKey, gateway.clock.now());
    expect(await open()).toBe(0);
    const seeded = await gateway.db.query<{ payout: number; bet: number; drawn: number; wins: number }>(
      `select b.payout::float8 as payout, b.bet_amount::float8 as bet, jsonb_array_length(b.detail -> 'drawnNumbers') as drawn,
              (select coalesce(sum(e.amount), 0)::float8 from ledger_entry e where e.member_id = b.member_id and e.reference_no = b.round_no and e.type = 'WIN') as wins
         from bet b where b.round_no not like 'LT%' and b.detail ? 'drawTime' and b.settled_at = $1`,
      [gateway.clock.now()],
    );
    expect(seeded.rows.length).toBeGreaterThan(0);
    for (const row of seeded.rows) {
      expect(row.drawn).toBe(3);
      expect([0, 3 * row.bet, 40 * row.bet]).toContain(row.payout);
      expect(row.wins).toBe(row.payout);
    }
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });
});
