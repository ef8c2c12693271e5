import type { FastifyInstance } from 'fastify';
import { FEEDBACK_IMAGE_PATH } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { registerOwnedImageRoute, storedImageFromHex } from '../http/owned-image-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { checkFeedback, listFeedback, storeFeedback } from './feedback-store';

/** One feedback per member per minute. */
export const FEEDBACK_RATE_LIMIT: RateLimitRule = { name: 'feedback', limit: 1, windowMs: 60_000 };

/**
 * The feedback form (a question type, 5..140 characters (code points) of content, up to three PNG
 * or JPEG images of 5 MB checked by their bytes), the member's past feedback with any reply, and
 * the images, served to their owner only.
 */
export function registerFeedbackRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'feedback', {
    realAccountOnly: true,
    // Three images of 5 MB in base64, and the rest of the body.
    bodyLimit: 21 * 1024 * 1024,
    handler: async (input, context) => {
      const member = requireSession(context);
      // Checked before the rate limit counts it: a refused form can be corrected and sent at once.
      const checked = checkFeedback(input);
      await enforceRateLimit(
        deps.db,
        FEEDBACK_RATE_LIMIT,
        String(member.memberId),
        context.now,
        context.reply,
        'You have just sent feedback: please wait a minute before sending more',
      );
      await storeFeedback(deps.db, member.memberId, checked, context.now);
      return null;
    },
  });

  registerCall(app, deps, 'feedbackHistory', {
    realAccountOnly: true,
    handler: async (input, context) => listFeedback(deps.db, requireSession(context).memberId, input),
  });

  registerOwnedImageRoute(app, deps, {
    path: FEEDBACK_IMAGE_PATH,
    tag: 'feedback',
    fileNamePrefix: 'feedback',
    load: async (imageId, memberId) => {
      const found = await deps.db.query<{ content_type: string; data: string }>(
        "select content_type, encode(bytes, 'hex') as data from feedback_image where id = $1 and member_id = $2",
        [imageId, memberId],
      );
      return storedImageFromHex(found.rows[0]);
    },
  });
}
