import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/session-store';
import {
  agentDownlineProfitLoss,
  agentDownlineProfitLossExport,
  agentDownlineTransactions,
  agentDownlineTransactionsExport,
  agentTeamBets,
  agentTeamBetsExport,
  agentTeamOverview,
  ERROR_CODE,
} from '@platform/api/contract';
import type { AgentTeamBetsQuery, AgentDownlineTransactionsQuery, DownlineTransaction, ProfitFigures, TeamBet } from '@platform/api/contract';
import { auditDailyTotals } from '../records/records-test-support';
import { MAX_REPORT_DAYS } from '../records/report-period';
import { seedRecruitPlay } from '../seed/agent-reports/recruit-play';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { applyEvents, createTree } from './test-support';
import type { PlayEvent, TestTree, TreeMember } from './test-support';

/*
 * The agent centre's reports through HTTP, over a tree of the test's own: rptBoss > rptSub >
 * (rptP3, rptP4) and rptBoss > (rptP1, rptP2), beside another agent's tree (rptRival > rptR1)
 * and the whole demo, neither of which may ever show. Every figure is checked against what the
 * members did (EVENTS). On PGlite, and on PostgreSQL when the test command started one.
 */

const TREE: readonly TreeMember[] = [
  { account: 'rptBoss', type: 1, registeredDaysAgo: 100 },
  { account: 'rptSub', type: 2, upline: 'rptBoss', registeredDaysAgo: 30 },
  { account: 'rptP1', type: 0, upline: 'rptBoss', registeredDaysAgo: 30 },
  { account: 'rptP2', type: 0, upline: 'rptBoss', registeredDaysAgo: 9 },
  { account: 'rptP3', type: 0, upline: 'rptSub', registeredDaysAgo: 3 },
  { account: 'rptP4', type: 0, upline: 'rptSub', registeredDaysAgo: 0 },
  { account: 'rptRival', type: 1, registeredDaysAgo: 100 },
  { account: 'rptR1', type: 0, upline: 'rptRival', registeredDaysAgo: 3 },
  { account: 'rptLoner', type: 0, registeredDaysAgo: 50 },
];

const EVENTS: readonly PlayEvent[] = [
  // The agent's own play: in its own profit and loss row, never in its team's figures.
  { account: 'rptBoss', daysAgo: 0, kind: 'DEPOSIT', cents: 50_000 },
  { account: 'rptBoss', daysAgo: 0, kind: 'BET', cents: 5_000, payoutCents: 0, gameType: 'RNG', vendorCode: 'PT' },
  { account: 'rptSub', daysAgo: 2, kind: 'DEPOSIT', cents: 30_000 },
  { account: 'rptSub', daysAgo: 2, kind: 'BET', cents: 2_000, payoutCents: 3_500, gameType: 'RNG', vendorCode: 'PT' },
  { account: 'rptP1', daysAgo: 10, kind: 'DEPOSIT', cents: 100_000 },
  { account: 'rptP1', daysAgo: 10, kind: 'BET', cents: 10_000, payoutCents: 0, gameType: 'LIVE', vendorCode: 'AG' },
  { account: 'rptP1', daysAgo: 1, kind: 'BET', cents: 4_000, payoutCents: 10_000, gameType: 'RNG', vendorCode: 'PT' },
  { account: 'rptP1', daysAgo: 0, kind: 'WITHDRAWAL', cents: 20_000 },
  { account: 'rptP1', daysAgo: 0, kind: 'REBATE', cents: 550 },
  // A lottery ticket waiting for its draw: in team betting, not in the daily totals.
  { account: 'rptP1', daysAgo: 0, kind: 'BET', cents: 1_000, payoutCents: null, gameType: 'LOTT', vendorCode: 'TCG_SEA' },
  { account: 'rptP2', daysAgo: 8, kind: 'DEPOSIT', cents: 20_000 },
  { account: 'rptP2', daysAgo: 8, kind: 'BET', cents: 3_000, payoutCents: 1_250, gameType: 'FISH', vendorCode: 'CQ9' },
  { account: 'rptP2', daysAgo: 4, kind: 'BET', cents: 1_575, payoutCents: 0, gameType: 'RNG', vendorCode: 'PT' },
  { account: 'rptP3', daysAgo: 3, kind: 'DEPOSIT', cents: 10_000 },
  { account: 'rptP3', daysAgo: 3, kind: 'BET', cents: 2_500, payoutCents: 6_000, gameType: 'SPORTS', vendorCode: 'IBC' },
  { account: 'rptP3', daysAgo: 0, kind: 'BET', cents: 1_010, payoutCents: 0, gameType: 'RNG', vendorCode: 'PT' },
  // Another agent's tree.
  { account: 'rptR1', daysAgo: 1, kind: 'DEPOSIT', cents: 99_900 },
  { account: 'rptR1', daysAgo: 1, kind: 'BET', cents: 7_700, payoutCents: 0, gameType: 'RNG', vendorCode: 'PT' },
];

