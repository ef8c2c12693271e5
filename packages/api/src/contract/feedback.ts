import { defineCall } from './define-call';

/** Feedback from the member (spec section 3: question type, content; content at most 140 characters). */
export interface FeedbackRequest {
  questionType: string;
  content: string;
}

/** The longest feedback content (spec section 5). */
export const FEEDBACK_MAX_LENGTH = 140;

/** Sends feedback; member-only (ties it to the member and lets the gateway rate-limit it). */
export const feedback = defineCall<FeedbackRequest, null>({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  encrypted: false,
});
