import { defineCall } from './define-call';
import type { FeedbackHistoryPage, FeedbackHistoryQuery, FeedbackRequest } from '../schemas/feedback';
export type { FeedbackEntry, FeedbackHistoryPage, FeedbackHistoryQuery, FeedbackRequest } from '../schemas/feedback';

export { FEEDBACK_IMAGE_PATH, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, FEEDBACK_QUESTION_TYPES } from './feedback-limits';
export type { FeedbackQuestionType } from './feedback-limits';

/** Sends feedback with up to 3 images; member-only (ties it to the member and lets the gateway rate-limit it). */
export const feedback = defineCall<FeedbackRequest, null>({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  encrypted: false,
});

/** The member's past feedback, newest first, with its images and any reply; member-only. */
export const feedbackHistory = defineCall<FeedbackHistoryQuery, FeedbackHistoryPage>({
  method: 'GET',
  path: '/wps/feedback/history',
  auth: true,
  encrypted: false,
});
