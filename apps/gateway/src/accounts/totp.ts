import { Secret, TOTP } from 'otpauth';
import { ERROR_CODE } from '@platform/api/contract';
import type { TotpSetup } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/*
 * The authenticator app as a second factor (RFC 6238 through otpauth): SHA-1, 6 digits, 30-second
 * steps, which every authenticator app reads from the QR code. A code is accepted one step early
 * or late (clock drift), and never twice: member_totp.last_step is the newest step accepted.
 *
 * The secrets are stored as base32 in the database, not encrypted: the gateway has no key of its
 * own outside the database to encrypt them with (its RSA keys live in the same database), so
 * encrypting there would protect nothing. A production deployment that keeps a key outside the
 * database (a KMS) should encrypt member_totp's secrets with it.
 */

const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one. */
const WINDOW_STEPS = 1;
/** 160 bits, as RFC 4226 recommends. */
const SECRET_BYTES = 20;
/** A set-up not confirmed within this time must be started again. */
export const TOTP_SETUP_TTL_MS = 30 * 60_000;

function totpOf(secret: string, issuer = '', label = 'OTPAuth'): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD_SECONDS });
}

/** The time step whose code the typed one is, within the window; null when it matches none. */
export function matchingTotpStep(secret: string, typed: string, now: Date): number | null {
  const code = typed.trim();
  if (!/^[0-9]{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

interface TotpRow {
  secret: string | null;
  enabled_at: Date | null;
  last_step: string | null;
  pending_secret: string | null;
  pending_created_at: Date | null;
}

async function loadTotp(db: Queryable, memberId: number): Promise<TotpRow | undefined> {
  const result = await db.query<TotpRow>('select secret, enabled_at, last_step, pending_secret, pending_created_at from member_totp where member_id = $1', [memberId]);
  return result.rows[0];
}

/** Whether the member has a confirmed authenticator. */
export async function isTotpEnabled(db: Queryable, memberId: number): Promise<boolean> {
  const row = await loadTotp(db, memberId);
  return row?.secret != null && row.enabled_at !== null;
}

/**
 * A new secret for the member to scan, kept unconfirmed (replacing any unconfirmed one) until
 * confirmTotp. A confirmed authenticator stays in use until the new one is confirmed.
 */
export async function startTotpSetup(db: Queryable, memberId: number, issuer: string, account: string, now: Date): Promise<TotpSetup> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  await db.query(
    `insert into member_totp (member_id, pending_secret, pending_created_at) values ($1, $2, $3)
     on conflict (member_id) do update set pending_secret = excluded.pending_secret, pending_created_at = excluded.pending_created_at`,
    [memberId, secret, now],
  );
  return { secret, uri: totpOf(secret, issuer, account).toString() };
}

/** Makes the unconfirmed secret the member's authenticator, given a code from it (CODE_INVALID, CODE_EXPIRED). */
export async function confirmTotp(db: Queryable, memberId: number, typed: string, now: Date): Promise<void> {
  const row = await loadTotp(db, memberId);
  if (!row?.pending_secret || row.pending_created_at === null) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'Set up the authenticator first: scan the new QR code, then enter its code');
  }
  if (row.pending_created_at.getTime() + TOTP_SETUP_TTL_MS <= now.getTime()) {
    throw new RequestError(400, ERROR_CODE.codeExpired, 'This set-up has expired: start again to get a new QR code');
  }
  const step = matchingTotpStep(row.pending_secret, typed, now);
  if (step === null) throw new RequestError(400, ERROR_CODE.codeInvalid, 'The authenticator code is wrong: check the time on your phone and try again');
  // The code that confirmed the secret cannot then answer a login.
  const confirmed = await db.query(
    `update member_totp set secret = pending_secret, enabled_at = $3, last_step = $4, pending_secret = null, pending_created_at = null
      where member_id = $1 and pending_secret = $2 returning member_id`,
    [memberId, row.pending_secret, now, step],
  );
  if (confirmed.rows.length === 0) throw new RequestError(409, ERROR_CODE.badRequest, 'The set-up changed meanwhile: scan the newest QR code and try again');
}

/** Removes the member's authenticator, confirmed or not. */
export async function removeTotp(db: Queryable, memberId: number): Promise<void> {
  await db.query('delete from member_totp where member_id = $1', [memberId]);
}

/** What a typed code is to the member's authenticator. */
export type TotpAnswer = 'accepted' | 'wrong' | 'reused';

/** Checks a code against the member's confirmed authenticator and uses up its time step. */
export async function acceptTotpCode(db: Queryable, memberId: number, typed: string, now: Date): Promise<TotpAnswer> {
  const row = await loadTotp(db, memberId);
  if (!row?.secret || row.enabled_at === null) return 'wrong';
  const step = matchingTotpStep(row.secret, typed, now);
  if (step === null) return 'wrong';
  // One statement, so two requests with the same code cannot both pass.
  const used = await db.query('update member_totp set last_step = $2 where member_id = $1 and (last_step is null or last_step < $2) returning member_id', [memberId, step]);
  return used.rows.length > 0 ? 'accepted' : 'reused';
}