const BOSS_TEAM = ['rptSub', 'rptP1', 'rptP2', 'rptP3', 'rptP4'];
const SUB_TEAM = ['rptP3', 'rptP4'];

const money = (cents: number) => cents / 100;

/** What the members did between two days (daysAgo, inclusive), as the reports' figures. */
function expectedFigures(accounts: readonly string[], fromDaysAgo: number, toDaysAgo: number): ProfitFigures {
  const events = EVENTS.filter((event) => accounts.includes(event.account) && event.daysAgo <= fromDaysAgo && event.daysAgo >= toDaysAgo);
  const settled = events.filter((event) => event.kind === 'BET' && event.payoutCents !== null);
  const sum = (list: readonly PlayEvent[], cents: (event: PlayEvent) => number) => list.reduce((total, event) => total + cents(event), 0);
  const ofKind = (kind: PlayEvent['kind']) => sum(events.filter((event) => event.kind === kind), (event) => event.cents);
  const bets = sum(settled, (event) => event.cents);
  const payouts = sum(settled, (event) => (event.kind === 'BET' ? event.payoutCents! : 0));
  const rebates = ofKind('REBATE');
  return {
    betCount: settled.length,
    bets: money(bets),
    validBets: money(bets),
    payouts: money(payouts),
    bonuses: 0,
    rebates: money(rebates),
    deposits: money(ofKind('DEPOSIT')),
    withdrawals: money(ofKind('WITHDRAWAL')),
    net: money(payouts - bets + rebates),
  };
}

/** The team's members and activity between two days (daysAgo, inclusive). */
function expectedTeam(accounts: readonly string[], fromDaysAgo: number, toDaysAgo: number) {
  const members = TREE.filter((member) => accounts.includes(member.account));
  const active = new Set(
    EVENTS.filter((event) => accounts.includes(event.account) && event.kind === 'BET' && event.payoutCents !== null && event.daysAgo <= fromDaysAgo && event.daysAgo >= toDaysAgo).map(
      (event) => event.account,
    ),
  );
  return {
    teamSize: members.filter((member) => member.registeredDaysAgo >= toDaysAgo).length,
    newMembers: members.filter((member) => member.registeredDaysAgo <= fromDaysAgo && member.registeredDaysAgo >= toDaysAgo).length,
    activeMembers: active.size,
    ...expectedFigures(accounts, fromDaysAgo, toDaysAgo),
  };
}

