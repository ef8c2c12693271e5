import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRebate, ERROR_CODE, rebateClaims, rebateSummary } from '@platform/api/contract';
import type { RebateLine } from '@platform/api/contract';
import { businessDayOf } from '../shared/business-day';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { accrualsOf, openDemoSlot } from './test-support';

// Issue 20, item 10: the rebate per game type from valid bets since the last claim, at the rates
// of the member's level, claimed with one press (idempotent), and the history.

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

async function player(account: string, funds = 500) {
  const member = await createTestMember(gateway.db, { account, now: gateway.clock.now() });
  await fundMember(gateway.db, member.memberId, funds);
  return member;
}

const summary = async (token: string) => (await callGateway(gateway.app, rebateSummary, {}, { token })).body.value;
const claim = (token: string, requestId: string) => callGateway(gateway.app, claimRebate, { requestId }, { token });
const lineOf = (lines: readonly RebateLine[], gameType: string) => lines.find((line) => line.gameType === gameType);

async function setAccrual(memberId: number, gameType: string, validBets: string): Promise<void> {
  await gateway.db.query(
    `insert into rebate_accrual (member_id, game_type, valid_bets) values ($1, $2, $3::numeric)
     on conflict (member_id, game_type) do update set valid_bets = excluded.valid_bets`,
    [memberId, gameType, validBets],
  );
}

describe('rebateSummary', () => {
  it('is Σ valid bets × rate of real demo-slot spins, per game type, rounded down to the cent', async () => {
    const member = await player('rebate01');
    const spin = await openDemoSlot(gateway, member);
    const bets = [5, 2, 10, 0.5, 1, 0.2, 5, 10, 2, 1];
    for (const [index, bet] of bets.entries()) expect((await spin(bet, `rebate01-spin-${index}`)).statusCode).toBe(200);
    // A replayed spin is one bet: it must not accrue twice.
    await spin(5, 'rebate01-spin-0');

    const validCents = bets.reduce((sum, bet) => sum + Math.round(bet * 100), 0);
    const recorded = await gateway.db.query<{ cents: number }>("select round(sum(valid_bet) * 100)::float8 as cents from bet where member_id = $1 and game_type = 'RNG'", [
      member.memberId,
    ]);
    expect(recorded.rows[0]!.cents).toBe(validCents);

    const value = await summary(member.token);
    // Rank 1 (Bronze): RNG 0.8%.
    expect(lineOf(value.lines, 'RNG')).toEqual({ gameType: 'RNG', validBets: validCents / 100, ratePercent: 0.8, amount: Math.floor(validCents * 0.008) / 100 });
    expect(lineOf(value.lines, 'LIVE')).toEqual({ gameType: 'LIVE', validBets: 0, ratePercent: 0.6, amount: 0 });
    expect(value.lines.map((line) => line.gameType).slice(0, 3)).toEqual(['RNG', 'LIVE', 'FISH']);
    expect(value).toMatchObject({ totalAmount: Math.floor(validCents * 0.008) / 100, minClaim: 1, rankLevel: 1, lastClaimTime: null });
  });

  it('applies the rates of the member level (club rank) and of the merchant', async () => {
    const member = await player('rebate02');
    await setAccrual(member.memberId, 'LIVE', '1000.00');
    await gateway.db.query('update member set club_rank = 3 where id = $1', [member.memberId]);
    const value = await summary(member.token);
    expect(lineOf(value.lines, 'LIVE')).toEqual({ gameType: 'LIVE', validBets: 1000, ratePercent: 0.8, amount: 8 });
    expect(value.rankLevel).toBe(3);
    const jade = await createTestMember(gateway.db, { account: 'rebatejade', merchantCode: 'DEMO_JADE' });
    expect((await callGateway(gateway.app, rebateSummary, {}, { token: jade.token, merchantCode: 'DEMO_JADE' })).body.value.minClaim).toBe(5);
  });

  it('needs a session', async () => {
    expect((await callGateway(gateway.app, rebateSummary, {})).statusCode).toBe(401);
  });
});

