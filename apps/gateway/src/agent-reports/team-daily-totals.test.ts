import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTeamOverview } from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { addDailyMoney } from '../bets/daily-totals';
import { recordBet, settleBet } from '../bets/record-bet';
import { auditDailyTotals } from '../records/records-test-support';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import type { LedgerLeg } from '../wallet/ledger';
import { createTree } from './test-support';
import type { TestTree, TreeMember } from './test-support';

/*
 * The team daily totals (migration 0024) are kept by triggers in the transaction that changes a
 * member's daily totals. Here a team's members play at once, every round sent twice, beside
 * deposits, and tickets wait for their draw then settle, each settled twice at once: the team
 * totals of every upline still equal the sum of its members' totals, a round that failed added
 * nothing, and the overview shows exactly the rounds that went through.
 */

const TREE: readonly TreeMember[] = [
  { account: 'ttBoss', type: 1, registeredDaysAgo: 40 },
  { account: 'ttSubA', type: 2, upline: 'ttBoss', registeredDaysAgo: 20 },
  { account: 'ttSubB', type: 2, upline: 'ttBoss', registeredDaysAgo: 20 },
  ...Array.from({ length: 12 }, (_unused, index) => ({ account: `ttPlayer${index}`, type: 0, upline: index % 2 ? 'ttSubA' : 'ttSubB', registeredDaysAgo: index % 3 })),
];
const PLAYERS = TREE.filter((member) => member.type === 0).map((member) => member.account);
const ROUNDS_PER_PLAYER = 6;
const STAKE_CENTS = 125;

/** The test's dates are fixed: 21 November at 08:00 UTC (the default test clock's) of the clock's year, or of the next. */
function nextNovember21(now: Date): Date {
  const thisYear = Date.UTC(now.getUTCFullYear(), 10, 21, 8);
  return new Date(thisYear >= now.getTime() ? thisYear : Date.UTC(now.getUTCFullYear() + 1, 10, 21, 8));
}

