import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DefaultedPageQuerySchema } from './entities';
import { RecordIdField, RequestIdField } from './input-fields';
import { PaymentPasswordField as SixDigitPaymentPasswordField } from './withdrawals';
import { checkedOpenEnum, nullable, openStringEnum, stringEnum } from './schema-builders';

/** The member's points (they never expire) and the conversion ratio. */
export const PointsBalanceSchema = Type.Object(
  {
    points: Type.Number(),
    balance: Type.Number({ description: "The member's money balance, shown beside the points." }),
    ratio: Type.Number({ description: 'Points per unit of money when converting.' }),
  },
  { description: "The member's points (they never expire) and the conversion ratio." },
);
export type PointsBalance = Static<typeof PointsBalanceSchema>;

const REDEEM_ITEM_TYPES = ['CASH', 'GOODS', 'BONUS'] as const;

/** Kinds of redeemable item. */
export const RedeemItemTypeSchema = openStringEnum(REDEEM_ITEM_TYPES, { description: 'Kinds of redeemable item.' });
export type RedeemItemType = Static<typeof RedeemItemTypeSchema>;

/** An item of the points mall. */
export const RedeemItemSchema = Type.Object(
  {
    itemId: Type.Union([Type.String(), Type.Number()]),
    name: Type.String(),
    type: RedeemItemTypeSchema,
    imageUrl: Type.Optional(nullable(Type.String())),
    pointsRequired: Type.Number({ description: 'Points one unit costs.' }),
    amountRequired: Type.Optional(nullable(Type.Number(), { description: 'The deposit or valid-bet amount the member must have reached, when the item asks one.' })),
    quantity: nullable(Type.Number(), { description: 'Units left; null when unlimited.' }),
    redeemAmount: Type.Optional(nullable(Type.Number(), { description: 'The money one unit pays, for a cash item.' })),
  },
  { description: 'An item of the points mall.' },
);
export type RedeemItem = Static<typeof RedeemItemSchema>;

export const RedeemListQuerySchema = Type.Object(
  { ...DefaultedPageQuerySchema.properties, type: Type.Optional(checkedOpenEnum<(typeof REDEEM_ITEM_TYPES)[number] | (string & {})>(REDEEM_ITEM_TYPES)) },
  { additionalProperties: false },
);
export type RedeemListQuery = Static<typeof RedeemListQuerySchema>;

export const RedeemListPageSchema = Type.Object({ list: Type.Array(RedeemItemSchema), totalPages: Type.Number() });
export type RedeemListPage = Static<typeof RedeemListPageSchema>;

/** The payment password of the points calls. */
const PaymentPasswordField = (description?: string) => Type.String({ minLength: 1, maxLength: 128, ...(description ? { description } : {}) });

/** Redeems an item; the member's payment password is checked. */
export const RedeemRequestSchema = Type.Object(
  {
    itemId: Type.Unsafe<string | number>(RecordIdField),
    quantity: Type.Integer({ minimum: 1, maximum: 100 }),
    password: PaymentPasswordField('The payment password ("redeem with password check").'),
    receivingAddress: Type.Optional(Type.String({ maxLength: 300, description: 'Where goods are sent.' })),
  },
  { additionalProperties: false, description: "Redeems an item; the member's payment password is checked." },
);
export type RedeemRequest = Static<typeof RedeemRequestSchema>;

/** Exchange (redemption) statuses (spec section 4). */
export const RedeemStatusSchema = stringEnum(['APPLYING', 'REJECTED', 'APPROVED'], { description: 'Exchange (redemption) statuses (spec section 4).' });
export type RedeemStatus = Static<typeof RedeemStatusSchema>;

/** A redemption of the member's redeem history. */
export const RedeemRecordSchema = Type.Object(
  {
    referenceNo: Type.String(),
    applyTime: Type.Union([Type.Number(), Type.String()], { description: 'When it was applied for: epoch milliseconds or an ISO string.' }),
    type: RedeemItemTypeSchema,
    name: Type.String(),
    quantity: Type.Number(),
    points: Type.Number(),
    status: RedeemStatusSchema,
    remark: Type.Optional(nullable(Type.String())),
    redeemAmount: Type.Optional(nullable(Type.Number())),
    receivingAddress: Type.Optional(nullable(Type.String())),
    paidAccount: Type.Optional(nullable(Type.String(), { description: 'The account paid into, once approved.' })),
    paidAmount: Type.Optional(nullable(Type.Number(), { description: 'The amount paid, once approved.' })),
  },
  { description: "A redemption of the member's redeem history." },
);
export type RedeemRecord = Static<typeof RedeemRecordSchema>;

export const RedeemRecordsPageSchema = Type.Object({ list: Type.Array(RedeemRecordSchema), totalPages: Type.Number() });
export type RedeemRecordsPage = Static<typeof RedeemRecordsPageSchema>;

/** Points worth 1.00 of money. */
export const POINTS_RATIO = 1_000;

/** The fewest points one conversion takes: a hundredth of the ratio (one cent). */
export const MIN_CONVERT_POINTS = POINTS_RATIO / 100;

/**
 * Converts points to money at the ratio: the member's payment password is checked (a member
 * without one must set it first), and the conversion applies once per requestId.
 */
export const ConvertPointsRequestSchema = Type.Object(
  {
    points: Type.Integer({ minimum: MIN_CONVERT_POINTS, maximum: 100_000_000, description: `In steps of ${MIN_CONVERT_POINTS} (one cent).` }),
    paymentPassword: SixDigitPaymentPasswordField,
    requestId: RequestIdField,
  },
  { additionalProperties: false, description: 'Converts points to money at the ratio with the payment password. Idempotent by requestId: a replay answers the first conversion.' },
);
export type ConvertPointsRequest = Static<typeof ConvertPointsRequestSchema>;

export const ConvertPointsResultSchema = Type.Object({
  changedPoints: Type.Number({ description: 'The points taken (negative).' }),
  amount: Type.Number({ description: 'The money credited.' }),
  points: Type.Number({ description: 'The points left.' }),
  balance: Type.Number(),
});
export type ConvertPointsResult = Static<typeof ConvertPointsResultSchema>;

/** A change of the member's points (the points mall's points details). */
export const PointsRecordSchema = Type.Object(
  {
    referenceNo: Type.String(),
    changedPoints: Type.Number(),
    points: Type.Number({ description: 'The points after the change.' }),
    type: Type.String(),
    remark: Type.Optional(nullable(Type.String())),
    createTime: Type.Union([Type.Number(), Type.String()]),
  },
  { description: "A change of the member's points (the points mall's points details)." },
);
export type PointsRecord = Static<typeof PointsRecordSchema>;

export const PointsDetailsPageSchema = Type.Object({ list: Type.Array(PointsRecordSchema), totalPages: Type.Number() });
export type PointsDetailsPage = Static<typeof PointsDetailsPageSchema>;
