import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, ERROR_CODE, setLimit } from '@platform/api/contract';
import { addDailyMoney } from '../bets/daily-totals';
import { auditDailyTotals } from '../records/records-test-support';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { openSlot, spinSlot } from './test-support';

// A limit holds under a rush: simultaneous spins (from three game sessions, each request sent
// once or twice) against a wager limit, and simultaneous deposit orders against a deposit limit,
// never take the member past it, and the ledger and the daily totals still reconcile. On PGlite
// (transactions take turns) and, when the test command started one, on PostgreSQL with many
// connections racing for real: the check runs under the main wallet's lock, in the bet's transaction.
// (At most 10 deposit orders a minute pass the rate limit: they race for the limit's room.)

const SPINS = 40;
const DUPLICATED = 15;
const WAGER_LIMIT = 10;
const DEPOSITS = 20;
const DEPOSIT_LIMIT = 40;

describe.each(raceDatabases())('a rush against a limit on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('never takes spins past a wager limit, each request applied once', async () => {
    const { app, db, clock } = gateway!;
    const member = await createTestMember(db, { account: 'limitrush', now: clock.now() });
    const fundedAt = new Date(clock.now().getTime() - 60_000);
    await fundMember(db, member.memberId, 100, fundedAt);
    // As a credited deposit counts in the daily totals.
    await addDailyMoney(db, member.memberId, 'deposits', 10_000, fundedAt);
    expect((await callGateway(app, setLimit, { kind: 'WAGER', period: 'DAY', amount: WAGER_LIMIT }, { token: member.token })).statusCode).toBe(200);
    const sessions: string[] = [];
    for (let index = 0; index < 3; index += 1) sessions.push(await openSlot(app, db, member, clock.now()));

    const requests = Array.from({ length: SPINS }, (_, index) => ({ session: sessions[index % 3]!, requestId: `rush-${index}` }));
    const sent = [...requests, ...requests.slice(0, DUPLICATED)];
    const answers = await Promise.all(sent.map((request) => spinSlot(app, request.session, 1, request.requestId).then((answer) => ({ ...answer, requestId: request.requestId }))));

    expect(answers.every((answer) => answer.statusCode === 200 || answer.body.code === ERROR_CODE.limitReached)).toBe(true);
    const applied = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.requestId));
    expect(applied.size).toBe(WAGER_LIMIT);
    const bets = await db.query<{ n: number; total: number }>('select count(*)::int as n, coalesce(sum(bet_amount), 0)::float8 as total from bet where member_id = $1', [
      member.memberId,
    ]);
    expect(bets.rows[0]).toEqual({ n: WAGER_LIMIT, total: WAGER_LIMIT });
    const debits = await db.query<{ n: number }>("select count(*)::int as n from ledger_entry where member_id = $1 and type = 'BET'", [member.memberId]);
    expect(debits.rows[0]!.n).toBe(WAGER_LIMIT);

    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(await auditDailyTotals(db, [member.memberId])).toEqual([]);
  });

  it.runIf(enabled)('never opens deposit orders past a deposit limit', async () => {
    const { app, db, clock } = gateway!;
    const member = await createTestMember(db, { account: 'depositrush', now: clock.now() });
    expect((await callGateway(app, setLimit, { kind: 'DEPOSIT', period: 'DAY', amount: DEPOSIT_LIMIT }, { token: member.token })).statusCode).toBe(200);
    const requestIds = Array.from({ length: DEPOSITS }, (_, index) => `deposit-rush-${index}`);
    const answers = await Promise.all(
      [...requestIds, ...requestIds.slice(0, 5)].map((requestId) => callGateway(app, createDeposit, { channelCode: 'QR_TNG', amount: 15, requestId }, { token: member.token })),
    );
    // Refused by the limit, or by the rate of deposit orders (CREATE_DEPOSIT_LIMIT), never anything else.
    const refusals = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body.code);
    expect(refusals.filter((code) => code !== ERROR_CODE.limitReached && code !== ERROR_CODE.tooManyRequests)).toEqual([]);
    expect(refusals).toContain(ERROR_CODE.limitReached);
    const orders = await db.query<{ n: number; total: number }>('select count(*)::int as n, coalesce(sum(amount), 0)::float8 as total from deposit_order where member_id = $1', [
      member.memberId,
    ]);
    // Two orders of 15 fit a limit of 40; a third would not, however many ask at once.
    expect(orders.rows[0]).toEqual({ n: 2, total: 30 });
  });
});
