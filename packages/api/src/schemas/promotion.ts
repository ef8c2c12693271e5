import type { Static } from 'typebox';
import { Type } from 'typebox';
import { LanguageField, RecordIdField, SINGLE_LINE_TEXT } from './input-fields';
import { nullable, stringEnum } from './schema-builders';
import { RewardKindSchema } from './rewards';

/** Activity statuses (spec section 4). */
export const ActivityStatusSchema = stringEnum(
  ['JOIN_NOW', 'CLAIM_PAYOUT', 'APPLYING', 'REGISTRATION_CLOSED', 'REJECTED', 'ISSUED', 'CLAIMED', 'IN_PROGRESS', 'SIGNED_UP', 'COMING_SOON'],
  { description: 'Activity statuses (spec section 4).' },
);
export type ActivityStatus = Static<typeof ActivityStatusSchema>;

/** A promotion's id: the gateway takes a whole number; the type keeps the contract's `string | number`. */
const PromotionIdInput = Type.Unsafe<string | number>(RecordIdField);

/** A reward of the member's reward centre. */
export const RewardSchema = Type.Object(
  {
    rewardId: Type.Union([Type.String(), Type.Number()]),
    title: Type.String(),
    amount: Type.Number(),
    status: ActivityStatusSchema,
    promotionId: Type.Optional(nullable(Type.Union([Type.String(), Type.Number()]), { description: 'The promotion it comes from.' })),
    expireTime: Type.Optional(nullable(Type.Union([Type.Number(), Type.String()]), { description: 'Until when it can be claimed: epoch milliseconds or an ISO string.' })),
    kind: Type.Optional(RewardKindSchema),
    turnoverMultiple: Type.Optional(Type.Integer({ minimum: 1, description: 'Once claimed, bets of this multiple of the amount make it withdrawable.' })),
  },
  { description: "A reward of the member's reward centre." },
);
export type Reward = Static<typeof RewardSchema>;

/** The member's reward centre (the spec's "reward"). */
export const RewardCenterSchema = Type.Object(
  {
    unclaimedCount: Type.Number({ description: 'Rewards ready to claim: the red badge when above 0.' }),
    rewards: Type.Array(RewardSchema),
  },
  { description: 'The member\'s reward centre (the spec\'s "reward").' },
);
export type RewardCenter = Static<typeof RewardCenterSchema>;

export const RaffleClaimRequestSchema = Type.Object({ promotionId: PromotionIdInput }, { additionalProperties: false });
export type RaffleClaimRequest = Static<typeof RaffleClaimRequestSchema>;

/** What a raffle draw gave. */
export const RafflePrizeSchema = Type.Object({ prizeName: Type.String(), amount: Type.Number() }, { description: 'What a raffle draw gave.' });
export type RafflePrize = Static<typeof RafflePrizeSchema>;

/** A category of the promotions page's tabs (deposit bonus, rebate, VIP…). */
export const PromotionCategorySchema = Type.Object(
  { categoryId: Type.String(), name: Type.String() },
  { description: "A category of the promotions page's tabs (deposit bonus, rebate, VIP…)." },
);
export type PromotionCategory = Static<typeof PromotionCategorySchema>;

/** What kind of promotion it is, which decides its action. */
export const PromotionKindSchema = stringEnum(['STANDARD', 'RAFFLE'], { description: 'What kind of promotion it is, which decides its action.' });
export type PromotionKind = Static<typeof PromotionKindSchema>;

const PROMOTION_PROPERTIES = {
  promotionId: Type.Union([Type.String(), Type.Number()]),
  kind: PromotionKindSchema,
  title: Type.String(),
  summary: Type.String({ description: 'One or two lines under the title.' }),
  imageUrl: Type.String(),
  categoryIds: Type.Array(Type.String(), { description: 'The categories it is listed under.' }),
  tags: Type.Array(Type.String(), { description: 'Short labels shown on the card (HOT, NEW, LIMITED…), in the asked language.' }),
  startTime: Type.Union([Type.Number(), Type.String()], { description: 'When it runs: epoch milliseconds or ISO strings; no end time for an ongoing one.' }),
  endTime: nullable(Type.Union([Type.Number(), Type.String()])),
  status: ActivityStatusSchema,
  applicationRequired: Type.Optional(Type.Boolean({ description: 'Joined by an activity application (proof images and a remark): applyPromotion.' })),
};

/** A promotion as the promotions page lists it. */
export const PromotionSchema = Type.Object(PROMOTION_PROPERTIES, {
  description: 'A promotion as the promotions page lists it (kind RAFFLE: a draw the member claims; status: where the member stands, a guest sees JOIN_NOW, COMING_SOON or REGISTRATION_CLOSED).',
});
export type Promotion = Static<typeof PromotionSchema>;

/** A promotion with its terms: the promotion detail page. */
export const PromotionDetailSchema = Type.Object(
  {
    ...PROMOTION_PROPERTIES,
    content: Type.String({ description: 'HTML from the back office: sanitise it before it is shown.' }),
    rejectionReason: Type.Optional(nullable(Type.String(), { description: "Why the member's latest application was rejected (status REJECTED)." })),
  },
  { description: 'A promotion with its terms: the promotion detail page.' },
);
export type PromotionDetail = Static<typeof PromotionDetailSchema>;

export const PromotionsQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT, description: 'One category only; every promotion without it.' })),
    language: Type.Optional(LanguageField),
  },
  { additionalProperties: false },
);
export type PromotionsQuery = Static<typeof PromotionsQuerySchema>;

/** The promotions page: its category tabs and the promotions. */
export const PromotionsSchema = Type.Object(
  { categories: Type.Array(PromotionCategorySchema), list: Type.Array(PromotionSchema) },
  { description: 'The promotions page: its category tabs and the promotions.' },
);
export type Promotions = Static<typeof PromotionsSchema>;

export const PromotionDetailQuerySchema = Type.Object({ promotionId: PromotionIdInput, language: Type.Optional(LanguageField) }, { additionalProperties: false });
export type PromotionDetailQuery = Static<typeof PromotionDetailQuerySchema>;
