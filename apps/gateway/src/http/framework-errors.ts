import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE, failureEnvelope } from '@platform/api/contract';
import { handleError } from './envelope-errors';
import { setSecurityHeaders } from './security-headers';

/**
 * Fastify's `frameworkErrors` handler: the errors Fastify meets before routing (a URL with bad
 * percent-encoding) get the envelope and the security headers like every other answer, instead
 * of Fastify's own JSON (onSend hooks do not run for them).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.type('application/json; charset=utf-8');
  setSecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(failureEnvelope(ERROR_CODE.badRequest, 'Malformed URL: its percent-encoding is not valid'));
  }
  return handleError(error, request, reply);
}
