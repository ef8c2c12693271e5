import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { avatarUrl, iconUrl } from './avatar';
import { brandName } from './inbox';
import { loadLoginHistory } from './login-history';
import { maskedEmailOf, maskedPhoneOf, sessionMember } from './members';
import { normaliseNickname } from './nickname';
import { NO_PASSWORD_HASH } from './open-session';
import { checkLoginPassword } from './password-policy';
import { listMemberSessions, revokeMemberSession, revokeOtherSessions } from './session-store';
import { confirmTotp, isTotpEnabled, removeTotp, startTotpSetup } from './totp';

/** Codes one member may try when confirming an authenticator, within 15 minutes. */
const TOTP_CONFIRM_LIMIT: RateLimitRule = { name: 'totp-confirm', limit: 10, windowMs: 15 * 60_000 };
/** Nickname changes one member may make within an hour. */
const NICKNAME_LIMIT: RateLimitRule = { name: 'nickname-change', limit: 10, windowMs: 60 * 60_000 };

/**
 * The security centre's profile, login history, signed-in sessions and authenticator app
 * (binding a phone or an email is in contact-routes.ts). Member-only; a trial account is refused (spec section 6).
 */
export function registerSecurityCalls(app: FastifyInstance, deps: GatewayDeps): void {
  const { db } = deps;

  registerCall(app, deps, 'securityProfile', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const member = await sessionMember(db, context);
      return {
        account: member.account,
        nickname: member.nickname,
        avatarUrl: member.icon_id === null ? avatarUrl(member.merchant_code, member.id) : iconUrl(member.icon_id),
        realName: member.payee_name,
        maskedEmail: maskedEmailOf(member),
        maskedPhone: maskedPhoneOf(member),
        countryDialingCode: member.mobile_num ? member.country_dialing_code : null,
        hasPassword: member.password_hash !== NO_PASSWORD_HASH,
        totpEnabled: await isTotpEnabled(db, member.id),
      };
    },
  });

  registerCall(app, deps, 'updateNickname', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      const nickname = normaliseNickname(input.nickname);
      await enforceRateLimit(db, NICKNAME_LIMIT, String(memberId), context.now, context.reply, 'The nickname was changed several times already: try again later');
      await db.query('update member set nickname = $2 where id = $1', [memberId, nickname]);
      return { nickname };
    },
  });

  registerCall(app, deps, 'loginHistory', {
    realAccountOnly: true,
    handler: async (input, context) => loadLoginHistory(db, requireSession(context).memberId, input.pageNo, input.pageSize),
  });

  registerCall(app, deps, 'memberSessions', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const session = requireSession(context);
      return listMemberSessions(db, session.memberId, session.tokenHash, context.now);
    },
  });

  // Only the member's own signed-in sessions: another member's id answers as an unknown one.
  registerCall(app, deps, 'signOutSession', {
    realAccountOnly: true,
    handler: async (input, context) => {
      if (!(await revokeMemberSession(db, requireSession(context).memberId, input.sessionId, context.now))) {
        throw new RequestError(404, ERROR_CODE.notFound, 'No such signed-in session: it may be signed out already');
      }
      return { signedOut: 1 };
    },
  });

  // The authenticator app as a second factor (totp.ts): a new secret, confirmed with a code from
  // the app; removing it asks for the login password, as binding a phone or an email does.
  registerCall(app, deps, 'totpSetup', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const member = await sessionMember(db, context);
      return startTotpSetup(db, member.id, await brandName(db, member.merchant_code), member.account, context.now);
    },
  });

  registerCall(app, deps, 'enableTotp', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      await enforceRateLimit(db, TOTP_CONFIRM_LIMIT, String(memberId), context.now, context.reply, 'Too many wrong codes: try again later');
      await confirmTotp(db, memberId, input.code, context.now);
      return { enabled: true };
    },
  });

  registerCall(app, deps, 'disableTotp', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      await checkLoginPassword(deps, context, member, input.password, 'This account has no login password: contact support to remove the authenticator');
      await removeTotp(db, member.id);
      return { enabled: false };
    },
  });

  registerCall(app, deps, 'signOutOtherSessions', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const session = requireSession(context);
      return { signedOut: await revokeOtherSessions(db, session.memberId, session.tokenHash, context.now) };
    },
  });
}
