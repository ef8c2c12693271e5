import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE, failureEnvelope } from '@platform/api/contract';

/**
 * A failure the gateway answers with a 4xx envelope: bad input, never a bug. `value` goes in the
 * failure envelope (a login's `{ captcha: true }`, the hot games of GAME_MAINTENANCE).
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  return `Invalid ${where}${field ? ` field "${field}"` : ''}: ${first.message ?? 'is not valid'}`;
}

/** Answers every error with the envelope; 4xx get a clear message, anything else a plain 500. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof RequestError) {
    return reply.code(error.statusCode).send(failureEnvelope(error.code, error.message, error.value));
  }
  if (error.validation) {
    return reply.code(400).send(failureEnvelope(ERROR_CODE.badRequest, describeValidation(error)));
  }
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(sqlState)) {
    // A value PostgreSQL refused (a data exception or a constraint) that a route's own checks
    // missed: the request's fault, so a 4xx, logged so that the route gets its own check.
    request.log.warn({ err: error }, 'database refused a value');
    return sqlState === '23505'
      ? reply.code(409).send(failureEnvelope(ERROR_CODE.badRequest, 'This conflicts with something that exists already'))
      : reply.code(400).send(failureEnvelope(ERROR_CODE.badRequest, 'A value of the request is not valid'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx errors (malformed JSON, unsupported media type, body too large) carry
    // messages written for clients.
    return reply.code(status).send(failureEnvelope(ERROR_CODE.badRequest, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(failureEnvelope(ERROR_CODE.systemError, 'System error'));
}

export function notFoundEnvelope(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '/';
  const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
  return failureEnvelope(ERROR_CODE.notFound, `Not found: ${request.method} ${shown}`);
}

/** Answers the errors of every route with the envelope (see handleError). */
export const envelopeErrors = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'envelope-errors' },
);
