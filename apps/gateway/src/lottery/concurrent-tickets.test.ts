import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '../shared/business-day';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { createTestMember } from '../test/test-gateway';
import { appliedRequests, auditLedger, fundMember } from '../wallet/ledger-test-support';
import { sumBalance } from '../wallet/ledger';
import { loadDrawKey } from './draw-key';
import { settleDueLotteryTickets } from './settle-tickets';
import { nextSscDraw, openLotteryPage, postBet } from './test-support';

// 50 bets at once (25 requestIds, each sent twice, in a shuffled order) each buy one ticket;
// then two settlers racing over the same database settle each ticket once: the wins credited
// once, the ledger and the daily totals reconcile. PGlite always; PostgreSQL (20 connections,
// a real race) when the test command started one.

const REQUEST_IDS = 25;
const COPIES = 2;
const STAKES = [1, 2, 5, 10, 50] as const;
const FUNDS = 2_000;

describe.each(raceDatabases())('concurrent lottery tickets on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('buy each ticket once and settle each once', { timeout: 120_000 }, async () => {
    const { app, db, clock } = gateway!;
    const member = await createTestMember(db, { account: 'lottorace', now: clock.now() });
    await fundMember(db, member.memberId, FUNDS);
    const { session } = await openLotteryPage(app, member.token);
    // Two processes' keys, each loaded from the database as a process does at start.
    const [keyA, keyB] = await Promise.all([loadDrawKey(db), loadDrawKey(db)]);
    const draw = nextSscDraw(keyA!, clock.now());
    const random = seededRandom('lottery-race');
    const bets = Array.from({ length: REQUEST_IDS }, (_, index) => ({
      session: session!,
      pick: index % 3 === 0 ? draw.winningPick : String(random.int(10)),
      stake: random.pick(STAKES),
      drawTime: draw.openTime,
      requestId: `lotrace-${index}`,
    }));
    const presses = random.shuffle(bets.flatMap((bet) => Array.from({ length: COPIES }, () => bet)));

    const answers = await Promise.all(presses.map((bet) => postBet(app, bet)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(presses.map(() => 200));
    // Both copies of a request answer the same ticket.
    const referenceOf = new Map<string, string>();
    answers.forEach((answer, index) => {
      const { referenceNo } = answer.json().value;
      const requestId = presses[index]!.requestId;
      expect(referenceOf.get(requestId) ?? referenceNo).toBe(referenceNo);
      referenceOf.set(requestId, referenceNo);
    });
    expect(new Set(referenceOf.values()).size).toBe(REQUEST_IDS);
    const applied = await appliedRequests(db, 'lotrace-');
    expect(applied).toHaveLength(REQUEST_IDS);
    expect(applied.every((request) => request.entries === 1)).toBe(true);
    const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
    expect(await sumBalance(db, member.memberId)).toBe(FUNDS - staked);

    const placedDay = businessDayOf(clock.now());
    clock.advance(draw.openTime - clock.now().getTime() + 1_000);
    const settled = await Promise.all([settleDueLotteryTickets(db, keyA!, clock.now()), settleDueLotteryTickets(db, keyB!, clock.now())]);
    expect(settled[0] + settled[1]).toBe(REQUEST_IDS);

    const winnings = bets.filter((bet) => bet.pick === draw.winningPick).reduce((sum, bet) => sum + Math.round(bet.stake * 980) / 100, 0);
    const wins = await db.query<{ reference_no: string; entries: number; amount: number }>(
      `select reference_no, count(*)::int as entries, sum(amount)::float8 as amount from ledger_entry
        where member_id = $1 and type = 'WIN' group by reference_no`,
      [member.memberId],
    );
    expect(wins.rows.every((row) => row.entries === 1)).toBe(true);
    expect(wins.rows.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(winnings, 2);
    expect(await sumBalance(db, member.memberId)).toBeCloseTo(FUNDS - staked + winnings, 2);

    const totals = await db.query<{ bet_count: number; bets: number; payouts: number }>(
      'select bet_count, bets::float8 as bets, payouts::float8 as payouts from member_daily_totals where member_id = $1 and business_day = $2',
      [member.memberId, placedDay],
    );
    expect(totals.rows[0]).toMatchObject({ bet_count: REQUEST_IDS, bets: staked });
    expect(totals.rows[0]!.payouts).toBeCloseTo(winnings, 2);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
