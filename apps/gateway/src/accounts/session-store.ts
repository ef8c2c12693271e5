import { createHash, randomBytes } from 'node:crypto';
import type { MemberSession } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { LoginType, SessionMember } from '../http/session';
import type { LoginClient } from './login-history';

/** How long a session lasts without use; each use past half of it extends it again. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** How stale a session's last-seen time may grow before a use records it again. */
const LAST_SEEN_PRECISION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOptions {
  /** The session may only change the password (see SessionMember.mustChangePassword). */
  mustChangePassword?: boolean;
  /** Where it is signed in from (the security centre's list of sessions). */
  client?: LoginClient;
}

/** Opens a session for a member and returns its bearer token (shown once, stored hashed). */
export async function createSession(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  loginType: LoginType,
  now: Date,
  options: SessionOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const client = options.client;
  await db.query(
    `insert into session (token_hash, member_id, merchant_code, login_type, created_at, expires_at, must_change_password, ip, browser, os, last_seen_at, last_ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $5, $8)`,
    [
      hashToken(token),
      memberId,
      merchantCode,
      loginType,
      now,
      new Date(now.getTime() + SESSION_TTL_MS),
      options.mustChangePassword ?? false,
      client?.ip ?? null,
      client?.browser ?? null,
      client?.os ?? null,
    ],
  );
  return token;
}

export type SessionLookup = { status: 'valid'; member: SessionMember } | { status: 'expired' } | { status: 'unknown' };

interface SessionRow {
  member_id: number;
  merchant_code: string;
  account: string;
  type: number;
  login_type: LoginType;
  expires_at: Date;
  revoked_at: Date | null;
  must_change_password: boolean;
  last_seen_at: Date | null;
  last_ip: string | null;
}

/**
 * The member of a token. An expired or revoked session is `expired` (the client asks to log in
 * again); a token never issued is `unknown`. A session used in the second half of its life is
 * extended, so an active player stays logged in. Each use records when and from where (`seenFrom`)
 * it was last used, to the minute, or at once from a new address.
 */
export async function findSession(db: Queryable, token: string, now: Date, seenFrom?: string): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const result = await db.query<SessionRow>(
    `select s.member_id, s.merchant_code, m.account, m.type, s.login_type, s.expires_at, s.revoked_at, s.must_change_password, s.last_seen_at, s.last_ip
       from session s join member m on m.id = s.member_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return { status: 'unknown' };
  if (row.revoked_at !== null || row.expires_at.getTime() <= now.getTime()) return { status: 'expired' };
  const extend = row.expires_at.getTime() - now.getTime() < SESSION_TTL_MS / 2;
  const seenLongAgo = row.last_seen_at === null || now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_PRECISION_MS;
  const movedAddress = seenFrom !== undefined && seenFrom !== row.last_ip;
  if (extend || seenLongAgo || movedAddress) {
    await db.query('update session set expires_at = $2, last_seen_at = $3, last_ip = coalesce($4, last_ip) where token_hash = $1', [
      tokenHash,
      extend ? new Date(now.getTime() + SESSION_TTL_MS) : row.expires_at,
      now,
      seenFrom ?? null,
    ]);
  }
  return {
    status: 'valid',
    member: {
      memberId: row.member_id,
      merchantCode: row.merchant_code,
      account: row.account,
      type: row.type,
      loginType: row.login_type,
      tokenHash,
      mustChangePassword: row.must_change_password,
    },
  };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('update session set revoked_at = $2 where token_hash = $1 and revoked_at is null', [tokenHash, now]);
}

/**
 * Revokes every session of a member but one (after a password change, the other devices log
 * out; "sign out all others"). Answers how many of them were still signed in.
 */
export async function revokeOtherSessions(db: Queryable, memberId: number, keepTokenHash: string | null, now: Date): Promise<number> {
  const revoked = await db.query<{ was_active: boolean }>(
    `update session set revoked_at = $3 where member_id = $1 and revoked_at is null and token_hash is distinct from $2
     returning expires_at > $3 as was_active`,
    [memberId, keepTokenHash, now],
  );
  return revoked.rows.filter((row) => row.was_active).length;
}

/**
 * Revokes one signed-in session of a member, by its id: false when the member has no such
 * session signed in (another member's id included).
 */
export async function revokeMemberSession(db: Queryable, memberId: number, sessionId: number, now: Date): Promise<boolean> {
  const revoked = await db.query(
    'update session set revoked_at = $3 where id = $2 and member_id = $1 and revoked_at is null and expires_at > $3 returning id',
    [memberId, sessionId, now],
  );
  return revoked.rows.length > 0;
}

/** The most sessions the list shows. */
const SESSION_LIST_LIMIT = 50;

interface MemberSessionRow {
  id: number;
  browser: string | null;
  os: string | null;
  ip: string | null;
  last_ip: string | null;
  login_type: LoginType;
  created_at: Date;
  last_seen_at: Date;
  is_current: boolean;
}

/** A member's signed-in sessions: the current one first, then the latest used. */
export async function listMemberSessions(db: Queryable, memberId: number, currentTokenHash: string, now: Date): Promise<MemberSession[]> {
  const result = await db.query<MemberSessionRow>(
    `select id, browser, os, ip, last_ip, login_type, created_at, coalesce(last_seen_at, created_at) as last_seen_at, token_hash = $2 as is_current
       from session
      where member_id = $1 and revoked_at is null and expires_at > $3
      order by token_hash = $2 desc, coalesce(last_seen_at, created_at) desc, id desc
      limit ${SESSION_LIST_LIMIT}`,
    [memberId, currentTokenHash, now],
  );
  return result.rows.map((row) => ({
    sessionId: row.id,
    browser: row.browser,
    os: row.os,
    ip: row.ip,
    lastSeenIp: row.last_ip,
    loginType: row.login_type,
    signedInAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    isCurrent: row.is_current,
  }));
}

/** The session may do everything again: its member has changed the password. */
export async function clearPasswordChangeRequirement(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('update session set must_change_password = false where token_hash = $1', [tokenHash]);
}
