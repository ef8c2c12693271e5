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

/** What one request id moved: its ledger entries and the reference numbers they carry. */
export interface AppliedRequest {
  requestId: string;
  entries: number;
  references: number;
}

/** Test support: the ledger entries of each request id that starts with `prefix` (a transfer applied once writes two under one reference). */
export async function appliedRequests(db: Database, prefix: string): Promise<AppliedRequest[]> {
  const result = await db.query<{ request_id: string; entries: number; references: number }>(
    `select request_id, count(*)::int as entries, count(distinct reference_no)::int as references
       from ledger_entry where starts_with(request_id, $1) group by request_id`,
    [prefix],
  );
  return result.rows.map((row) => ({ requestId: row.request_id, entries: row.entries, references: row.references }));
}

/**
 * Test support: the ledger entries of the members' wallets whose running balance is wrong: below
 * zero, or not the previous entry's balance plus the amount (a wallet's entries in id order,
 * which is the order they were posted in, as each posting holds its wallet's lock).
 */
export async function brokenRunningBalances(db: Database, memberIds: readonly number[]): Promise<{ entryId: number; walletCode: string; balanceAfter: number; expected: number }[]> {
  const result = await db.query<{ id: number; wallet_code: string; balance_after: number; expected: number }>(
    `select id, wallet_code, balance_after::float8 as balance_after, expected::float8 as expected
       from (select id, wallet_code, balance_after,
                    coalesce(lag(balance_after) over (partition by wallet_id order by id), 0) + amount as expected
               from ledger_entry where member_id = any($1::int[])) entries
      where balance_after < 0 or balance_after <> expected`,
    [memberIds],
  );
  return result.rows.map((row) => ({ entryId: row.id, walletCode: row.wallet_code, balanceAfter: row.balance_after, expected: row.expected }));
}
