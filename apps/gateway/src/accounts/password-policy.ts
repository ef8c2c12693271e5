import { randomInt } from 'node:crypto';
import { ERROR_CODE, FEATURE } from '@platform/api/contract';
import type { ValidationRules } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import type { MerchantOptions } from '../shared/merchant-options';
import { isFeatureOn } from '../shared/merchant-options';
import type { MemberRow } from './members';
import { NO_PASSWORD_HASH } from './open-session';
import { hashPassword, verifyPassword } from './password';
import { checkRule, describeFailure } from './registration-rules';

/**
 * Checks of a member's login password one member may make within 15 minutes, whatever the call
 * (changing the password, binding a phone or an email): a stolen token guessing it.
 */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { name: 'password-change', limit: 10, windowMs: 15 * 60_000 };

/**
 * The member's login password, within PASSWORD_CHECK_LIMIT: PASSWORD_INCORRECT when wrong. An
 * action that proves the person, not only the session (binding a phone or an email, removing the
 * authenticator), asks for it; `noPasswordMessage` tells an account without one what to do instead.
 */
export async function checkLoginPassword(
  deps: GatewayDeps,
  context: CallContext,
  member: MemberRow,
  password: string,
  noPasswordMessage = 'This account has no login password: contact support to change its phone or email',
): Promise<void> {
  await enforceRateLimit(deps.db, PASSWORD_CHECK_LIMIT, String(member.id), context.now, context.reply);
  if (member.password_hash === NO_PASSWORD_HASH) throw new RequestError(403, ERROR_CODE.operationNotAllowed, noPasswordMessage);
  if (password === '' || !(await verifyPassword(password, member.password_hash))) {
    throw new RequestError(400, ERROR_CODE.passwordIncorrect, 'The login password is incorrect');
  }
}

/**
 * The login password of an account that has one (checkLoginPassword, in the same budget of
 * tries); an account without one (a mobile registration) has only its session to confirm with,
 * and passes: what it confirms (a break, a self-exclusion) must not be out of its reach.
 */
export async function checkLoginPasswordIfAny(deps: GatewayDeps, context: CallContext, member: MemberRow, password: string | undefined): Promise<void> {
  if (member.password_hash === NO_PASSWORD_HASH) return;
  await checkLoginPassword(deps, context, member, password ?? '');
}

/** A password older than this must be changed when the brand has FORCED_PASSWORD_CHANGE on. */
export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a mailed temporary password works. */
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

/** Whether a password login must be followed by a change: the default password, or an expired one. */
export function mustChangeAfterLogin(member: MemberRow, options: MerchantOptions, now: Date): boolean {
  if (member.must_change_password) return true;
  const age = now.getTime() - member.password_changed_at.getTime();
  return isFeatureOn(options, FEATURE.forcedPasswordChange) && age > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

const FALLBACK_PASSWORD_RULE = { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 64 };

/** Checks a new password with the merchant's password rule (always asked, so always required). */
export function checkNewPassword(rules: ValidationRules, field: string, value: string): void {
  const rule = { ...(rules.password ?? FALLBACK_PASSWORD_RULE), enabled: true, required: true };
  const failure = checkRule(rule, value);
  if (failure) throw new RequestError(400, ERROR_CODE.badRequest, describeFailure(field, rule, failure));
}

/** A temporary password that meets the usual rules: four letters, four digits. */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  let text = '';
  for (let index = 0; index < 4; index += 1) text += letters[randomInt(0, letters.length)];
  for (let index = 0; index < 4; index += 1) text += String(randomInt(0, 10));
  return text;
}

export async function storeResetPassword(db: Queryable, memberId: number, password: string, now: Date): Promise<void> {
  await db.query('insert into password_reset (member_id, password_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
    memberId,
    await hashPassword(password),
    now,
    new Date(now.getTime() + RESET_PASSWORD_TTL_MS),
  ]);
}

/** Whether the password is one of the member's live temporary passwords; a match is used up. */
export async function redeemTemporaryPassword(db: Queryable, memberId: number, password: string, now: Date): Promise<boolean> {
  const result = await db.query<{ id: number; password_hash: string }>(
    'select id, password_hash from password_reset where member_id = $1 and used_at is null and expires_at > $2 order by id desc limit 3',
    [memberId, now],
  );
  for (const row of result.rows) {
    if (!(await verifyPassword(password, row.password_hash))) continue;
    const used = await db.query('update password_reset set used_at = $2 where id = $1 and used_at is null returning id', [row.id, now]);
    return used.rows.length > 0;
  }
  return false;
}

/** Sets a member's password: fresh, not to be changed, and pending temporary passwords void. */
export async function setMemberPassword(db: Queryable, memberId: number, password: string, now: Date): Promise<void> {
  await db.query('update member set password_hash = $2, password_changed_at = $3, must_change_password = false where id = $1', [
    memberId,
    await hashPassword(password),
    now,
  ]);
  await db.query('update password_reset set used_at = $2 where member_id = $1 and used_at is null', [memberId, now]);
}
