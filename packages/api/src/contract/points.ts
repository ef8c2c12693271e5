import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';
import type { Static } from 'typebox';
import type { ConvertPointsRequestSchema, ConvertPointsResultSchema, PointsBalanceSchema, PointsDetailsPageSchema, PointsRecordSchema, RedeemItemSchema, RedeemItemTypeSchema, RedeemListPageSchema, RedeemListQuerySchema, RedeemRecordSchema, RedeemRecordsPageSchema, RedeemRequestSchema, RedeemStatusSchema } from '../schemas/points';

/** The member's points (they never expire) and the conversion ratio. */
export type PointsBalance = Static<typeof PointsBalanceSchema>;

/** Kinds of redeemable item. */
export type RedeemItemType = Static<typeof RedeemItemTypeSchema>;

/** An item of the points mall. */
export type RedeemItem = Static<typeof RedeemItemSchema>;

export type RedeemListQuery = Static<typeof RedeemListQuerySchema>;

export type RedeemListPage = Static<typeof RedeemListPageSchema>;

/** Redeems an item; the member's payment password is checked. */
export type RedeemRequest = Static<typeof RedeemRequestSchema>;

/** Exchange (redemption) statuses (spec section 4). */
export type RedeemStatus = Static<typeof RedeemStatusSchema>;

/** A redemption of the member's redeem history. */
export type RedeemRecord = Static<typeof RedeemRecordSchema>;

export type RedeemRecordsPage = Static<typeof RedeemRecordsPageSchema>;

/** Converts points to money at the ratio; the payment password is checked. */
export type ConvertPointsRequest = Static<typeof ConvertPointsRequestSchema>;

export type ConvertPointsResult = Static<typeof ConvertPointsResultSchema>;

/** A change of the member's points (the points mall's points details). */
export type PointsRecord = Static<typeof PointsRecordSchema>;

export type PointsDetailsPage = Static<typeof PointsDetailsPageSchema>;

/** The member's points; member-only. */
export const pointsBalance = defineCall<NoInput, PointsBalance>({
  method: 'GET',
  path: '/wps/points/balance',
  auth: true,
  encrypted: false,
});

/** The points mall's items (the spec's "redeem list"); member-only. */
export const redeemList = defineCall<RedeemListQuery, RedeemListPage>({
  method: 'GET',
  path: '/wps/points/redeem',
  auth: true,
  encrypted: false,
});

/** Redeems an item with a password check; member-only. */
export const redeem = defineCall<RedeemRequest, RedeemRecord>({
  method: 'POST',
  path: '/wps/points/redeem',
  auth: true,
  encrypted: false,
});

/** Converts points to money with a password check; member-only. */
export const convertPoints = defineCall<ConvertPointsRequest, ConvertPointsResult>({
  method: 'POST',
  path: '/wps/points/convert',
  auth: true,
  encrypted: false,
});

/** The member's redeem history (the points mall's page; not in the spec's call list); member-only. */
export const redeemRecords = defineCall<PageQuery, RedeemRecordsPage>({
  method: 'GET',
  path: '/wps/points/redeem/records',
  auth: true,
  encrypted: false,
});

/** The member's points details (the points mall's page; not in the spec's call list); member-only. */
export const pointsDetails = defineCall<PageQuery, PointsDetailsPage>({
  method: 'GET',
  path: '/wps/points/details',
  auth: true,
  encrypted: false,
});
