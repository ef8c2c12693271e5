import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimReward } from '@platform/api/contract';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks, fundMember } from '../wallet/ledger-test-support';
import { ensureTestPaymentPassword } from '../withdrawals/test-support';

// Issue 20, item 13 (rewards): 200 presses at once on one member's five claimable rewards, many
// requestIds sent twice. Afterwards each reward was paid exactly once, every answer is the claim
// or a 409, the copies of a requestId got the same answer, every wallet is the sum of its
// entries, the promotional lock is the sum of the grants and the day's bonuses are what was paid.

const PRESSES = 200;
const DEPOSIT = 100;

describe.each(raceDatabases())('200 concurrent reward claims on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let player: { memberId: number; token: string };
  let expected: Map<string, number>;

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    const { db, clock } = gateway;
    const now = clock.now();
    player = await createTestMember(db, { account: 'raceClaimer', now });
    await fundMember(db, player.memberId, DEPOSIT);
    await ensureTestPaymentPassword(db, player.memberId);
    const today = businessDayOf(now);
    const yesterday = businessDayOf(new Date(now.getTime() - DAY_MS));
    await db.query('insert into member_daily_totals (member_id, business_day, bet_count, bets, valid_bets, payouts) values ($1, $2, 3, 2000, 2000, 400)', [player.memberId, yesterday]);
    const payout = await db.query<{ id: number }>(
      `insert into member_reward (member_id, source_key, title, amount, status, expire_time, created_at)
       values ($1, 'race-payout', '{"en":"Race payout"}', 33.33, 'CLAIM_PAYOUT', $2, $3) returning id`,
      [player.memberId, new Date(now.getTime() + DAY_MS), now],
    );
    // Sign-in 2, first deposit 10, payment password 5, rescue 5% of 1,600 = 80, the payout 33.33.
    expected = new Map([
      [`SIGN_IN:${today}`, 2],
      ['NEWBIE:FIRST_DEPOSIT', 10],
      ['NEWBIE:PAYMENT_PASSWORD', 5],
      [`RESCUE:${yesterday}`, 80],
      [String(payout.rows[0]!.id), 33.33],
    ]);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('pays each reward once, answers every copy of a requestId alike, and leaves the books balanced', { timeout: 120_000 }, async () => {
    const { db, app, clock } = gateway!;
    const random = seededRandom('reward-claims-race');
    const rewardIds = [...expected.keys()];
    // 130 requestIds, 70 of them pressed twice: 200 presses, shuffled.
    const presses: { requestId: string; rewardId: string }[] = [];
    for (let index = 0; presses.length < PRESSES; index++) {
      const press = { requestId: `race-claim-${index}`, rewardId: rewardIds[index % rewardIds.length]! };
      presses.push(press);
      if (index < PRESSES - 130) presses.push(press);
    }
    const answers = await Promise.all(
      random.shuffle(presses).map(async (press) => ({ ...press, answer: await callGateway(app, claimReward, press, { token: player.token }) })),
    );

    expect(answers.filter(({ answer }) => answer.statusCode !== 200 && answer.statusCode !== 409).map(({ answer }) => answer.body)).toEqual([]);
    const byRequest = new Map<string, Set<string>>();
    for (const { requestId, answer } of answers) {
      const seen = byRequest.get(requestId) ?? new Set<string>();
      seen.add(JSON.stringify([answer.statusCode, answer.statusCode === 200 ? answer.body.value : answer.body.code]));
      byRequest.set(requestId, seen);
    }
    for (const [requestId, seen] of byRequest) expect(seen.size, requestId).toBe(1);
    const paid = answers.filter(({ answer }) => answer.statusCode === 200);
    const claims = new Map(paid.map(({ answer }) => [answer.body.value.claimId, answer.body.value]));
    expect(claims.size).toBe(expected.size);
    expect(new Map([...claims.values()].map((claim) => [claim.rewardId, claim.amount]))).toEqual(expected);

    const total = [...expected.values()].reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
    const bonuses = await db.query<{ n: number; sum: number }>("select count(*)::int as n, sum(amount)::float8 as sum from ledger_entry where member_id = $1 and type = 'BONUS'", [player.memberId]);
    expect(bonuses.rows[0]).toEqual({ n: expected.size, sum: total });
    const stored = await db.query<{ n: number }>('select count(*)::int as n from reward_claim where member_id = $1', [player.memberId]);
    expect(stored.rows[0]!.n).toBe(expected.size);
    const wallet = await db.query<{ balance: number }>("select balance::float8 as balance from wallet where member_id = $1 and wallet_code = 'MAIN'", [player.memberId]);
    expect(wallet.rows[0]!.balance).toBeCloseTo(DEPOSIT + total, 2);
    const day = await db.query<{ bonuses: number }>('select bonuses::float8 as bonuses from member_daily_totals where member_id = $1 and business_day = $2', [player.memberId, businessDayOf(clock.now())]);
    expect(day.rows[0]!.bonuses).toBeCloseTo(total, 2);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(await auditPromotionalLocks(db)).toEqual([]);
  });
});
