import { defineCall } from './define-call';
import type { NoInput, PageQuery } from './entities';

/** The member's points (they never expire) and the conversion ratio. */
export interface PointsBalance {
  points: number;
  /** The member's money balance, shown beside the points. */
  balance: number;
  /** Points per unit of money when converting. */
  ratio: number;
}

/** Kinds of redeemable item. */
export type RedeemItemType = 'CASH' | 'GOODS' | 'BONUS' | (string & {});

/** An item of the points mall. */
export interface RedeemItem {
  itemId: string | number;
  name: string;
  type: RedeemItemType;
  imageUrl?: string | null;
  /** Points one unit costs. */
  pointsRequired: number;
  /** The deposit or valid-bet amount the member must have reached, when the item asks one. */
  amountRequired?: number | null;
  /** Units left; null when unlimited. */
  quantity: number | null;
  /** The money one unit pays, for a cash item. */
  redeemAmount?: number | null;
}

export interface RedeemListQuery extends PageQuery {
  type?: RedeemItemType;
}

export interface RedeemListPage {
  list: RedeemItem[];
  totalPages: number;
}

/** Redeems an item; the member's payment password is checked. */
export interface RedeemRequest {
  itemId: string | number;
  quantity: number;
  /** The payment password ("redeem with password check"). */
  password: string;
  /** Where goods are sent. */
  receivingAddress?: string;
}

/** Exchange (redemption) statuses (spec section 4). */
export type RedeemStatus = 'APPLYING' | 'REJECTED' | 'APPROVED';

/** A redemption of the member's redeem history. */
export interface RedeemRecord {
  referenceNo: string;
  /** When it was applied for: epoch milliseconds or an ISO string. */
  applyTime: number | string;
  type: RedeemItemType;
  name: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  remark?: string | null;
  redeemAmount?: number | null;
  receivingAddress?: string | null;
  /** The account paid into and the amount paid, once approved. */
  paidAccount?: string | null;
  paidAmount?: number | null;
}

export interface RedeemRecordsPage {
  list: RedeemRecord[];
  totalPages: number;
}

/** Converts points to money at the ratio; the payment password is checked. */
export interface ConvertPointsRequest {
  points: number;
  password: string;
}

export interface ConvertPointsResult {
  /** The points taken (negative). */
  changedPoints: number;
  /** The money credited. */
  amount: number;
  /** The points left. */
  points: number;
  balance: number;
}

/** A change of the member's points (the points mall's points details). */
export interface PointsRecord {
  referenceNo: string;
  changedPoints: number;
  /** The points after the change. */
  points: number;
  type: string;
  remark?: string | null;
  createTime: number | string;
}

export interface PointsDetailsPage {
  list: PointsRecord[];
  totalPages: number;
}

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
