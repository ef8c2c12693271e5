import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { LoginType, SessionMember } from '../http/session';

/** How long a session lasts without use; each use past half of it extends it again. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionOptions {
  /** The session may only change the password (see SessionMember.mustChangePassword). */
  mustChangePassword?: boolean;
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
  await db.query(
    `insert into session (token_hash, member_id, merchant_code, login_type, created_at, expires_at, must_change_password)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [hashToken(token), memberId, merchantCode, loginType, now, new Date(now.getTime() + SESSION_TTL_MS), options.mustChangePassword ?? false],
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
}

/**
 * The member of a token. An expired or revoked session is `expired` (the client asks to log in
 * again); a token never issued is `unknown`. A session used in the second half of its life is
 * extended, so an active player stays logged in.
 */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const result = await db.query<SessionRow>(
    `select s.member_id, s.merchant_code, m.account, m.type, s.login_type, s.expires_at, s.revoked_at, s.must_change_password
       from session s join member m on m.id = s.member_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return { status: 'unknown' };
  if (row.revoked_at !== null || row.expires_at.getTime() <= now.getTime()) return { status: 'expired' };
  if (row.expires_at.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
    await db.query('update session set expires_at = $2 where token_hash = $1', [tokenHash, new Date(now.getTime() + SESSION_TTL_MS)]);
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

/** Revokes every session of a member but one (after a password change, the other devices log out). */
export async function revokeOtherSessions(db: Queryable, memberId: number, keepTokenHash: string | null, now: Date): Promise<void> {
  await db.query(
    'update session set revoked_at = $3 where member_id = $1 and revoked_at is null and token_hash is distinct from $2',
    [memberId, keepTokenHash, now],
  );
}

/** The session may do everything again: its member has changed the password. */
export async function clearPasswordChangeRequirement(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('update session set must_change_password = false where token_hash = $1', [tokenHash]);
}