describe('claimRebate', () => {
  it('credits the rebate once as REBATE, records the claim with its lines, counts the day and resets the accruals', async () => {
    const member = await player('rebate03', 100);
    await setAccrual(member.memberId, 'RNG', '1250.00');
    await setAccrual(member.memberId, 'SPORTS', '420.00');
    const answer = await claim(member.token, 'rebate03-claim-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({
      claimNo: expect.stringMatching(/^RB\d{8}$/),
      claimTime: gateway.clock.now().getTime(),
      amount: 12.1,
      lines: [
        { gameType: 'RNG', validBets: 1250, ratePercent: 0.8, amount: 10 },
        { gameType: 'SPORTS', validBets: 420, ratePercent: 0.5, amount: 2.1 },
      ],
      balance: 112.1,
    });
    const { claimNo } = answer.body.value;
    const entries = await gateway.db.query<{ type: string; amount: number; reference_no: string; request_id: string }>(
      "select type, amount::float8 as amount, reference_no, request_id from ledger_entry where member_id = $1 and type = 'REBATE'",
      [member.memberId],
    );
    expect(entries.rows).toEqual([{ type: 'REBATE', amount: 12.1, reference_no: claimNo, request_id: 'rebate03-claim-1' }]);
    const totals = await gateway.db.query<{ rebates: number }>('select rebates::float8 as rebates from member_daily_totals where member_id = $1 and business_day = $2', [
      member.memberId,
      businessDayOf(gateway.clock.now()),
    ]);
    expect(totals.rows).toEqual([{ rebates: 12.1 }]);
    expect((await accrualsOf(gateway.db, member.memberId)).map((row) => row.validCents)).toEqual([0, 0]);

    // The replay answers the same claim; a new press finds nothing left.
    const replay = await claim(member.token, 'rebate03-claim-1');
    expect(replay.body.value).toEqual(answer.body.value);
    const again = await claim(member.token, 'rebate03-claim-2');
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ code: ERROR_CODE.badRequest, message: 'There is no rebate to claim yet' });
    expect((await summary(member.token)).lastClaimTime).toBe(gateway.clock.now().getTime());

    const history = await callGateway(gateway.app, rebateClaims, { pageNo: 1, pageSize: 10 }, { token: member.token });
    expect(history.body.value).toEqual({ list: [{ claimNo, claimTime: answer.body.value.claimTime, amount: 12.1, lines: answer.body.value.lines }], totalPages: 1 });
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });

  it('carries the part of a cent that rounding down left to the next claim', async () => {
    const member = await player('rebate04');
    // 190.99 × 0.8% = 1.52792: 1.52 paid, 0.00792 carried.
    await setAccrual(member.memberId, 'RNG', '190.99');
    expect((await claim(member.token, 'rebate04-1')).body.value.amount).toBe(1.52);
    expect(await accrualsOf(gateway.db, member.memberId)).toEqual([{ gameType: 'RNG', validCents: 0, carry: '0.00792000' }]);
    // 124.01 × 0.8% = 0.99208, + 0.00792 = 1.00000 exactly.
    await setAccrual(member.memberId, 'RNG', '124.01');
    expect(lineOf((await summary(member.token)).lines, 'RNG')!.amount).toBe(1);
    expect((await claim(member.token, 'rebate04-2')).body.value.amount).toBe(1);
    expect(await accrualsOf(gateway.db, member.memberId)).toEqual([{ gameType: 'RNG', validCents: 0, carry: '0.00000000' }]);
  });

  it('refuses a rebate below the merchant minimum and keeps it for later', async () => {
    const member = await player('rebate05');
    await setAccrual(member.memberId, 'LOTT', '300.00');
    const answer = await claim(member.token, 'rebate05-1');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('The rebate of 0.90 is below the minimum claim of 1.00');
    expect(await accrualsOf(gateway.db, member.memberId)).toEqual([{ gameType: 'LOTT', validCents: 300_00, carry: '0.00000000' }]);
    // The refused request id may be used again once there is enough.
    await setAccrual(member.memberId, 'LOTT', '400.00');
    expect((await claim(member.token, 'rebate05-1')).body.value.amount).toBe(1.2);
  });

  it('leaves the valid bets of a game type without a rate, and another member’s rebate, alone', async () => {
    const member = await player('rebate06');
    const other = await player('rebate07');
    await setAccrual(member.memberId, 'RNG', '500.00');
    await setAccrual(member.memberId, 'MYSTERY', '800.00');
    await setAccrual(other.memberId, 'RNG', '700.00');
    expect(lineOf((await summary(member.token)).lines, 'MYSTERY')).toEqual({ gameType: 'MYSTERY', validBets: 800, ratePercent: 0, amount: 0 });
    expect((await claim(member.token, 'rebate06-1')).body.value.lines.map((line) => line.gameType)).toEqual(['RNG']);
    expect((await accrualsOf(gateway.db, member.memberId)).find((row) => row.gameType === 'MYSTERY')!.validCents).toBe(800_00);
    expect(await accrualsOf(gateway.db, other.memberId)).toEqual([{ gameType: 'RNG', validCents: 700_00, carry: '0.00000000' }]);
    expect((await callGateway(gateway.app, rebateClaims, {}, { token: other.token })).body.value).toEqual({ list: [], totalPages: 0 });
  });

  it('refuses a replayed requestId of another kind (409), a trial account (403) and malformed bodies (400)', async () => {
    const member = await player('rebate08');
    await gateway.db.query("insert into money_request (member_id, request_id, kind, params, result, created_at) values ($1, 'used-1', 'SPIN', '{}', '{}', now())", [
      member.memberId,
    ]);
    await setAccrual(member.memberId, 'RNG', '500.00');
    expect((await claim(member.token, 'used-1')).statusCode).toBe(409);
    const trial = await createTestMember(gateway.db, { account: 'rebatetrial', type: 4 });
    expect((await claim(trial.token, 'trial-1')).body.code).toBe(ERROR_CODE.realAccountRequired);
    for (const body of [{}, { requestId: '' }, { requestId: 'a b' }, { requestId: 'x'.repeat(65) }, { requestId: 7 }, { requestId: ['a'] }]) {
      expect((await callGateway(gateway.app, claimRebate, body, { token: member.token })).statusCode).toBe(400);
    }
    expect((await claim(member.token, 'fresh-1')).body.value.amount).toBe(4);
  });
});

