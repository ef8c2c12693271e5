import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { avatarUrl, iconUrl } from './avatar';
import { loadLoginHistory } from './login-history';
import { maskedEmailOf, maskedPhoneOf, sessionMember } from './members';
import { normaliseNickname } from './nickname';
import { NO_PASSWORD_HASH } from './open-session';
import { listMemberSessions, revokeMemberSession, revokeOtherSessions } from './session-store';

/** Nickname changes one member may make within an hour. */
const NICKNAME_LIMIT: RateLimitRule = { name: 'nickname-change', limit: 10, windowMs: 60 * 60_000 };

/**
 * The security centre's profile, login history and signed-in sessions (binding a phone or an
 * email is in contact-routes.ts). Member-only; a trial account is refused (spec section 6).
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

  registerCall(app, deps, 'signOutOtherSessions', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const session = requireSession(context);
      return { signedOut: await revokeOtherSessions(db, session.memberId, session.tokenHash, context.now) };
    },
  });
}
