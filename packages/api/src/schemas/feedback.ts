import type { Static } from 'typebox';
import { Type } from 'typebox';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, FEEDBACK_QUESTION_TYPES } from '../contract/feedback-limits';
import { DefaultedPageNoField, DefaultedPageSizeField, MULTI_LINE_TEXT } from './input-fields';
import { checkedOpenEnum, nullable } from './schema-builders';
import { ProofImageField } from './withdrawals';

export { FEEDBACK_QUESTION_TYPES } from '../contract/feedback-limits';

/** Feedback from the member (spec sections 3 and 5: question type, content of 5 to 140 characters, at most 3 images). */
export const FeedbackRequestSchema = Type.Object(
  {
    questionType: checkedOpenEnum<string>(FEEDBACK_QUESTION_TYPES),
    // Ajv counts code points, as the spec's 140 characters mean; the gateway checks the minimum on the trimmed text.
    content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH, pattern: MULTI_LINE_TEXT }),
    images: Type.Optional(Type.Array(ProofImageField, { maxItems: FEEDBACK_MAX_IMAGES, description: 'PNG or JPEG images, base64, 5 MB each.' })),
  },
  {
    additionalProperties: false,
    description: `Feedback from the member (spec sections 3 and 5: question type, content of ${FEEDBACK_MIN_LENGTH} to ${FEEDBACK_MAX_LENGTH} characters, at most ${FEEDBACK_MAX_IMAGES} PNG or JPEG images of 5 MB).`,
  },
);
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

export const FeedbackHistoryQuerySchema = Type.Object(
  { pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField },
  { additionalProperties: false, description: "The member's past feedback, newest first." },
);
export type FeedbackHistoryQuery = Static<typeof FeedbackHistoryQuerySchema>;

/** One feedback of the member, with the ids of its images (served by FEEDBACK_IMAGE_PATH) and any reply. */
export const FeedbackEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    questionType: Type.String(),
    content: Type.String(),
    imageIds: Type.Array(Type.Integer(), { description: 'Its images, in the order sent: GET FEEDBACK_IMAGE_PATH?imageId=….' }),
    createTime: Type.Number({ description: 'Epoch milliseconds.' }),
    reply: nullable(Type.String(), { description: "Customer service's answer (plain text); null until answered." }),
    replyTime: nullable(Type.Number({ description: 'Epoch milliseconds.' })),
  },
  { description: 'One feedback of the member with any reply.' },
);
export type FeedbackEntry = Static<typeof FeedbackEntrySchema>;

export const FeedbackHistoryPageSchema = Type.Object({ list: Type.Array(FeedbackEntrySchema), totalPages: Type.Integer() });
export type FeedbackHistoryPage = Static<typeof FeedbackHistoryPageSchema>;
