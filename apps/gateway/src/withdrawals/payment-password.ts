import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { ChangePaymentPasswordRequest, PaymentPasswordStatus, SetPaymentPasswordRequest } from '@platform/api/contract';
import { hashPassword, verifyPassword } from '../accounts/password';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { clearRateLimit, hitRateLimit, peekRateLimit, tooManyRequests } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';

/**
 * The payment password: six digits, hashed like the login password, asked before money leaves
 * the member (a withdrawal, a transfer to the upline) and before a bank card is removed. Wrong
 * passwords, and wrong login passwords given to set it, count together: after five within 15
 * minutes every payment-password check of the member is refused until those 15 minutes are over.
 */
export const PAYMENT_PASSWORD_FAILURES: RateLimitRule = { name: 'payment-password-fail', limit: 5, windowMs: 15 * 60_000 };

/** Who asks, and the answer's Retry-After when refused. */
export interface PaymentPasswordAsker {
  memberId: number;
  now: Date;
  reply: FastifyReply;
}

function failureKey(memberId: number): string {
  return String(memberId);
}

async function storedHashes(db: Queryable, memberId: number): Promise<{ login: string; payment: string | null }> {
  const result = await db.query<{ password_hash: string; payment_password_hash: string | null }>(
    'select password_hash, payment_password_hash from member where id = $1',
    [memberId],
  );
  const row = result.rows[0];
  if (!row) throw new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
  return { login: row.password_hash, payment: row.payment_password_hash };
}

export async function isPaymentPasswordSet(db: Queryable, memberId: number): Promise<boolean> {
  return (await storedHashes(db, memberId)).payment !== null;
}

export async function loadPaymentPasswordStatus(db: Queryable, memberId: number, now: Date): Promise<PaymentPasswordStatus> {
  const state = await peekRateLimit(db, PAYMENT_PASSWORD_FAILURES, failureKey(memberId), now);
  return { isSet: await isPaymentPasswordSet(db, memberId), lockedUntil: state.allowed ? null : now.getTime() + state.retryAfterMs };
}

/** Refuses (429) while too many wrong attempts lock the member's payment password. */
async function admitAttempt(db: Queryable, asker: PaymentPasswordAsker): Promise<void> {
  const state = await peekRateLimit(db, PAYMENT_PASSWORD_FAILURES, failureKey(asker.memberId), asker.now);
  if (state.allowed) return;
  const minutes = Math.max(1, Math.ceil(state.retryAfterMs / 60_000));
  throw tooManyRequests(asker.reply, state.retryAfterMs, `Too many wrong payment passwords: try again after ${minutes} minutes`);
}

/** Verifies a secret against its hash, counting a failure (PASSWORD_INCORRECT) and clearing the count on success. */
async function verifyCounted(db: Queryable, asker: PaymentPasswordAsker, secret: string, storedHash: string, what: string): Promise<void> {
  await admitAttempt(db, asker);
  if (await verifyPassword(secret, storedHash)) {
    await clearRateLimit(db, PAYMENT_PASSWORD_FAILURES, failureKey(asker.memberId));
    return;
  }
  const state = await hitRateLimit(db, PAYMENT_PASSWORD_FAILURES, failureKey(asker.memberId), asker.now);
  const left = Math.max(0, PAYMENT_PASSWORD_FAILURES.limit - state.hits);
  const then = left > 0 ? `${left} ${left === 1 ? 'try' : 'tries'} left` : 'payment passwords are locked for 15 minutes';
  throw new RequestError(400, ERROR_CODE.passwordIncorrect, `The ${what} is incorrect: ${then}`);
}

/**
 * Refuses unless `password` is the member's payment password: a member who has none must set
 * one first (the login password does not stand in for it here).
 */
export async function checkPaymentPassword(db: Queryable, asker: PaymentPasswordAsker, password: string | undefined): Promise<void> {
  const { payment } = await storedHashes(db, asker.memberId);
  if (payment === null) throw new RequestError(400, ERROR_CODE.badRequest, 'Set a payment password first (security centre)');
  if (password === undefined || password === '') throw new RequestError(400, ERROR_CODE.badRequest, 'The payment password is required');
  await verifyCounted(db, asker, password, payment, 'payment password');
}

function assertConfirmed(password: string, confirmation: string): void {
  if (password !== confirmation) throw new RequestError(400, ERROR_CODE.badRequest, 'The two payment passwords differ');
}

/** Sets the payment password the first time, once the login password has confirmed who asks. */
export async function setPaymentPassword(db: Database, asker: PaymentPasswordAsker, request: SetPaymentPasswordRequest): Promise<null> {
  assertConfirmed(request.paymentPassword, request.confirmPaymentPassword);
  const { login, payment } = await storedHashes(db, asker.memberId);
  if (payment !== null) throw new RequestError(409, ERROR_CODE.badRequest, 'A payment password is set already: change it with the old one');
  await verifyCounted(db, asker, request.loginPassword, login, 'login password');
  const hash = await hashPassword(request.paymentPassword);
  // Conditional: of two first settings racing, one wins and the other is told.
  const updated = await db.query('update member set payment_password_hash = $2 where id = $1 and payment_password_hash is null returning 1', [asker.memberId, hash]);
  if (updated.rows.length === 0) throw new RequestError(409, ERROR_CODE.badRequest, 'A payment password is set already: change it with the old one');
  return null;
}

/** Changes the payment password, confirmed by the old one. */
export async function changePaymentPassword(db: Database, asker: PaymentPasswordAsker, request: ChangePaymentPasswordRequest): Promise<null> {
  assertConfirmed(request.newPaymentPassword, request.confirmPaymentPassword);
  await checkPaymentPassword(db, asker, request.oldPaymentPassword);
  if (request.newPaymentPassword === request.oldPaymentPassword) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'The new payment password must differ from the old one');
  }
  await db.query('update member set payment_password_hash = $2 where id = $1', [asker.memberId, await hashPassword(request.newPaymentPassword)]);
  return null;
}
