import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE, changePassword, logout, memberInfo } from '@platform/api/contract';
import type { CallDefinition } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import type { CallGate } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { registerAvatarRoutes } from './avatar';
import { registerContactCalls } from './contact-routes';
import { registerDevInbox } from './inbox';
import { registerMemberCalls } from './member-routes';
import { registerRegistrationCalls } from './registration-routes';
import { registerSecurityCalls } from './security-routes';
import { registerSessionCalls } from './session-routes';
import { registerVerificationCalls } from './verification-routes';

/** The member calls a session that must change its password may still make. */
const ALLOWED_BEFORE_PASSWORD_CHANGE: readonly CallDefinition<unknown, unknown>[] = [changePassword, logout, memberInfo];

/**
 * Refuses every other member call of a session opened with the default, an expired or a
 * temporary password (PASSWORD_EXPIRED, 403) until the password is changed.
 */
export const passwordChangeGate: CallGate = async (context, call) => {
  if (!call.auth || !context.session?.mustChangePassword) return;
  if (ALLOWED_BEFORE_PASSWORD_CHANGE.some((allowed) => allowed.method === call.method && allowed.path === call.path)) return;
  throw new RequestError(403, ERROR_CODE.passwordExpired, 'Please change your password first');
};

/**
 * Sessions, members, registration, verification (captcha, SMS), the registration settings and
 * the security centre (profile, phone and email binding, login history, signed-in sessions).
 */
export const accountsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  app.callGates.push(passwordChangeGate);
  registerSessionCalls(app, deps);
  registerMemberCalls(app, deps);
  registerRegistrationCalls(app, deps);
  registerVerificationCalls(app, deps);
  registerSecurityCalls(app, deps);
  registerContactCalls(app, deps);
  registerAvatarRoutes(app);
  registerDevInbox(app, deps);
};
