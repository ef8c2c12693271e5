import type { LoginResult } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { LoginType } from '../http/session';
import { recordLoginAttempt } from './login-history';
import type { LoginClient } from './login-history';
import { recordLogin } from './members';
import { createSession } from './session-store';

/** The hash of an account without a password (trial, mobile-only): it never verifies. */
export const NO_PASSWORD_HASH = 'none:no-password';

/**
 * Opens a session after a login or a registration, records the login in the member's history
 * with where it came from, and answers LoginResult.
 */
export async function openSession(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  loginType: LoginType,
  now: Date,
  client: LoginClient,
  passwordExpired = false,
): Promise<LoginResult> {
  const firstTimeLogin = await recordLogin(db, memberId, now);
  const token = await createSession(db, memberId, merchantCode, loginType, now, { mustChangePassword: passwordExpired, client });
  await recordLoginAttempt(db, { memberId, loginType, succeeded: true, client, now });
  return { token, firstTimeLogin, passwordExpired };
}
