import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODE, SECOND_FACTOR_MAX_ATTEMPTS, SECOND_FACTOR_VALID_MINUTES } from '@platform/api/contract';
import type { SecondFactorChallenge, SecondFactorFailureValue, SecondFactorMethod } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { knownAddressState } from './known-addresses';
import { maskedEmailOf, maskedPhoneOf } from './members';
import type { MemberRow } from './members';
import { isTotpEnabled } from './totp';

/*
 * Two-factor login from an unrecorded address (spec section 4, ASVS 5.0 6.5): a right password
 * from an address the member has not logged in from opens no session but a challenge, answered
 * with verifySecondFactor (second-factor-routes.ts) by one of the member's factors.
 */

export const SECOND_FACTOR_TTL_MS = SECOND_FACTOR_VALID_MINUTES * 60_000;
const CHALLENGE_BYTES = 32;

function challengeHash(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}

/** The real name as compared: NFKC, lower case, no spaces (so `Tan  Ah Kow` is `TAN AH KOW`). */
export function comparableName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/** The factors the member can answer with: a bound phone, a bound email, a real name, a confirmed authenticator. */
export async function secondFactorMethodsOf(db: Queryable, member: MemberRow): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (member.mobile_num) methods.push('SMS');
  if (member.email) methods.push('EMAIL');
  if (member.payee_name && comparableName(member.payee_name) !== '') methods.push('REAL_NAME');
  if (await isTotpEnabled(db, member.id)) methods.push('TOTP');
  return methods;
}

export interface PasswordLogin {
  merchantCode: string;
  /** request.ip of the login. */
  address: string;
  /** Whether the session must change its password, as the login found it. */
  passwordExpired: boolean;
  now: Date;
}

/**
 * The address check of a login whose password was right: returns when the session may be opened
 * (the caller records the address once it is), else throws VERIFICATION_REQUIRED (403) with a
 * new SecondFactorChallenge as the envelope's value.
 */
export async function requireSecondFactorFromNewAddress(db: Queryable, member: MemberRow, login: PasswordLogin): Promise<void> {
  const { known, anyRecorded } = await knownAddressState(db, member.id, login.address);
  if (known) return;
  // Trust on first use: a member with no address at all (the seeded demo accounts on a fresh
  // site, an account made before addresses were recorded that never logged in) has nothing to
  // compare with; its first login records the address, and later ones are checked against it.
  if (!anyRecorded) return;
  const methods = await secondFactorMethodsOf(db, member);
  // Nothing to verify with (no phone, email, real name or authenticator): a challenge could never
  // be answered and would lock the member out, so the login proceeds and records the address.
  if (methods.length === 0) return;
  const challenge = randomBytes(CHALLENGE_BYTES).toString('base64url');
  const expiresAt = new Date(login.now.getTime() + SECOND_FACTOR_TTL_MS);
  await db.query(
    `insert into second_factor_challenge (challenge_hash, merchant_code, member_id, address, password_expired, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [challengeHash(challenge), login.merchantCode, member.id, login.address, login.passwordExpired, login.now, expiresAt],
  );
  const value: SecondFactorChallenge = {
    challenge,
    methods,
    maskedPhone: maskedPhoneOf(member),
    maskedEmail: maskedEmailOf(member),
    expiresAt: expiresAt.getTime(),
  };
  throw new RequestError(403, ERROR_CODE.verificationRequired, 'This is a new device or network for your account: please verify it is you', value);
}

/** A challenge as stored. */
export interface ChallengeRow {
  id: number;
  member_id: number;
  address: string;
  password_expired: boolean;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/** A failure of a second-factor call, with the answers the challenge still takes. */
export function secondFactorFailure(statusCode: number, code: string, message: string, attemptsLeft: number): RequestError {
  const value: SecondFactorFailureValue = { attemptsLeft: Math.max(0, attemptsLeft) };
  return new RequestError(statusCode, code, message, value);
}

/**
 * The live challenge of an id: CODE_INVALID when unknown, used or spent by wrong answers,
 * CODE_EXPIRED after 10 minutes; each with `attemptsLeft: 0` (log in again).
 */
export async function liveChallenge(db: Queryable, merchantCode: string, challenge: string, now: Date): Promise<ChallengeRow> {
  const result = await db.query<ChallengeRow>(
    `select id, member_id, address, password_expired, attempts, expires_at, used_at
       from second_factor_challenge where challenge_hash = $1 and merchant_code = $2`,
    [challengeHash(challenge), merchantCode],
  );
  const row = result.rows[0];
  if (!row || row.used_at !== null) throw secondFactorFailure(400, ERROR_CODE.codeInvalid, 'This verification is no longer valid: please log in again', 0);
  if (row.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) throw secondFactorFailure(400, ERROR_CODE.codeInvalid, 'Too many wrong answers: please log in again', 0);
  if (row.expires_at.getTime() <= now.getTime()) throw secondFactorFailure(400, ERROR_CODE.codeExpired, 'The verification has expired: please log in again', 0);
  return row;
}

/**
 * Takes one of the challenge's answers (atomically, so simultaneous answers cannot exceed the
 * limit); answers how many are left after it. CODE_INVALID when none is left.
 */
export async function takeChallengeAttempt(db: Queryable, challenge: ChallengeRow): Promise<number> {
  const result = await db.query<{ attempts: number }>(
    'update second_factor_challenge set attempts = attempts + 1 where id = $1 and attempts < $2 and used_at is null returning attempts',
    [challenge.id, SECOND_FACTOR_MAX_ATTEMPTS],
  );
  const row = result.rows[0];
  if (!row) throw secondFactorFailure(400, ERROR_CODE.codeInvalid, 'Too many wrong answers: please log in again', 0);
  return SECOND_FACTOR_MAX_ATTEMPTS - row.attempts;
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: Queryable, challenge: ChallengeRow, now: Date): Promise<boolean> {
  const result = await db.query('update second_factor_challenge set used_at = $2 where id = $1 and used_at is null returning id', [challenge.id, now]);
  return result.rows.length > 0;
}
