import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import type { Queryable } from '../db/database';
import { MAX_AMOUNT } from '@platform/api/schemas';



/**
 * A requested amount in whole cents, refusing more decimals than cents: money is counted in
 * integers in the gateway and handed to the database as exact numeric text, never a binary float.
 */
export function amountInCents(amount: number): number {
  const cents = amount * 100;
  if (!Number.isFinite(cents) || Math.abs(cents - Math.round(cents)) > 1e-6) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'The amount may have at most two decimals');
  }
  if (cents < 1 || amount > MAX_AMOUNT) {
    throw new RequestError(400, ERROR_CODE.badRequest, `The amount must be between 0.01 and ${MAX_AMOUNT.toLocaleString('en')}`);
  }
  return Math.round(cents);
}

/** Cents as the numeric text the database takes (`-1234` → `-12.34`). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Cents as the number the contract answers with. */
export function centsToMoney(cents: number): number {
  return Math.round(cents) / 100;
}

/** A stored amount read back as float8, in whole cents. */
export function moneyToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Rounds a sum of money read back as float8 to cents. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * A new reference number shown to members (`TF00000123`): a prefix naming the kind of record and
 * the next value of one sequence, so numbers are unique across kinds.
 */
export async function nextReferenceNo(tx: Queryable, prefix: string): Promise<string> {
  const result = await tx.query<{ n: number }>("select nextval('reference_no_seq')::int as n");
  return `${prefix}${String(result.rows[0]!.n).padStart(8, '0')}`;
}
