import { defineCall } from './define-call';
import type { Static } from 'typebox';
import type { FeedbackRequestSchema } from '../schemas/feedback';

/** Feedback from the member (spec section 3: question type, content; content at most 140 characters). */
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

export { FEEDBACK_MAX_LENGTH } from './feedback-limits';

/** Sends feedback; member-only (ties it to the member and lets the gateway rate-limit it). */
export const feedback = defineCall<FeedbackRequest, null>({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  encrypted: false,
});
