import type { PageQuery, PointsDetailsPage, RedeemRecordsPage, RedeemRecord } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { roundMoney } from '../shared/money';

interface RecordRow {
  reference_no: string;
  applied_at: Date;
  type: string;
  name: LocalizedText;
  quantity: number;
  points: number;
  status: RedeemRecord['status'];
  remark: string | null;
  redeem_amount: number | null;
  receiving_address: string | null;
  paid_account: string | null;
  paid_amount: number | null;
  total: number;
}

function offset(page: PageQuery): number {
  return (page.pageNo - 1) * page.pageSize;
}

/** The member's redemptions, newest first. */
export async function listRedeemRecords(db: Queryable, memberId: number, page: PageQuery, locale: ContentLocale): Promise<RedeemRecordsPage> {
  const result = await db.query<RecordRow>(
    `select reference_no, applied_at, type, name, quantity, points, status, remark, redeem_amount::float8 as redeem_amount,
            receiving_address, paid_account, paid_amount::float8 as paid_amount, count(*) over ()::int as total
       from redeem_record where member_id = $1
      order by applied_at desc, id desc limit $2 offset $3`,
    [memberId, page.pageSize, offset(page)],
  );
  const total = result.rows[0]?.total ?? (await countRows(db, 'redeem_record', memberId));
  return {
    list: result.rows.map((row) => ({
      referenceNo: row.reference_no,
      applyTime: row.applied_at.getTime(),
      type: row.type,
      name: localize(row.name, locale),
      quantity: row.quantity,
      points: row.points,
      status: row.status,
      remark: row.remark,
      redeemAmount: row.redeem_amount === null ? null : roundMoney(row.redeem_amount),
      receivingAddress: row.receiving_address,
      paidAccount: row.paid_account,
      paidAmount: row.paid_amount === null ? null : roundMoney(row.paid_amount),
    })),
    totalPages: Math.ceil(total / page.pageSize),
  };
}

interface PointsRow {
  reference_no: string;
  changed_points: number;
  points_after: number;
  type: string;
  remark: string | null;
  created_at: Date;
  total: number;
}

/** The member's points changes, newest first. */
export async function listPointsDetails(db: Queryable, memberId: number, page: PageQuery): Promise<PointsDetailsPage> {
  const result = await db.query<PointsRow>(
    `select reference_no, changed_points, points_after, type, remark, created_at, count(*) over ()::int as total
       from points_entry where member_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [memberId, page.pageSize, offset(page)],
  );
  const total = result.rows[0]?.total ?? (await countRows(db, 'points_entry', memberId));
  return {
    list: result.rows.map((row) => ({
      referenceNo: row.reference_no,
      changedPoints: row.changed_points,
      points: row.points_after,
      type: row.type,
      remark: row.remark,
      createTime: row.created_at.getTime(),
    })),
    totalPages: Math.ceil(total / page.pageSize),
  };
}

/** The row count when the asked page is past the end (the window count has no row to ride on). */
async function countRows(db: Queryable, table: 'redeem_record' | 'points_entry', memberId: number): Promise<number> {
  const query = table === 'redeem_record' ? 'select count(*)::int as n from redeem_record where member_id = $1' : 'select count(*)::int as n from points_entry where member_id = $1';
  const result = await db.query<{ n: number }>(query, [memberId]);
  return result.rows[0]!.n;
}
