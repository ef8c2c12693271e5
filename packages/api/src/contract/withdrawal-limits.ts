/*
 * The limits of money out that the client shows and the schemas enforce (spec sections 3, 5 and
 * 9), kept apart from the schemas so that the client takes them without TypeBox.
 */

/** At most this many bank cards per member. */
export const MAX_BANK_CARDS = 5;
/** The proof images of a withdrawal confirmation: at most 3, PNG or JPEG, 5 MB each. */
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;
/** A withdrawal confirmation's remark: at most 140 characters. */
export const WITHDRAWAL_REMARK_MAX_LENGTH = 140;

/**
 * GET `${WITHDRAWAL_PROOF_IMAGE_PATH}?merchantCode=…&imageId=…` with the member's Bearer token: the
 * bytes of a proof image the member uploaded (image/png or image/jpeg), for its owner only. Not
 * an envelope call (the answer is the image), so it is not in CALLS.
 */
export const WITHDRAWAL_PROOF_IMAGE_PATH = '/wps/member/withdrawal/proofImage';

/** The withdrawal status codes (the ui's StatusBadge `withdrawalStatus`). */
export const WITHDRAWAL_STATUSES = ['REQUESTED', 'PAID', 'PARTLY_PAID', 'REJECTED', 'RECEIVED', 'NOT_RECEIVED', 'FULLY_RECEIVED', 'AUTO_CONFIRMED'] as const;

/** What the player may answer about a payout. */
export const WITHDRAWAL_OUTCOMES = ['FULLY_RECEIVED', 'RECEIVED', 'NOT_RECEIVED'] as const;