describe.each(raceDatabases())('team daily totals on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let tree: TestTree;

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    gateway.clock.advance(nextNovember21(gateway.clock.now()).getTime() - gateway.clock.now().getTime());
    tree = await createTree(gateway.db, TREE, gateway.clock.now());
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
  });

  /**
   * One round as a game books it: the stake (and any win) under the round's reference, and the
   * bet settled at once, or left open (a ticket waiting for its draw) when `payoutCents` is null.
   */
  async function playRound(account: string, round: number, payoutCents: number | null = round % 3 === 0 ? 300 : 0): Promise<boolean> {
    const memberId = tree.ids.get(account)!;
    const roundNo = `TT-${account}-${round}`;
    const now = gateway!.clock.now();
    try {
      await gateway!.db.transaction(async (tx) => {
        const legs: LedgerLeg[] = [{ memberId, walletCode: MAIN_WALLET, cents: -STAKE_CENTS, type: 'BET' }];
        if (payoutCents) legs.push({ memberId, walletCode: MAIN_WALLET, cents: payoutCents, type: 'WIN' });
        await postLedgerMovement(tx, legs, { referenceNo: roundNo, now });
        await recordBet(tx, {
          memberId,
          merchantCode: 'DEMO_ROYAL',
          roundNo,
          gameCode: 'TT-SLOT',
          gameName: 'Team totals slot',
          vendorCode: 'PT',
          gameType: 'RNG',
          betCents: STAKE_CENTS,
          ...(payoutCents === null ? {} : { payoutCents }),
          now,
        });
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Settles an open ticket as the lottery's settler does; answers whether this call settled it. */
  async function settleTicket(account: string, round: number): Promise<boolean> {
    const bet = await gateway!.db.query<{ id: number }>('select id::int as id from bet where round_no = $1', [`TT-${account}-${round}`]);
    return gateway!.db.transaction((tx) => settleBet(tx, bet.rows[0]!.id, 500, gateway!.clock.now()));
  }

  async function deposit(account: string, cents: number): Promise<void> {
    const memberId = tree.ids.get(account)!;
    const now = gateway!.clock.now();
    await gateway!.db.transaction(async (tx) => {
      await postLedgerMovement(tx, [{ memberId, walletCode: MAIN_WALLET, cents, type: 'DEPOSIT' }], { referenceNo: `TT-DEP-${account}`, now });
      await addDailyMoney(tx, memberId, 'deposits', cents, now);
    });
  }

  it.runIf(enabled)('add every round once, to every upline, however many settle at once and twice', async () => {
    await Promise.all(PLAYERS.map((account) => deposit(account, 10_000)));
    const attempts = PLAYERS.flatMap((account) => Array.from({ length: ROUNDS_PER_PLAYER * 2 }, (_unused, index) => () => playRound(account, index % ROUNDS_PER_PLAYER)));
    const results = await Promise.all(attempts.map((attempt) => attempt()));
    // Each round went through once; its second sending failed on the round's reference.
    expect(results.filter(Boolean)).toHaveLength(PLAYERS.length * ROUNDS_PER_PLAYER);

    // A ticket each, open, then settled by two settlers at once: once.
    const ticketRound = ROUNDS_PER_PLAYER;
    await Promise.all(PLAYERS.map((account) => playRound(account, ticketRound, null)));
    expect(await auditDailyTotals(gateway!.db, [...tree.ids.values()])).toEqual([]);
    const settled = await Promise.all(PLAYERS.flatMap((account) => [settleTicket(account, ticketRound), settleTicket(account, ticketRound)]));
    expect(settled.filter(Boolean)).toHaveLength(PLAYERS.length);

    expect(await auditDailyTotals(gateway!.db, [...tree.ids.values()])).toEqual([]);
    expect((await auditLedger(gateway!.db)).unbalancedWallets).toEqual([]);

    const today = businessDayOf(gateway!.clock.now());
    const overview = await callGateway(gateway!.app, agentTeamOverview, { startDate: today, endDate: today }, { token: tree.tokens.get('ttBoss')! });
    expect(overview.statusCode).toBe(200);
    const rounds = PLAYERS.length * (ROUNDS_PER_PLAYER + 1);
    const winCents = PLAYERS.length * (Math.ceil(ROUNDS_PER_PLAYER / 3) * 300 + 500);
    expect(overview.body.value.current).toMatchObject({
      teamSize: TREE.length - 1,
      newMembers: PLAYERS.filter((_account, index) => index % 3 === 0).length,
      activeMembers: PLAYERS.length,
      betCount: rounds,
      bets: (rounds * STAKE_CENTS) / 100,
      payouts: winCents / 100,
      deposits: (PLAYERS.length * 10_000) / 100,
    });
    // Over two months and more, each member who played is counted once, and none in the 62 days before.
    const longAgo = businessDayOf(new Date(gateway!.clock.now().getTime() - 61 * DAY_MS));
    const long = await callGateway(gateway!.app, agentTeamOverview, { startDate: longAgo, endDate: today }, { token: tree.tokens.get('ttBoss')! });
    expect(long.body.value.current.activeMembers).toBe(PLAYERS.length);
    expect(long.body.value.previous.activeMembers).toBe(0);
  });

  it.runIf(enabled)('count each member active in a period once, across the turn of a year', async () => {
    // From 21 November (every player played) to 2 January, when half of them play again.
    const year = gateway!.clock.now().getUTCFullYear();
    gateway!.clock.advance(Date.UTC(year + 1, 0, 2, 8) - gateway!.clock.now().getTime());
    const again = PLAYERS.filter((_account, index) => index % 2 === 0);
    expect(await Promise.all(again.map((account) => playRound(account, 100)))).toEqual(again.map(() => true));
    expect(await auditDailyTotals(gateway!.db, [...tree.ids.values()])).toEqual([]);

    const token = await createSession(gateway!.db, tree.ids.get('ttBoss')!, 'DEMO_ROYAL', 'username', gateway!.clock.now());
    const overview = await callGateway(gateway!.app, agentTeamOverview, { startDate: `${year}-12-01`, endDate: `${year + 1}-01-02` }, { token });
    expect(overview.statusCode).toBe(200);
    expect(overview.body.value).toMatchObject({ previousStartDate: `${year}-10-29`, previousEndDate: `${year}-11-30` });
    expect(overview.body.value.current.activeMembers).toBe(again.length);
    expect(overview.body.value.previous.activeMembers).toBe(PLAYERS.length);
    const newYear = await callGateway(gateway!.app, agentTeamOverview, { startDate: `${year + 1}-01-01`, endDate: `${year + 1}-01-02` }, { token });
    expect(newYear.body.value.current.activeMembers).toBe(again.length);
    expect(newYear.body.value.previous.activeMembers).toBe(0);
  });
});
