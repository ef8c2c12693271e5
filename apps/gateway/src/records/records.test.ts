import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetail, betRecords, ERROR_CODE, login, memberTransactions, memberTransactionsExport, personalProfit } from '@platform/api/contract';
import type { BetRecord, BetRecordsQuery, MemberTransaction } from '@platform/api/contract';
import { BET_HISTORY_DAYS } from '../seed/bets/bet-history';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { auditDailyTotals } from './records-test-support';
import { MAX_REPORT_DAYS } from './report-period';

let gateway: TestGateway;
let token: string;
let memberId: number;
let otherToken: string;
let today: string;
let firstDay: string;

const daysBefore = (days: number) => businessDayOf(new Date(gateway.clock.now().getTime() - days * DAY_MS));

async function loginAs(account: string, remoteAddress: string) {
  const answer = await callGateway(gateway.app, login, { type: 'username', username: account, password: 'player123' }, { remoteAddress });
  expect(answer.statusCode, account).toBe(200);
  return answer.body.value.token as string;
}

beforeAll(async () => {
  gateway = await createTestGateway();
  token = await loginAs('player01', '10.88.0.1');
  otherToken = await loginAs('player02', '10.88.0.2');
  memberId = (await gateway.db.query<{ id: number }>("select id from member where account = 'player01'")).rows[0]!.id;
  today = daysBefore(0);
  firstDay = daysBefore(MAX_REPORT_DAYS - 1);
});

afterAll(async () => {
  await gateway.close();
});

const bets = (query: Partial<BetRecordsQuery>, as = token) =>
  callGateway(gateway.app, betRecords, { pageNo: 1, pageSize: 100, startDate: firstDay, endDate: today, ...query }, { token: as });

/** Every page of the betting record for the filters. */
async function allBets(query: Partial<BetRecordsQuery>): Promise<BetRecord[]> {
  const first = await bets(query);
  expect(first.statusCode).toBe(200);
  const list = [...first.body.value.list];
  for (let pageNo = 2; pageNo <= first.body.value.totalPages; pageNo++) list.push(...(await bets({ ...query, pageNo })).body.value.list);
  return list;
}

const cents = (amount: number) => Math.round(amount * 100);

describe('the seeded betting history', () => {
  it('gives the demo players months of bets across game types and vendors, some still unsettled, every wallet equal to its ledger and every daily total to its history', async () => {
    const spread = await gateway.db.query<{ types: number; vendors: number; days: number; unsettled: number; oldest: Date }>(
      `select count(distinct game_type)::int as types, count(distinct vendor_code)::int as vendors, count(distinct business_day)::int as days,
              count(*) filter (where settled_at is null)::int as unsettled, min(bet_at) as oldest
         from bet where member_id = $1`,
      [memberId],
    );
    const row = spread.rows[0]!;
    expect(row.types).toBeGreaterThanOrEqual(5);
    expect(row.vendors).toBeGreaterThanOrEqual(5);
    expect(row.days).toBeGreaterThan(40);
    expect(row.unsettled).toBeGreaterThan(0);
    expect(row.oldest.getTime()).toBeGreaterThanOrEqual(gateway.clock.now().getTime() - (BET_HISTORY_DAYS + 1) * DAY_MS);
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    const members = await gateway.db.query<{ id: number }>('select id from member');
    expect(await auditDailyTotals(gateway.db, members.rows.map((member) => member.id))).toEqual([]);
  });
});

