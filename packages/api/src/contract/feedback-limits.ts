/** The longest feedback content (spec section 5); the feedback schema bounds `content` with it. */
export const FEEDBACK_MAX_LENGTH = 140;
