import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import { clearRateLimit, hitRateLimit, peekRateLimit, tooManyRequests } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';

/** The value a failed login carries: the next attempt must show the captcha. */
export const CAPTCHA_FLAG = { captcha: true } as const;

/**
 * Failed logins of one account: any failure asks for the captcha on the next attempt; after ten
 * within 15 minutes the account's logins are refused until those 15 minutes are over.
 */
export const ACCOUNT_FAILURES: RateLimitRule = { name: 'login-fail-account', limit: 10, windowMs: 15 * 60_000 };
/** Failed logins from one address, whatever the accounts: the same, with more room for shared networks. */
export const ADDRESS_FAILURES: RateLimitRule = { name: 'login-fail-ip', limit: 30, windowMs: 15 * 60_000 };
/** Login attempts from one address, failed or not. */
export const ADDRESS_ATTEMPTS: RateLimitRule = { name: 'login-ip', limit: 120, windowMs: 15 * 60_000 };

export interface LoginSubject {
  merchantCode: string;
  /** The account as typed, compared without regard to case. */
  account: string;
  ip: string;
}

function accountKey(subject: LoginSubject): string {
  return `${subject.merchantCode}:${subject.account.toLowerCase()}`;
}

function addressKey(subject: LoginSubject): string {
  return `${subject.merchantCode}:${subject.ip}`;
}

/**
 * Counts the attempt and refuses it while the account or the address is locked out (429).
 * Answers whether the attempt must carry a correct captcha: after any recent failure of the
 * account or from the address.
 */
export async function admitLoginAttempt(db: Queryable, subject: LoginSubject, now: Date, reply: FastifyReply): Promise<{ captchaRequired: boolean }> {
  const attempts = await hitRateLimit(db, ADDRESS_ATTEMPTS, addressKey(subject), now);
  if (!attempts.allowed) throw tooManyRequests(reply, attempts.retryAfterMs, 'Too many login attempts from your network: try again later');
  const account = await peekRateLimit(db, ACCOUNT_FAILURES, accountKey(subject), now);
  const address = await peekRateLimit(db, ADDRESS_FAILURES, addressKey(subject), now);
  const locked = !account.allowed ? account : !address.allowed ? address : null;
  if (locked) {
    const minutes = Math.max(1, Math.ceil(locked.retryAfterMs / 60_000));
    throw tooManyRequests(reply, locked.retryAfterMs, `Too many failed logins: try again after ${minutes} minutes`);
  }
  return { captchaRequired: account.hits > 0 || address.hits > 0 };
}

/** Counts a failed login against the account and the address. */
export async function recordLoginFailure(db: Queryable, subject: LoginSubject, now: Date): Promise<void> {
  await hitRateLimit(db, ACCOUNT_FAILURES, accountKey(subject), now);
  await hitRateLimit(db, ADDRESS_FAILURES, addressKey(subject), now);
}

/**
 * Forgets the failures after a successful login. It needed the captcha if there were any, so a
 * person, not a script, cleared them.
 */
export async function clearLoginFailures(db: Queryable, subject: LoginSubject): Promise<void> {
  await clearRateLimit(db, ACCOUNT_FAILURES, accountKey(subject));
  await clearRateLimit(db, ADDRESS_FAILURES, addressKey(subject));
}