describe('rebateClaims', () => {
  it('pages the claims newest first', async () => {
    const member = await player('rebate09');
    for (const index of [1, 2, 3]) {
      await setAccrual(member.memberId, 'RNG', `${index * 250}.00`);
      expect((await claim(member.token, `rebate09-${index}`)).statusCode).toBe(200);
      gateway.clock.advance(60_000);
    }
    const first = await callGateway(gateway.app, rebateClaims, { pageNo: 1, pageSize: 2 }, { token: member.token });
    expect(first.body.value.totalPages).toBe(2);
    expect(first.body.value.list.map((item) => item.amount)).toEqual([6, 4]);
    const second = await callGateway(gateway.app, rebateClaims, { pageNo: 2, pageSize: 2 }, { token: member.token });
    expect(second.body.value.list.map((item) => item.amount)).toEqual([2]);
    expect((await callGateway(gateway.app, rebateClaims, { pageNo: 9, pageSize: 2 }, { token: member.token })).body.value).toEqual({ list: [], totalPages: 2 });
    expect((await callGateway(gateway.app, rebateClaims, { pageNo: 0 }, { token: member.token })).statusCode).toBe(400);
  });
});

describe('the demo seed', () => {
  it('gives the demo players a past claim through the ledger and a rebate waiting', async () => {
    const seeded = await gateway.db.query<{ account: string; claims: number; ledger: number; amount: number; waiting: number }>(
      `select m.account, (select count(*)::int from rebate_claim c where c.member_id = m.id) as claims,
              (select coalesce(sum(amount), 0)::float8 from ledger_entry e where e.member_id = m.id and e.type = 'REBATE') as ledger,
              (select coalesce(sum(amount), 0)::float8 from rebate_claim c where c.member_id = m.id) as amount,
              (select coalesce(sum(valid_bets), 0)::float8 from rebate_accrual a where a.member_id = m.id) as waiting
         from member m where m.account in ('player01', 'player02', 'player03', 'player04', 'jadeplayer') order by m.account`,
    );
    expect(seeded.rows).toHaveLength(5);
    for (const row of seeded.rows) {
      expect(row.claims, row.account).toBe(1);
      expect(row.ledger, row.account).toBe(row.amount);
      expect(row.waiting, row.account).toBeGreaterThan(0);
    }
  });
});
