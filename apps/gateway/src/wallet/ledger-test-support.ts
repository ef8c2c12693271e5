import type { Database } from '../db/database';
import { creditMainWallet } from './credit';
import { nextReferenceNo } from './money';

/** Test support: credits a member's main wallet as a deposit. */
export async function fundMember(db: Database, memberId: number, amount: number, now = new Date('2026-11-20T08:00:00Z')): Promise<void> {
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
