import { hashPassword } from '../accounts/password';
import type { Queryable } from '../db/database';

/** The payment password test members get. */
export const TEST_PAYMENT_PASSWORD = '246810';

let testHash: Promise<string> | undefined;

/**
 * Test support: gives a member the payment password TEST_PAYMENT_PASSWORD unless it has one (one
 * hash, computed once, serves every member: the salt is in the hash).
 */
export async function ensureTestPaymentPassword(db: Queryable, memberId: number): Promise<void> {
  testHash ??= hashPassword(TEST_PAYMENT_PASSWORD);
  await db.query('update member set payment_password_hash = coalesce(payment_password_hash, $2) where id = $1', [memberId, await testHash]);
}

/** Test support: a bank card of the member, in its registered name (set to `payeeName` when it has none). */
export async function addTestBankCard(db: Queryable, memberId: number, accountNumber: string, payeeName = 'Test Player'): Promise<number> {
  await db.query('update member set payee_name = coalesce(payee_name, $2) where id = $1', [memberId, payeeName]);
  const inserted = await db.query<{ id: number }>(
    `insert into bank_card (member_id, merchant_code, bank_code, account_number, payee_name, created_at)
     select id, merchant_code, 'MAYBANK', $2, payee_name, now() from member where id = $1 returning id`,
    [memberId, accountNumber],
  );
  return inserted.rows[0]!.id;
}

/** A withdrawal's amounts as its row records them and as the ledger moved them under its number, in cents. */
export interface WithdrawalAccount {
  withdrawalNo: string;
  requestId: string;
  status: string;
  amountCents: number;
  paidCents: number;
  returnedCents: number;
  /** Still held: the amount while REQUESTED, else 0. */
  frozenCents: number;
  /** The FROZEN wallet's entries under the withdrawal's number: what it still holds. */
  ledgerFrozenCents: number;
  /** The MAIN wallet's entries under the withdrawal's number: minus the amount, plus what came back. */
  ledgerMainCents: number;
}

/** Test support: a member's withdrawals, oldest first, with what the ledger moved for each. */
export async function withdrawalAccounts(db: Queryable, memberId: number): Promise<WithdrawalAccount[]> {
  const result = await db.query<{ withdrawal_no: string; request_id: string; status: string; amount: number; paid: number; returned: number; frozen: number; main: number }>(
    `select w.withdrawal_no, w.request_id, w.status, w.amount::float8 as amount, w.paid_amount::float8 as paid, w.returned_amount::float8 as returned,
            coalesce(sum(e.amount) filter (where e.wallet_code = 'FROZEN'), 0)::float8 as frozen,
            coalesce(sum(e.amount) filter (where e.wallet_code = 'MAIN'), 0)::float8 as main
       from withdrawal w left join ledger_entry e on e.reference_no = w.withdrawal_no
      where w.member_id = $1 group by w.id order by w.id`,
    [memberId],
  );
  return result.rows.map((row) => {
    const amountCents = Math.round(row.amount * 100);
    return {
      withdrawalNo: row.withdrawal_no,
      requestId: row.request_id,
      status: row.status,
      amountCents,
      paidCents: Math.round(row.paid * 100),
      returnedCents: Math.round(row.returned * 100),
      frozenCents: row.status === 'REQUESTED' ? amountCents : 0,
      ledgerFrozenCents: Math.round(row.frozen * 100),
      ledgerMainCents: Math.round(row.main * 100),
    };
  });
}

/**
 * Test support: the withdrawals whose money does not add up: frozen + paid + returned is not the
 * amount, or the ledger does not hold the frozen part and give back the returned one.
 */
export function unaccountedWithdrawals(accounts: readonly WithdrawalAccount[]): WithdrawalAccount[] {
  return accounts.filter(
    (account) =>
      account.frozenCents + account.paidCents + account.returnedCents !== account.amountCents ||
      account.ledgerFrozenCents !== account.frozenCents ||
      account.ledgerMainCents !== account.returnedCents - account.amountCents,
  );
}
