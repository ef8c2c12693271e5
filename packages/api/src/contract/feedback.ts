import { defineCall } from './define-call';
import type { FeedbackRequest } from '../schemas/feedback';
export type { FeedbackRequest } from '../schemas/feedback';

export { FEEDBACK_MAX_LENGTH } from './feedback-limits';

/** Sends feedback; member-only (ties it to the member and lets the gateway rate-limit it). */
export const feedback = defineCall<FeedbackRequest, null>({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  encrypted: false,
});
