import type { LoginResult } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { LoginType } from '../http/session';
import { refuseExcludedSession } from '../protection/exclusions';
import { recordLoginAttempt } from './login-history';
import type { LoginClient } from './login-history';
import { recordLogin } from './members';
import { createSession } from './session-store';

/** The hash of an account without a password (trial, mobile-only): it never verifies. */
export const NO_PASSWORD_HASH = 'none:no-password';

/**
 * Opens a session after a login or a registration, records the login in the member's history
 * with where it came from, and answers LoginResult. A member on a time-out or self-excluded (on
 * any brand) gets none: EXCLUDED, with the end date.
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
  await refuseExcludedSession(db, memberId, now);
  const firstTimeLogin = await recordLogin(db, memberId, now);
  const token = await createSession(db, memberId, merchantCode, loginType, now, { mustChangePassword: passwordExpired, client });
  await recordLoginAttempt(db, { memberId, loginType, succeeded: true, client, now });
  return { token, firstTimeLogin, passwordExpired };
}
