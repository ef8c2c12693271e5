import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, FEEDBACK_MAX_LENGTH } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';

/** One feedback per member per minute. */
export const FEEDBACK_RATE_LIMIT: RateLimitRule = { name: 'feedback', limit: 1, windowMs: 60_000 };

/** Stores a member's feedback: a question type and 1..140 characters (code points) of content. */
export function registerFeedbackRoute(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'feedback', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = requireSession(context);
      const content = input.content.trim();
      const length = [...content].length;
      if (length < 1 || length > FEEDBACK_MAX_LENGTH) {
        throw new RequestError(400, ERROR_CODE.badRequest, `The feedback must be between 1 and ${FEEDBACK_MAX_LENGTH} characters`);
      }
      await enforceRateLimit(
        deps.db,
        FEEDBACK_RATE_LIMIT,
        String(member.memberId),
        context.now,
        context.reply,
        'You have just sent feedback: please wait a minute before sending more',
      );
      await deps.db.query('insert into feedback (member_id, question_type, content, created_at) values ($1, $2, $3, $4)', [
        member.memberId,
        input.questionType,
        content,
        context.now,
      ]);
      return null;
    },
  });
}
