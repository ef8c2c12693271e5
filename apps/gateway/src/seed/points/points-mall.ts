import type { Queryable } from '../../db/database';
import { MALL_ITEMS } from '../../points/mall-items';
import { changePoints } from '../../points/points-ledger';
import { nextReferenceNo } from '../../shared/money';

/** The points mall of every merchant; items that exist keep their stock and state. */
export async function seedPointsMall(tx: Queryable): Promise<void> {
  const merchants = await tx.query<{ code: string }>('select code from merchant order by code');
  const rows = merchants.rows.flatMap((merchant) => MALL_ITEMS.map((item, index) => ({ merchant: merchant.code, item, index })));
  await tx.query(
    `insert into redeem_item (merchant_code, item_key, type, name, points_required, stock, redeem_amount, sort_order)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::int[], $6::int[], $7::numeric[], $8::int[])
     on conflict (merchant_code, item_key) do nothing`,
    [
      rows.map((row) => row.merchant),
      rows.map((row) => row.item.key),
      rows.map((row) => row.item.type),
      rows.map((row) => JSON.stringify(row.item.name)),
      rows.map((row) => row.item.pointsRequired),
      rows.map((row) => row.item.stock),
      rows.map((row) => (row.item.redeemAmount === null ? null : row.item.redeemAmount.toFixed(2))),
      rows.map((row) => row.index),
    ],
  );
}

/** Welcome points for a demo member, recorded in the points details. */
export async function grantSeedPoints(tx: Queryable, memberId: number, points: number, now: Date): Promise<void> {
  await changePoints(tx, { memberId, points, type: 'BONUS', referenceNo: await nextReferenceNo(tx, 'PB'), remark: 'Welcome points', now });
}
