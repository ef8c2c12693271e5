import type { Database } from '../db/database';
import { nextReferenceNo } from '../shared/money';
import { TEST_CLOCK_START } from '../test/test-gateway';
import { creditMainWallet } from './credit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Test support: credits a member's main wallet as a deposit (by default the day before the test clock starts). */
export async function fundMember(db: Database, memberId: number, amount: number, now = new Date(TEST_CLOCK_START.getTime() - DAY_MS)): Promise<void> {
  await db.transaction(async (tx) => {
    await creditMainWallet(tx, { memberId, amount, type: 'DEPOSIT', referenceNo: await nextReferenceNo(tx, 'DP'), remark: 'Test deposit', now });
  });
}

export interface LedgerAudit {
  /** Wallets whose balance differs from the sum of their entries. */
  unbalancedWallets: { walletId: number; balance: number; entries: number }[];
  negativeWallets: number;
  totalBalance: number;
  totalEntries: number;
}

/** Test support: checks every wallet against its ledger entries. */
export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const unbalanced = await db.query<{ wallet_id: number; balance: number; entries: number }>(
    `select w.id as wallet_id, w.balance::float8 as balance, coalesce(sum(e.amount), 0)::float8 as entries
       from wallet w left join ledger_entry e on e.wallet_id = w.id
      group by w.id having w.balance <> coalesce(sum(e.amount), 0)`,
  );
  const totals = await db.query<{ negative: number; balance: number; entries: number }>(
    `select (select count(*)::int from wallet where balance < 0) as negative,
            (select coalesce(sum(balance), 0)::float8 from wallet) as balance,
            (select coalesce(sum(amount), 0)::float8 from ledger_entry) as entries`,
  );
  const row = totals.rows[0]!;
  return {
    unbalancedWallets: unbalanced.rows.map((r) => ({ walletId: r.wallet_id, balance: r.balance, entries: r.entries })),
    negativeWallets: row.negative,
    totalBalance: row.balance,
    totalEntries: row.entries,
  };
}

/**
 * Test support: members whose promotional lock is out of step: the MAIN wallet's locked_promo
 * differs from the sum of the ACTIVE grants, or is more than the member's total.
 */
export async function auditPromotionalLocks(db: Database): Promise<{ memberId: number; locked: number; grants: number; total: number }[]> {
  const result = await db.query<{ member_id: number; locked: number; grants: number; total: number }>(
    `select m.member_id, m.locked::float8 as locked, m.grants::float8 as grants, m.total::float8 as total
       from (select w.member_id, sum(w.locked_promo) as locked, sum(w.balance) as total,
                    (select coalesce(sum(p.locked_amount), 0) from promo_credit p where p.member_id = w.member_id and p.status = 'ACTIVE') as grants
               from wallet w group by w.member_id) m
      where m.locked <> m.grants or m.locked > m.total`,
  );
  return result.rows.map((row) => ({ memberId: row.member_id, locked: row.locked, grants: row.grants, total: row.total }));
}
