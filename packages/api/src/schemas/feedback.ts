import type { Static } from 'typebox';
import { Type } from 'typebox';
import { FEEDBACK_MAX_LENGTH } from '../contract/feedback-limits';
import { MULTI_LINE_TEXT } from './input-fields';
import { checkedOpenEnum } from './schema-builders';

/** The question types of the feedback form. */
export const FEEDBACK_QUESTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;

/** Feedback from the member (spec section 3: question type, content; content at most 140 characters). */
export const FeedbackRequestSchema = Type.Object(
  {
    questionType: checkedOpenEnum<string>(FEEDBACK_QUESTION_TYPES),
    // Ajv counts code points, as the spec's 140 characters mean.
    content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH, pattern: MULTI_LINE_TEXT }),
  },
  { additionalProperties: false, description: 'Feedback from the member (spec section 3: question type, content; content at most 140 characters).' },
);
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;
