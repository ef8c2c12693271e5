import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { MULTI_LINE_TEXT, RecordIdField } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localRequestsOnly } from '../http/local-only';
import { listUnansweredFeedback, replyToFeedback } from './feedback-reply';

/** The path of the dev-mode customer-service desk for feedback (scripts/feedback.mjs calls it). */
export const DEV_FEEDBACK_PATH = '/wps/dev/feedback';

/** The longest reply customer service writes. */
const REPLY_MAX_LENGTH = 500;

const body = Type.Object(
  { feedbackId: RecordIdField, reply: Type.String({ minLength: 1, maxLength: REPLY_MAX_LENGTH, pattern: MULTI_LINE_TEXT }) },
  { additionalProperties: false },
);

/**
 * Customer service in dev mode: GET /wps/dev/feedback lists the feedback waiting for a reply;
 * POST answers one (once), which puts a message in the member's inbox. Dev mode only, from this
 * machine only (localRequestsOnly): otherwise the path answers the 404 envelope.
 */
export function registerDevReplyRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.get(DEV_FEEDBACK_PATH, { onRequest: localRequestsOnly, schema: { querystring: Type.Object({}, { additionalProperties: false }) } }, async () =>
    successEnvelope(await listUnansweredFeedback(deps.db)),
  );
  app.post<{ Body: { feedbackId: number; reply: string } }>(DEV_FEEDBACK_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const reply = request.body.reply.trim();
    if (reply === '') throw new RequestError(400, ERROR_CODE.badRequest, 'A reply needs some text');
    return successEnvelope(await replyToFeedback(deps.db, request.body.feedbackId, reply, deps.now()));
  });
}
