import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';
import type { PointsBalance, RedeemListQuery, RedeemListPage, RedeemRequest, RedeemRecord, RedeemRecordsPage, ConvertPointsRequest, ConvertPointsResult, PointsDetailsPage } from '../schemas/points';
export type { PointsBalance, RedeemItemType, RedeemItem, RedeemListQuery, RedeemListPage, RedeemRequest, RedeemStatus, RedeemRecord, RedeemRecordsPage, ConvertPointsRequest, ConvertPointsResult, PointsRecord, PointsDetailsPage } from '../schemas/points';

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