describe.each(raceDatabases())('the agent reports on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let tree: TestTree;
  const dayOf = (daysAgo: number) => businessDayOf(new Date(gateway!.clock.now().getTime() - daysAgo * DAY_MS));
  const token = (account: string) => tree.tokens.get(account)!;
  /** The last two weeks: every event of the test. */
  const fortnight = () => ({ startDate: dayOf(13), endDate: dayOf(0) });

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    tree = await createTree(gateway.db, TREE, gateway.clock.now());
    await applyEvents(gateway.db, tree, EVENTS, gateway.clock.now());
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('books the test play as the gateway does: daily totals and wallets agree with the bets and the ledger', async () => {
    expect(await auditDailyTotals(gateway!.db, [...tree.ids.values()])).toEqual([]);
    expect((await auditLedger(gateway!.db)).unbalancedWallets).toEqual([]);
  });

  describe('agentTeamOverview', () => {
    it.runIf(enabled)("sums the whole team's daily totals (not the agent's own play) for the period and the one before it", async () => {
      const answer = await callGateway(gateway!.app, agentTeamOverview, { startDate: dayOf(6), endDate: dayOf(0) }, { token: token('rptBoss') });
      expect(answer.statusCode).toBe(200);
      const overview = answer.body.value;
      expect(overview).toMatchObject({ startDate: dayOf(6), endDate: dayOf(0), previousStartDate: dayOf(13), previousEndDate: dayOf(7) });
      expect(overview.current).toEqual(expectedTeam(BOSS_TEAM, 6, 0));
      expect(overview.previous).toEqual(expectedTeam(BOSS_TEAM, 13, 7));
      // The same figures worked out by hand, so a slip in the expectation cannot hide one in the report.
      expect(overview.current).toMatchObject({ teamSize: 5, newMembers: 2, activeMembers: 4, betCount: 5, bets: 110.85, payouts: 195, deposits: 400, withdrawals: 200, rebates: 5.5, net: 89.65 });
      expect(overview.previous).toMatchObject({ teamSize: 3, newMembers: 1, activeMembers: 2, betCount: 2, bets: 130, payouts: 12.5, deposits: 1200, net: -117.5 });
    });

    it.runIf(enabled)('lists every day of the period for the trend, quiet days as zeros', async () => {
      const overview = (await callGateway(gateway!.app, agentTeamOverview, { startDate: dayOf(6), endDate: dayOf(0) }, { token: token('rptBoss') })).body.value;
      expect(overview.days.map((day) => day.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayOf));
      for (const [index, day] of overview.days.entries()) expect(day, day.day).toEqual({ day: dayOf(6 - index), ...expectedTeam(BOSS_TEAM, 6 - index, 6 - index) });
      expect(overview.days[1]).toMatchObject({ betCount: 0, bets: 0, net: 0, activeMembers: 0, teamSize: 3 });
    });

    it.runIf(enabled)("gives a sub-agent its own team only, and another agent none of this team's figures", async () => {
      const sub = (await callGateway(gateway!.app, agentTeamOverview, { startDate: dayOf(6), endDate: dayOf(0) }, { token: token('rptSub') })).body.value;
      expect(sub.current).toEqual(expectedTeam(SUB_TEAM, 6, 0));
      const rival = (await callGateway(gateway!.app, agentTeamOverview, { startDate: dayOf(6), endDate: dayOf(0) }, { token: token('rptRival') })).body.value;
      expect(rival.current).toEqual(expectedTeam(['rptR1'], 6, 0));
      expect(rival.current.bets).toBe(77);
    });
  });

  describe('agentTeamBets', () => {
    const teamBets = (query: Partial<AgentTeamBetsQuery>, as = 'rptBoss') =>
      callGateway(gateway!.app, agentTeamBets, { pageNo: 1, pageSize: 100, ...fortnight(), ...query }, { token: token(as) });

    /** The team's bet events, newest first (events of one moment: the later booked first, as `id desc`). */
    const expectedBets = (accounts: readonly string[]) =>
      EVENTS.map((event, index) => ({ event, index }))
        .filter(({ event }) => event.kind === 'BET' && accounts.includes(event.account))
        .sort((a, b) => a.event.daysAgo - b.event.daysAgo || b.index - a.index)
        .map(({ event }) => event);

    const summary = (bet: TeamBet) => ({ account: bet.account, betAmount: bet.betAmount, payout: bet.payout, gameType: bet.gameType, vendorCode: bet.vendorCode });

    it.runIf(enabled)("lists every bet of the team, each naming its downline, newest first, with totals of every match", async () => {
      const answer = await teamBets({});
      expect(answer.statusCode).toBe(200);
      const page = answer.body.value;
      expect(page.list.map(summary)).toEqual(
        expectedBets(BOSS_TEAM).map((event) => ({
          account: event.account,
          betAmount: money(event.cents),
          payout: event.kind === 'BET' && event.payoutCents !== null ? money(event.payoutCents) : null,
          gameType: event.kind === 'BET' ? event.gameType : '',
          vendorCode: event.kind === 'BET' ? event.vendorCode : '',
        })),
      );
      const figures = expectedFigures(BOSS_TEAM, 13, 0);
      // Totals count the ticket still waiting (stake) but only settled bets' payouts and win/loss.
      expect(page.totals).toEqual({ betCount: 8, betAmount: 250.85, validBet: 250.85, payout: 207.5, winLoss: -33.35 });
      expect(page.totals.payout).toBe(figures.payouts);
      expect(page.list.find((bet) => bet.gameType === 'LOTT')).toMatchObject({ account: 'rptP1', status: 'UNSETTLED', payout: null, winLoss: null });
    });

    it.runIf(enabled)("filters by a downline at any level (any case), game type, vendor and status, and pages", async () => {
      const p3 = (await teamBets({ account: 'RPTP3' })).body.value;
      expect(p3.list.map(summary)).toEqual((await teamBets({})).body.value.list.filter((bet) => bet.account === 'rptP3').map(summary));
      expect(p3.totals.betCount).toBe(2);
      expect((await teamBets({ gameType: 'LOTT' })).body.value.list.map((bet) => bet.account)).toEqual(['rptP1']);
      expect((await teamBets({ status: 'UNSETTLED' })).body.value.totals).toMatchObject({ betCount: 1, betAmount: 10, payout: 0, winLoss: 0 });
      expect((await teamBets({ vendorCode: 'PT' })).body.value.list.map((bet) => bet.account)).toEqual(['rptP3', 'rptP1', 'rptSub', 'rptP2']);
      const all = (await teamBets({})).body.value.list;
      const second = (await teamBets({ pageSize: 4, pageNo: 2 })).body.value;
      expect(second.totalPages).toBe(2);
      expect(second.list).toEqual(all.slice(4, 8));
    });

    it.runIf(enabled)('totals every filter exactly as the bets it matches add up (settled from the daily totals, waiting ones from the bets)', async () => {
      const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
      const filters: Partial<AgentTeamBetsQuery>[] = [
        {},
        { gameType: 'RNG' },
        { gameType: 'LOTT' },
        { status: 'SETTLED' },
        { status: 'UNSETTLED', gameType: 'LOTT' },
        { account: 'rptP1' },
        { account: 'rptP1', gameType: 'RNG', status: 'SETTLED' },
        { vendorCode: 'PT', status: 'SETTLED' },
        { startDate: dayOf(4), endDate: dayOf(1) },
      ];
      for (const filter of filters) {
        const page = (await teamBets(filter)).body.value;
        const settled = page.list.filter((bet) => bet.status === 'SETTLED');
        const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + cents(value), 0) / 100;
        expect(page.totals, JSON.stringify(filter)).toEqual({
          betCount: page.list.length,
          betAmount: sum(page.list.map((bet) => bet.betAmount)),
          validBet: sum(page.list.map((bet) => bet.validBet)),
          payout: sum(settled.map((bet) => bet.payout)),
          winLoss: sum(settled.map((bet) => bet.winLoss)),
        });
      }
    });

    it.runIf(enabled)("keeps a sub-agent to its own team and answers 404 for a downline outside the agent's team", async () => {
      expect((await teamBets({}, 'rptSub')).body.value.list.map((bet) => bet.account).sort()).toEqual(['rptP3', 'rptP3']);
      for (const [account, as] of [['rptR1', 'rptBoss'], ['rptBoss', 'rptBoss'], ['rptP1', 'rptSub'], ['player01', 'rptBoss'], ['nobody', 'rptBoss']] as const) {
        const answer = await teamBets({ account }, as);
        expect(answer.statusCode, `${as} asking for ${account}`).toBe(404);
        expect(answer.body.code).toBe(ERROR_CODE.notFound);
        expect(answer.body.message).toContain('is not in your downline');
      }
    });

    it.runIf(enabled)('exports every matching row with the same totals', async () => {
      const exported = await callGateway(gateway!.app, agentTeamBetsExport, { ...fortnight(), vendorCode: 'PT' }, { token: token('rptBoss') });
      expect(exported.statusCode).toBe(200);
      const page = (await teamBets({ vendorCode: 'PT' })).body.value;
      expect(exported.body.value).toEqual({ list: page.list, totals: page.totals, truncated: false });
    });
  });

  describe('agentDownlineProfitLoss', () => {
    const profitLoss = (query: Record<string, unknown>, as = 'rptBoss') =>
      callGateway(gateway!.app, agentDownlineProfitLoss, { pageNo: 1, pageSize: 20, ...fortnight(), ...query }, { token: token(as) });
    const row = (account: string, type: number, accounts: readonly string[]) => ({ account, type, teamSize: accounts.length, ...expectedFigures(accounts, 13, 0) });

    it.runIf(enabled)("shows each direct downline with its own team's figures, the agent's own play, and the totals of both", async () => {
      const answer = await profitLoss({});
      expect(answer.statusCode).toBe(200);
      expect(answer.body.value).toEqual({
        path: [{ account: 'rptBoss', type: 1, depth: 0 }],
        self: row('rptBoss', 1, ['rptBoss']),
        list: [row('rptP1', 0, ['rptP1']), row('rptP2', 0, ['rptP2']), row('rptSub', 2, ['rptSub', 'rptP3', 'rptP4'])],
        totalPages: 1,
        totals: expectedFigures(['rptBoss', ...BOSS_TEAM], 13, 0),
      });
      expect(answer.body.value.self).toMatchObject({ bets: 50, net: -50 });
    });

    it.runIf(enabled)("drills down to a downline's level with the path to it, and pages the rows but not the totals", async () => {
      const sub = (await profitLoss({ account: 'rptsub' })).body.value;
      expect(sub.path).toEqual([
        { account: 'rptBoss', type: 1, depth: 0 },
        { account: 'rptSub', type: 2, depth: 1 },
      ]);
      expect(sub.self).toEqual(row('rptSub', 2, ['rptSub']));
      expect(sub.list).toEqual([row('rptP3', 0, ['rptP3']), row('rptP4', 0, ['rptP4'])]);
      expect(sub.totals).toEqual(expectedFigures(['rptSub', ...SUB_TEAM], 13, 0));

      const player = (await profitLoss({ account: 'rptP3' })).body.value;
      expect(player.path.map((step) => step.account)).toEqual(['rptBoss', 'rptSub', 'rptP3']);
      expect(player).toMatchObject({ list: [], totalPages: 0, totals: expectedFigures(['rptP3'], 13, 0) });

      const paged = (await profitLoss({ pageSize: 1, pageNo: 2 })).body.value;
      expect(paged.list.map((downline) => downline.account)).toEqual(['rptP2']);
      expect(paged.totalPages).toBe(3);
      expect(paged.totals).toEqual(expectedFigures(['rptBoss', ...BOSS_TEAM], 13, 0));
    });

    it.runIf(enabled)("answers 404 for a level outside the agent's team, and a sub-agent's top is its own level", async () => {
      for (const [account, as] of [['rptR1', 'rptBoss'], ['rptRival', 'rptBoss'], ['rptP1', 'rptSub'], ['rptBoss', 'rptSub']] as const) {
        const answer = await profitLoss({ account }, as);
        expect(answer.statusCode, `${as} asking for ${account}`).toBe(404);
      }
      const sub = (await profitLoss({}, 'rptSub')).body.value;
      expect(sub.path).toEqual([{ account: 'rptSub', type: 2, depth: 0 }]);
      expect(sub.list.map((downline) => downline.account)).toEqual(['rptP3', 'rptP4']);
    });

    it.runIf(enabled)('exports every row of the level', async () => {
      const exported = await callGateway(gateway!.app, agentDownlineProfitLossExport, { ...fortnight(), account: 'rptSub' }, { token: token('rptBoss') });
      const page = (await profitLoss({ account: 'rptSub' })).body.value;
      expect(exported.body.value).toEqual({ path: page.path, self: page.self, list: page.list, totals: page.totals, truncated: false });
    });
  });

  describe('agentDownlineTransactions', () => {
    const transactions = (query: Partial<AgentDownlineTransactionsQuery>, as = 'rptBoss') =>
      callGateway(gateway!.app, agentDownlineTransactions, { pageNo: 1, pageSize: 100, ...fortnight(), ...query }, { token: token(as) });
    const cents = (amount: number) => Math.round(amount * 100);
    /** The ledger entries an event books: one, and a WIN for a bet that paid something. */
    const entriesOf = (event: PlayEvent) => (event.kind === 'BET' && event.payoutCents ? 2 : 1);

    it.runIf(enabled)("lists the team's account records, newest first, each naming its downline with its balance after", async () => {
      const answer = await transactions({});
      expect(answer.statusCode).toBe(200);
      const list = answer.body.value.list;
      const teamEvents = EVENTS.filter((event) => BOSS_TEAM.includes(event.account));
      expect(list).toHaveLength(teamEvents.reduce((sum, event) => sum + entriesOf(event), 0));
      expect(new Set(list.map((entry) => entry.account))).toEqual(new Set(['rptSub', 'rptP1', 'rptP2', 'rptP3']));
      const times = list.map((entry) => Number(entry.createTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // Each downline started from nothing: its newest balance is the sum of its entries.
      for (const account of ['rptSub', 'rptP1', 'rptP2', 'rptP3']) {
        const own = list.filter((entry) => entry.account === account);
        expect(cents(own[0]!.balance), account).toBe(own.reduce((sum, entry) => sum + cents(entry.amount), 0));
      }
      expect(list.find((entry) => entry.account === 'rptP1' && entry.type === 'REBATE')).toMatchObject({ amount: 5.5, status: 'SUCCESS' });
    });

    it.runIf(enabled)("filters by the account record's type groups and by a downline, and pages", async () => {
      const bets = (await transactions({ type: 'BET' })).body.value.list;
      expect(new Set(bets.map((entry) => entry.type))).toEqual(new Set(['BET', 'WIN']));
      expect(bets).toHaveLength(EVENTS.filter((event) => event.kind === 'BET' && BOSS_TEAM.includes(event.account)).reduce((sum, event) => sum + entriesOf(event), 0));
      const deposits = (await transactions({ type: 'DEPOSIT', account: 'rptP1' })).body.value.list;
      expect(deposits.map((entry: DownlineTransaction) => [entry.account, entry.amount])).toEqual([['rptP1', 1000]]);
      const lastWeek = (await transactions({ startDate: dayOf(6) })).body.value.list;
      expect(lastWeek.every((entry) => Number(entry.createTime) >= new Date(`${dayOf(6)}T00:00:00+08:00`).getTime())).toBe(true);
      const all = (await transactions({})).body.value.list;
      const page = (await transactions({ pageSize: 5, pageNo: 2 })).body.value;
      expect(page).toEqual({ list: all.slice(5, 10), totalPages: Math.ceil(all.length / 5), isCountCapped: false, totals: expectedFigures(BOSS_TEAM, 13, 0) });
    });

    it.runIf(enabled)("totals the period's money of the same members from the daily totals, whatever the type filter", async () => {
      expect((await transactions({ type: 'DEPOSIT' })).body.value.totals).toEqual(expectedFigures(BOSS_TEAM, 13, 0));
      expect((await transactions({ account: 'rptP1' })).body.value.totals).toEqual(expectedFigures(['rptP1'], 13, 0));
      expect((await transactions({}, 'rptSub')).body.value.totals).toEqual(expectedFigures(SUB_TEAM, 13, 0));
    });

    it.runIf(enabled)("answers 404 for an account outside the team, and never shows the agent's own records", async () => {
      expect((await transactions({ account: 'rptR1' })).statusCode).toBe(404);
      expect((await transactions({ account: 'rptBoss' })).statusCode).toBe(404);
      expect((await transactions({}, 'rptSub')).body.value.list.every((entry) => entry.account === 'rptP3')).toBe(true);
    });

    it.runIf(enabled)('exports every matching row', async () => {
      const exported = await callGateway(gateway!.app, agentDownlineTransactionsExport, { ...fortnight(), type: 'BET' }, { token: token('rptBoss') });
      expect(exported.body.value).toEqual({ list: (await transactions({ type: 'BET' })).body.value.list, truncated: false });
    });
  });

  describe('the demo agents', () => {
    it.runIf(enabled)("show their recent recruits as new members who play, once however often the seed runs", async () => {
      const { db, app, clock } = gateway!;
      const master = (await db.query<{ id: number }>("select id from member where merchant_code = 'DEMO_ROYAL' and account = 'master01'")).rows[0]!.id;
      const masterToken = await createSession(db, master, 'DEMO_ROYAL', 'username', clock.now());
      const month = { startDate: dayOf(29), endDate: dayOf(0) };
      const recruits = await db.query<{ account: string }>(
        `select m.account from member_tree t join member m on m.id = t.descendant_id
          where t.ancestor_id = $1 and t.depth >= 1 and m.type = 0 and m.created_at >= $2`,
        [master, new Date(`${month.startDate}T00:00:00+08:00`)],
      );
      expect(recruits.rows.length).toBeGreaterThan(0);
      const overview = (await callGateway(app, agentTeamOverview, month, { token: masterToken })).body.value;
      expect(overview.current.newMembers).toBeGreaterThanOrEqual(recruits.rows.length);
      for (const { account } of recruits.rows) {
        const bets = (await callGateway(app, agentTeamBets, { ...month, account }, { token: masterToken })).body.value;
        expect(bets.totals.betCount, account).toBeGreaterThan(0);
      }
      const betCount = async () => (await db.query<{ count: number }>('select count(*)::int as count from bet')).rows[0]!.count;
      const before = await betCount();
      await seedRecruitPlay(db, clock.now());
      expect(await betCount()).toBe(before);
    });
  });

  describe('who may ask, and for what', () => {
    const period = () => ({ startDate: dayOf(6), endDate: dayOf(0) });
    const paged = () => ({ pageNo: 1, pageSize: 20, ...period() });
    const everyCall = () =>
      [
        [agentTeamOverview, period()],
        [agentTeamBets, paged()],
        [agentTeamBetsExport, period()],
        [agentDownlineProfitLoss, paged()],
        [agentDownlineProfitLossExport, period()],
        [agentDownlineTransactions, paged()],
        [agentDownlineTransactionsExport, period()],
      ] as const;

    it.runIf(enabled)('refuses a member who is not an agent (403) and a caller without a session (401)', async () => {
      for (const [call, query] of everyCall()) {
        const member = await callGateway(gateway!.app, call, query, { token: token('rptLoner') });
        expect(member.statusCode, call.path).toBe(403);
        expect(member.body.code).toBe(ERROR_CODE.notAgent);
        expect((await callGateway(gateway!.app, call, query)).statusCode, call.path).toBe(401);
      }
    });

    it.runIf(enabled)(`refuses more than ${MAX_REPORT_DAYS} days, an end before the start and dates that do not exist (400)`, async () => {
      const ranges = [
        { startDate: dayOf(MAX_REPORT_DAYS), endDate: dayOf(0) },
        { startDate: dayOf(0), endDate: dayOf(1) },
        { startDate: '2026-02-30', endDate: '2026-03-01' },
      ];
      for (const [call, query] of everyCall()) {
        // A fresh minute of exports for each call: the refusals count as exports too.
        gateway!.clock.advance(61_000);
        for (const range of ranges) expect((await callGateway(gateway!.app, call, { ...query, ...range }, { token: token('rptBoss') })).statusCode, call.path).toBe(400);
        expect((await callGateway(gateway!.app, call, { ...query, startDate: dayOf(MAX_REPORT_DAYS - 1) }, { token: token('rptBoss') })).statusCode, call.path).toBe(200);
      }
    });

    it.runIf(enabled)('allows an agent 10 exports a minute across the three reports', async () => {
      const exports = [agentTeamBetsExport, agentDownlineProfitLossExport, agentDownlineTransactionsExport];
      for (let index = 0; index < 10; index++) {
        expect((await callGateway(gateway!.app, exports[index % 3]!, period(), { token: token('rptRival') })).statusCode).toBe(200);
      }
      const refused = await callGateway(gateway!.app, agentDownlineTransactionsExport, period(), { token: token('rptRival') });
      expect(refused.statusCode).toBe(429);
      expect(refused.body.code).toBe(ERROR_CODE.tooManyRequests);
      gateway!.clock.advance(61_000);
      expect((await callGateway(gateway!.app, agentTeamBetsExport, period(), { token: token('rptRival') })).statusCode).toBe(200);
    });
  });
});
