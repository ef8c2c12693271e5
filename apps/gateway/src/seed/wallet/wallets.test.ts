import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, memberTransactionsExport } from '@platform/api/contract';
import { createSession } from '../../accounts/session-store';
import { MALL_ITEMS } from '../../points/mall-items';
import { callGateway, createTestGateway } from '../../test/test-gateway';
import type { TestGateway } from '../../test/test-gateway';
import { auditLedger, auditPromotionalLocks } from '../../wallet/ledger-test-support';
import { SEEDED_WINNERS } from '../winners/past-winners';
import { seedWallets } from './wallets';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

async function snapshot() {
  const result = await gateway.db.query<{ wallets: number; entries: number; points: number; items: number; winners: number; total: number }>(
    `select (select count(*)::int from wallet) as wallets, (select count(*)::int from ledger_entry) as entries,
            (select count(*)::int from points_entry) as points, (select count(*)::int from redeem_item) as items,
            (select count(*)::int from big_win) as winners, (select coalesce(sum(balance), 0)::float8 from wallet) as total`,
  );
  return result.rows[0]!;
}

describe('seedWallets', () => {
  it('gives every demo member a balance and a history that add up', async () => {
    const members = await gateway.db.query<{ id: number; type: number; balance: number; entries: number; types: string[]; points: number }>(
      `select m.id, m.type, coalesce((select sum(balance) from wallet w where w.member_id = m.id), 0)::float8 as balance,
              (select count(*)::int from ledger_entry e where e.member_id = m.id) as entries,
              (select array_agg(distinct type) from ledger_entry e where e.member_id = m.id) as types,
              coalesce((select points from points_account p where p.member_id = m.id), 0) as points
         from member m
        -- The recruits of the demo agents' affiliate links come with their own money (seed/agent-team).
        where m.affiliate_link_id is null`,
    );
    expect(members.rows.length).toBeGreaterThan(0);
    for (const member of members.rows) {
      expect(member.balance).toBeGreaterThan(0);
      expect(member.points).toBeGreaterThan(0);
      expect(member.types).toEqual(expect.arrayContaining(['BONUS', 'BET']));
      if (member.type !== 4) expect(member.types).toEqual(expect.arrayContaining(['DEPOSIT', 'TRANSFER']));
    }
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });

  it("keeps each demo member's welcome or trial credit as promotional credit, its seeded bets counted", async () => {
    const grants = await gateway.db.query<{ type: number; kind: string; amount: number; required: number | null; done: number; locked: number; status: string; bets: number }>(
      `select m.type, p.kind, p.amount::float8 as amount, p.turnover_required::float8 as required, p.turnover_done::float8 as done,
              p.locked_amount::float8 as locked, p.status,
              (select coalesce(-sum(e.amount), 0) from ledger_entry e where e.member_id = m.id and e.type = 'BET' and e.created_at >= p.granted_at)::float8 as bets
         from member m join promo_credit p on p.member_id = m.id and p.grant_key = 'opening-credit'`,
    );
    const members = await gateway.db.query<{ n: number }>('select count(*)::int as n from member');
    expect(grants.rows).toHaveLength(members.rows[0]!.n);
    for (const grant of grants.rows) {
      if (grant.type === 4) {
        expect(grant).toMatchObject({ kind: 'TRIAL', amount: 2000, required: null, status: 'ACTIVE' });
        continue;
      }
      expect(grant).toMatchObject({ kind: 'WELCOME', amount: 1000, required: 3000 });
      expect(grant.done).toBeCloseTo(Math.min(grant.bets, 3000), 2);
      // Every demo member deposits after its welcome credit, so its turnover alone decides.
      expect(grant.status).toBe(grant.bets >= 3000 ? 'RELEASED' : 'ACTIVE');
    }
    // What the MAIN wallets lock is what the active grants hold, never above the balance.
    expect(await auditPromotionalLocks(gateway.db)).toEqual([]);
  });

  it('shows the history in the account records, newest first', async () => {
    const player = await gateway.db.query<{ id: number }>("select id from member where merchant_code = 'DEMO_ROYAL' and type = 0 order by id limit 1");
    const token = await createSession(gateway.db, player.rows[0]!.id, 'DEMO_ROYAL', 'username', gateway.clock.now());
    // Every record (the demo players have months of them), as the account record's export holds them.
    const records = await callGateway(gateway.app, memberTransactionsExport, {}, { token });
    expect(records.body.value.truncated).toBe(false);
    const list = records.body.value.list;
    expect(list.length).toBeGreaterThan(10);
    const times = list.map((record) => Number(record.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sum = (await callGateway(gateway.app, balance, {}, { token })).body.value.sumBalance;
    expect(list.reduce((total, record) => total + record.amount, 0)).toBeCloseTo(sum, 2);
  });

  it('fills the points mall of every merchant and the winner board', async () => {
    const state = await snapshot();
    expect(state.items).toBe(MALL_ITEMS.length * 2);
    expect(state.winners).toBe(SEEDED_WINNERS);
  });

  it('is idempotent', async () => {
    const before = await snapshot();
    await seedWallets(gateway.db, gateway.clock.now());
    expect(await snapshot()).toEqual(before);
  });
});