describe('betRecords', () => {
  it('lists the bets newest first with the totals of every matching bet, not just the page', async () => {
    const everything = await allBets({});
    const page = await bets({ pageSize: 10 });
    expect(page.body.value.list).toEqual(everything.slice(0, 10));
    const times = everything.map((bet) => bet.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const settled = everything.filter((bet) => bet.status === 'SETTLED');
    expect(page.body.value.totals).toEqual({
      betCount: everything.length,
      betAmount: everything.reduce((sum, bet) => sum + cents(bet.betAmount), 0) / 100,
      validBet: everything.reduce((sum, bet) => sum + cents(bet.validBet), 0) / 100,
      payout: settled.reduce((sum, bet) => sum + cents(bet.payout!), 0) / 100,
      winLoss: settled.reduce((sum, bet) => sum + cents(bet.winLoss!), 0) / 100,
    });
    for (const bet of settled) expect(cents(bet.winLoss!)).toBe(cents(bet.payout!) - cents(bet.betAmount));
  });

  it('filters by game type, vendor and status, and the filtered lists add up to the whole', async () => {
    const everything = await allBets({});
    const lottery = await allBets({ gameType: 'LOTT' });
    expect(lottery.length).toBeGreaterThan(0);
    expect(lottery).toEqual(everything.filter((bet) => bet.gameType === 'LOTT'));
    const vendor = everything[0]!.vendorCode;
    expect(await allBets({ vendorCode: vendor })).toEqual(everything.filter((bet) => bet.vendorCode === vendor));
    const unsettled = await allBets({ status: 'UNSETTLED' });
    expect(unsettled.length).toBeGreaterThan(0);
    expect(unsettled.every((bet) => bet.payout === null && bet.winLoss === null && bet.settleTime === null)).toBe(true);
    expect(unsettled.length + (await allBets({ status: 'SETTLED' })).length).toBe(everything.length);
  });

  it('keeps to the period: a quiet day lists nothing and a shorter period a part', async () => {
    const lastWeek = await allBets({ startDate: daysBefore(6) });
    const earliest = new Date(`${daysBefore(6)}T00:00:00+08:00`).getTime();
    expect(lastWeek.every((bet) => bet.betTime >= earliest)).toBe(true);
    expect((await allBets({})).filter((bet) => bet.betTime >= earliest)).toEqual(lastWeek);
    const future = businessDayOf(new Date(gateway.clock.now().getTime() + 10 * DAY_MS));
    const quiet = await bets({ startDate: future, endDate: future });
    expect(quiet.body.value).toEqual({ list: [], totalPages: 0, totals: { betCount: 0, betAmount: 0, validBet: 0, payout: 0, winLoss: 0 } });
  });

  it('refuses dates that do not exist, an end before the start and more than 92 days (400)', async () => {
    for (const query of [
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      { startDate: today, endDate: daysBefore(1) },
      { startDate: daysBefore(MAX_REPORT_DAYS), endDate: today },
      { startDate: '2026-13-01', endDate: '2026-13-02' },
    ]) {
      const answer = await bets(query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    }
    expect((await bets({ startDate: firstDay, endDate: today })).statusCode).toBe(200);
  });

  it('answers only with a session (401)', async () => {
    const answer = await callGateway(gateway.app, betRecords, { pageNo: 1, pageSize: 10, startDate: today, endDate: today });
    expect(answer.statusCode).toBe(401);
  });
});

describe('betDetail', () => {
  it("answers the member's own round with its reels or its draw", async () => {
    const everything = await allBets({});
    const slot = everything.find((bet) => bet.gameType === 'RNG')!;
    const detail = await callGateway(gateway.app, betDetail, { roundNo: slot.roundNo }, { token });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.value).toMatchObject({ ...slot, round: { kind: 'SLOT' } });
    expect((detail.body.value.round as { reels: string[] }).reels).toHaveLength(3);
    const ticket = everything.find((bet) => bet.status === 'UNSETTLED')!;
    const open = await callGateway(gateway.app, betDetail, { roundNo: ticket.roundNo }, { token });
    expect(open.body.value.round).toMatchObject({ kind: 'LOTTERY', drawnNumbers: null });
    expect(open.body.value.round.kind === 'LOTTERY' && open.body.value.round.picks).toHaveLength(3);
  });

  it("refuses another member's round as not found, like one that does not exist (404)", async () => {
    const [mine] = (await bets({ pageSize: 1 })).body.value.list;
    const theirs = await callGateway(gateway.app, betDetail, { roundNo: mine!.roundNo }, { token: otherToken });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.code).toBe(ERROR_CODE.notFound);
    const missing = await callGateway(gateway.app, betDetail, { roundNo: 'SP99999999' }, { token });
    expect(missing.statusCode).toBe(404);
  });
});

