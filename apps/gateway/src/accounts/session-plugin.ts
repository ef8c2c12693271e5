import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { findSession } from './session-store';

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new RequestError(401, ERROR_CODE.loginRequired, 'The Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * Resolves the bearer token of every contract call into `request.session`, once call support has
 * checked the call's merchant and before the handler. A token that is not valid for that merchant
 * counts as none, except on a call that needs the token: there an expired or revoked one answers
 * TOKEN_EXPIRED, any other LOGIN_REQUIRED. A malformed Authorization header is always a 401.
 */
const resolveSessions: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const call = request.routeOptions.config.call;
    if (call === undefined) return;
    const token = bearerToken(request);
    if (token === null) return;
    const found = await findSession(deps.db, token, deps.now(), request.ip);
    if (found.status === 'valid' && found.member.merchantCode === request.merchantCode) request.session = found.member;
    else if (call.auth) {
      throw found.status === 'expired'
        ? new RequestError(401, ERROR_CODE.tokenExpired, 'Your session has expired: please log in again')
        : new RequestError(401, ERROR_CODE.loginRequired, 'Please log in first');
    }
  });
};

/** Shared with every domain plugin: register it after call support and before the domains. */
export const sessionPlugin = fp(resolveSessions, { name: 'account-sessions', dependencies: ['call-support'] });
