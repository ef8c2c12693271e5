import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { hitRateLimit, peekRateLimit, tooManyRequests } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';

/*
 * The verification codes sent by SMS (sms_code), by email (email_code) and for a login's second
 * factor (second_factor_code): how a code is made and stored, the limits on sending them, and the
 * single use of a typed code.
 */

export const CODE_DIGITS = 6;
export const CODE_LOCKOUT_MESSAGE = 'Too many requests, try again after 5 minutes';

/** A fresh code and what is stored of it: HMAC-SHA256 of the code with a random salt. */
export interface IssuedCode {
  code: string;
  salt: string;
  hash: string;
}

function codeHash(salt: string, code: string): Buffer {
  return createHmac('sha256', salt).update(code).digest();
}

export function issueCode(): IssuedCode {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: codeHash(salt, code).toString('hex') };
}

/** The limits of one kind of code: per destination (resend, hourly with lockout) and per address. */
export interface CodeSendLimits {
  resend: RateLimitRule;
  hourly: RateLimitRule;
  address: RateLimitRule;
}

export interface CodeSendSubject {
  /** The number or the mail address, with its merchant. */
  destinationKey: string;
  /** The client's address, with its merchant. */
  addressKey: string;
  now: Date;
  reply: FastifyReply;
}

/** Refuses a send the limits do not allow (429 with Retry-After); otherwise counts it. */
export async function enforceCodeSendLimits(db: Queryable, limits: CodeSendLimits, subject: CodeSendSubject): Promise<void> {
  const { reply, now, destinationKey } = subject;
  const address = await hitRateLimit(db, limits.address, subject.addressKey, now);
  if (!address.allowed) throw tooManyRequests(reply, address.retryAfterMs, 'Too many verification codes from your network: try again later');
  const locked = await peekRateLimit(db, limits.hourly, destinationKey, now);
  if (locked.lockedOut) throw tooManyRequests(reply, locked.retryAfterMs, CODE_LOCKOUT_MESSAGE);
  const resend = await hitRateLimit(db, limits.resend, destinationKey, now);
  if (!resend.allowed) {
    const seconds = Math.max(1, Math.ceil(resend.retryAfterMs / 1000));
    throw tooManyRequests(reply, resend.retryAfterMs, `Please wait ${seconds} seconds before asking for another code`);
  }
  const hourly = await hitRateLimit(db, limits.hourly, destinationKey, now);
  if (!hourly.allowed) throw tooManyRequests(reply, hourly.retryAfterMs, CODE_LOCKOUT_MESSAGE);
}

/** The tables that hold codes; each has the columns of StoredCode and `attempts`. */
export type CodeTable = 'sms_code' | 'email_code' | 'second_factor_code';

/** The newest code of a destination, as its table stores it. */
export interface StoredCode {
  id: number;
  code_hash: string;
  salt: string;
  expires_at: Date;
  consumed_at: Date | null;
}

/**
 * Checks a typed (non-empty) code against the newest stored one and uses it up. CODE_EXPIRED
 * once expired; CODE_INVALID when wrong, used, never sent, or after `maxAttempts` wrong tries.
 */
export async function redeemCode(db: Queryable, table: CodeTable, row: StoredCode | undefined, typed: string, maxAttempts: number, now: Date): Promise<void> {
  if (!row || row.consumed_at !== null) {
    throw new RequestError(400, ERROR_CODE.codeInvalid, 'The verification code is not valid: ask for a new code');
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    throw new RequestError(400, ERROR_CODE.codeExpired, 'The verification code has expired: ask for a new code');
  }
  // Take one attempt first (atomically), so simultaneous guesses cannot exceed the limit.
  const attempt = await db.query(`update ${table} set attempts = attempts + 1 where id = $1 and attempts < $2 and consumed_at is null returning id`, [
    row.id,
    maxAttempts,
  ]);
  if (attempt.rows.length === 0) {
    throw new RequestError(400, ERROR_CODE.codeInvalid, 'Too many wrong verification codes: ask for a new code');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = codeHash(row.salt, typed);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new RequestError(400, ERROR_CODE.codeInvalid, 'The verification code is wrong');
  }
  const used = await db.query(`update ${table} set consumed_at = $2 where id = $1 and consumed_at is null returning id`, [row.id, now]);
  if (used.rows.length === 0) throw new RequestError(400, ERROR_CODE.codeInvalid, 'The verification code has already been used');
}