describe('personalProfit', () => {
  it('lists every day of the period, quiet days as zeros, and totals that agree with the betting record and the ledger', async () => {
    const startDate = daysBefore(29);
    const answer = await callGateway(gateway.app, personalProfit, { startDate, endDate: today }, { token });
    expect(answer.statusCode).toBe(200);
    const profit = answer.body.value;
    expect(profit.days.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_unused, index) => daysBefore(29 - index)));
    expect(profit.days.some((day) => day.betCount === 0 && day.bets === 0 && day.net === 0)).toBe(true);
    const sum = (pick: (day: (typeof profit.days)[number]) => number) => profit.days.reduce((total, day) => total + cents(pick(day)), 0) / 100;
    expect(profit.totals.bets).toBe(sum((day) => day.bets));
    expect(profit.totals.net).toBe((cents(profit.totals.payouts) - cents(profit.totals.bets) + cents(profit.totals.bonuses) + cents(profit.totals.rebates)) / 100);

    // The betting record's settled bets of the period are what profit and loss counts.
    const settled = (await allBets({ startDate, status: 'SETTLED' })).filter((bet) => bet.status === 'SETTLED');
    expect(profit.totals.betCount).toBe(settled.length);
    expect(profit.totals.bets).toBe(settled.reduce((total, bet) => total + cents(bet.betAmount), 0) / 100);
    expect(profit.totals.payouts).toBe(settled.reduce((total, bet) => total + cents(bet.payout!), 0) / 100);
    const byType = new Map<string, number>();
    for (const bet of settled) byType.set(bet.gameType, (byType.get(bet.gameType) ?? 0) + cents(bet.betAmount));
    expect(profit.gameTypes.map((type) => [type.gameType, cents(type.bets)])).toEqual([...byType].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));

    // And the ledger's deposits and bonuses of the period.
    const from = new Date(`${startDate}T00:00:00+08:00`);
    const ledger = await gateway.db.query<{ deposits: number; bonuses: number }>(
      `select coalesce(sum(amount) filter (where type = 'DEPOSIT'), 0)::float8 as deposits, coalesce(sum(amount) filter (where type = 'BONUS'), 0)::float8 as bonuses
         from ledger_entry where member_id = $1 and created_at >= $2`,
      [memberId, from],
    );
    expect(profit.totals.deposits).toBe(ledger.rows[0]!.deposits);
    expect(profit.totals.bonuses).toBe(ledger.rows[0]!.bonuses);
  });

  it('refuses a period of more than 92 days or upside down (400)', async () => {
    expect((await callGateway(gateway.app, personalProfit, { startDate: daysBefore(MAX_REPORT_DAYS), endDate: today }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, personalProfit, { startDate: today, endDate: daysBefore(3) }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, personalProfit, { startDate: firstDay, endDate: today }, { token })).body.value.days).toHaveLength(MAX_REPORT_DAYS);
  });
});

describe('memberTransactionsExport', () => {
  async function pagedTransactions(query: { type?: string; startDate?: string; endDate?: string }): Promise<MemberTransaction[]> {
    const list: MemberTransaction[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await callGateway(gateway.app, memberTransactions, { pageNo, pageSize: 100, ...query }, { token });
      expect(page.statusCode).toBe(200);
      list.push(...page.body.value.list);
      if (pageNo >= page.body.value.totalPages) return list;
    }
  }

  it('holds exactly the rows the paged account record shows, for the same filters', async () => {
    for (const query of [{}, { type: 'BET', startDate: daysBefore(29), endDate: today }, { type: 'DEPOSIT' }]) {
      const exported = await callGateway(gateway.app, memberTransactionsExport, query, { token });
      expect(exported.statusCode).toBe(200);
      expect(exported.body.value.truncated).toBe(false);
      expect(exported.body.value.list).toEqual(await pagedTransactions(query));
    }
  });

  it("lists a round's stake and payout under BET, the payouts alone under WIN", async () => {
    const betAndWin = (await callGateway(gateway.app, memberTransactionsExport, { type: 'BET' }, { token })).body.value.list;
    expect(new Set(betAndWin.map((row) => row.type))).toEqual(new Set(['BET', 'WIN']));
    const wins = (await callGateway(gateway.app, memberTransactionsExport, { type: 'WIN' }, { token })).body.value.list;
    expect(wins).toEqual(betAndWin.filter((row) => row.type === 'WIN'));
    // The running balance over the whole seeded history (every seed moves money in time order):
    // each MAIN record's balance is the one before it plus its amount.
    const history = { startDate: daysBefore(BET_HISTORY_DAYS), endDate: today };
    const everything = (await callGateway(gateway.app, memberTransactionsExport, history, { token })).body.value.list;
    const main = everything.filter((row) => !String(row.remark ?? '').startsWith('[')).reverse();
    expect(main.length).toBeGreaterThan(50);
    for (let index = 1; index < main.length; index++) expect(cents(main[index]!.balance)).toBe(cents(main[index - 1]!.balance) + cents(main[index]!.amount));
  });

  it('refuses an end before the start (400)', async () => {
    const answer = await callGateway(gateway.app, memberTransactionsExport, { startDate: today, endDate: daysBefore(1) }, { token });
    expect(answer.statusCode).toBe(400);
  });
});
