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
