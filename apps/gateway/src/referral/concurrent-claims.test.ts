import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, referralClaim } from '@platform/api/contract';
import { payDeposit } from '../missions/test-support';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import { auditLedger, auditPromotionalLocks } from '../wallet/ledger-test-support';
import { recordInvitation } from './invitation';

// Issue 20, item 13 (referral): 200 claims at once by one inviter whose three friends each made a
// first deposit, under 120 request ids (some sent two or three times): the 30 earned is credited
// once, by one request id; every other id is told there is nothing left to claim.
const REQUESTS = 200;
const REQUEST_IDS = 120;

describe.each(raceDatabases())('200 concurrent referral claims on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;

  beforeAll(async () => {
    if (enabled) gateway = await open();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('credit each friend’s milestone once', { timeout: 120_000 }, async () => {
    const { app, db, clock } = gateway!;
    const inviter = await createTestMember(db, { account: 'referralRacer', now: clock.now() });
    for (const index of [1, 2, 3]) {
      const friend = await createTestMember(db, { account: `racefriend${index}`, now: clock.now() });
      await recordInvitation(db, friend.memberId, inviter.memberId, clock.now());
      await payDeposit(app, db, friend.memberId, 5_000, clock.now());
    }

    const random = seededRandom('referral-claims-race');
    const requestIds = Array.from({ length: REQUESTS }, (_, index) => `race-rc-${index < REQUEST_IDS ? index : random.int(REQUEST_IDS)}`);
    const answers = await Promise.all(requestIds.map((requestId) => callGateway(app, referralClaim, { requestId }, { token: inviter.token })));

    const paid = new Map<string, Set<string>>();
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 200) {
        expect(answer.statusCode, answer.body.message ?? undefined).toBe(400);
        expect(answer.body).toMatchObject({ code: ERROR_CODE.badRequest });
        continue;
      }
      expect(answer.body.value).toMatchObject({ amount: 30, rewardCount: 3 });
      const seen = paid.get(requestIds[index]!) ?? new Set<string>();
      seen.add(answer.body.value.referenceNo);
      paid.set(requestIds[index]!, seen);
    }
    expect(paid.size).toBe(1);
    expect([...paid.values()][0]!.size).toBe(1);

    const rewards = await db.query<{ n: number; amount: number }>('select count(*)::int as n, sum(amount)::float8 as amount from referral_reward where referrer_id = $1', [
      inviter.memberId,
    ]);
    expect(rewards.rows[0]).toEqual({ n: 3, amount: 30 });
    const bonuses = await db.query<{ amount: number; entries: number }>(
      "select sum(amount)::float8 as amount, count(*)::int as entries from ledger_entry where member_id = $1 and type = 'BONUS'",
      [inviter.memberId],
    );
    expect(bonuses.rows[0]).toEqual({ amount: 30, entries: 1 });
    const totals = await db.query<{ bonuses: number }>('select sum(bonuses)::float8 as bonuses from member_daily_totals where member_id = $1', [inviter.memberId]);
    expect(totals.rows[0]!.bonuses).toBe(30);
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(await auditPromotionalLocks(db)).toEqual([]);
  });
});
