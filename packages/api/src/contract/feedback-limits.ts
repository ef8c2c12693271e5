/*
 * The feedback form's limits (spec sections 3, 5 and 9), kept apart from the schemas so that the
 * client takes them without TypeBox.
 */

/** The shortest and longest feedback content, in characters (code points); the schema bounds `content` with them. */
export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 140;

/** At most this many images with one feedback: PNG or JPEG, 5 MB each, as proof images. */
export const FEEDBACK_MAX_IMAGES = 3;

/** The question types of the feedback form. */
export const FEEDBACK_QUESTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/**
 * GET `${FEEDBACK_IMAGE_PATH}?merchantCode=…&imageId=…` with the member's Bearer token: the bytes
 * of an image the member sent with feedback (image/png or image/jpeg), for its owner only. Not an
 * envelope call (the answer is the image), so it is not in CALLS.
 */
export const FEEDBACK_IMAGE_PATH = '/wps/feedback/image';
