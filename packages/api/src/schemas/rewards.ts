import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MAX_PROOF_IMAGES, WITHDRAWAL_REMARK_MAX_LENGTH } from '../contract/withdrawal-limits';
import { DefaultedPageNoField, DefaultedPageSizeField, MULTI_LINE_TEXT, RecordIdField, RequestIdField } from './input-fields';
import { nullable, stringEnum } from './schema-builders';
import { ProofImageField } from './withdrawals';

/*
 * The reward centre's claims and a promotion's activity application (spec sections 2, 3 and 5).
 */

/**
 * Where a reward comes from: SIGN_IN (one a business day, UTC+8), NEWBIE (a task of a new member:
 * bind a phone, set the payment password, make a first deposit), RESCUE (a share of yesterday's
 * net loss), PROMOTION (a promotion's payout).
 */
export const RewardKindSchema = stringEnum(['SIGN_IN', 'NEWBIE', 'RESCUE', 'PROMOTION'], { description: 'Where a reward comes from.' });
export type RewardKind = Static<typeof RewardKindSchema>;

/**
 * A reward's id as the reward centre gives it: `SIGN_IN:yyyy-MM-dd`, `RESCUE:yyyy-MM-dd` (the
 * losing day), `NEWBIE:<task>`, or the number of a promotion payout.
 */
export const RewardIdField = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^((SIGN_IN|RESCUE):[0-9]{4}-[0-9]{2}-[0-9]{2}|NEWBIE:[A-Z_]{1,24}|[1-9][0-9]{0,9})$',
  description: 'The rewardId of a reward of the reward centre (as text).',
});

export const ClaimRewardRequestSchema = Type.Object(
  {
    rewardId: RewardIdField,
    requestId: RequestIdField,
  },
  {
    additionalProperties: false,
    description: 'Claims one reward of the reward centre: once per reward whatever the requestId; a replay of a requestId answers the first result.',
  },
);
export type ClaimRewardRequest = Static<typeof ClaimRewardRequestSchema>;

/** A claimed reward: what was credited to the main wallet as a bonus and the turnover that releases it. */
export const RewardClaimSchema = Type.Object(
  {
    claimId: Type.Integer(),
    rewardId: Type.String(),
    kind: RewardKindSchema,
    title: Type.String(),
    amount: Type.Number(),
    turnoverRequired: Type.Number({ description: 'The bets that make the bonus withdrawable.' }),
    referenceNo: Type.String({ description: 'The BONUS movement of the account record.' }),
    claimTime: Type.Number({ description: 'Epoch milliseconds.' }),
  },
  { description: 'A claimed reward: credited to the main wallet as promotional credit.' },
);
export type RewardClaim = Static<typeof RewardClaimSchema>;

export const RewardClaimsQuerySchema = Type.Object(
  { pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField },
  { additionalProperties: false, description: "The member's claimed rewards, newest first." },
);
export type RewardClaimsQuery = Static<typeof RewardClaimsQuerySchema>;

export const RewardClaimsPageSchema = Type.Object({
  list: Type.Array(RewardClaimSchema),
  totalPages: Type.Integer(),
  totalAmount: Type.Number({ description: 'Of every claim, not just the page.' }),
});
export type RewardClaimsPage = Static<typeof RewardClaimsPageSchema>;

/** An activity application (spec section 3): proof images and a remark for a promotion that asks for them. */
export const ApplyPromotionRequestSchema = Type.Object(
  {
    promotionId: RecordIdField,
    remark: Type.Optional(Type.String({ maxLength: WITHDRAWAL_REMARK_MAX_LENGTH, pattern: MULTI_LINE_TEXT, description: 'At most 140 characters.' })),
    proofImages: Type.Array(ProofImageField, { minItems: 1, maxItems: MAX_PROOF_IMAGES, description: 'One to three PNG or JPEG images, base64, 5 MB each.' }),
  },
  {
    additionalProperties: false,
    description: 'Applies for a promotion that asks for an application, with one to three proof images and a remark of at most 140 characters.',
  },
);
export type ApplyPromotionRequest = Static<typeof ApplyPromotionRequestSchema>;

/** The application, as filed: the promotion's status is APPLYING until the merchant decides. */
export const PromotionApplicationSchema = Type.Object(
  {
    applicationId: Type.Integer(),
    promotionId: Type.Integer(),
    status: stringEnum(['APPLYING'], { description: 'Waiting for the merchant.' }),
    applyTime: Type.Number({ description: 'Epoch milliseconds.' }),
    rejectionReason: Type.Optional(nullable(Type.String())),
  },
  { description: 'An activity application as filed.' },
);
export type PromotionApplication = Static<typeof PromotionApplicationSchema>;
