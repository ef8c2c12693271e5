import { ERROR_CODE } from '@platform/api/contract';
import type { RedeemRecord, RedeemRequest } from '@platform/api/contract';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import type { SessionMember } from '../http/session';
import { centsText, nextReferenceNo, roundMoney } from '../shared/money';
import { addDailyMoney } from '../bets/daily-totals';
import { creditMainWallet } from '../wallet/credit';
import { lockMainWallet } from '../wallet/ledger';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { checkMemberPassword } from './password-check';
import { changePoints } from './points-ledger';

interface ItemRow {
  id: number;
  type: 'CASH' | 'GOODS' | 'BONUS';
  name: LocalizedText;
  points_required: number;
  redeem_amount: number | null;
}

/**
 * Redeems a points-mall item: the password checked, then in one transaction the stock and the
 * points taken by conditional updates (OUT_OF_STOCK, INSUFFICIENT_BALANCE) and the record written.
 * Cash and bonus items are approved at once and credit the main wallet (cash as withdrawable
 * money, a bonus as promotional credit); goods wait (APPLYING).
 */
export async function redeemItem(db: Database, member: SessionMember, request: RedeemRequest, locale: ContentLocale, now: Date): Promise<RedeemRecord> {
  await checkMemberPassword(db, member.memberId, request.password);
  const found = await db.query<ItemRow>(
    `select id, type, name, points_required, redeem_amount::float8 as redeem_amount
       from redeem_item where id = $1 and merchant_code = $2 and active`,
    [Number(request.itemId), member.merchantCode],
  );
  const item = found.rows[0];
  if (!item) throw new RequestError(404, ERROR_CODE.notFound, 'This item is not in the points mall');
  const receivingAddress = request.receivingAddress?.trim() ?? '';
  if (item.type === 'GOODS' && receivingAddress === '') {
    throw new RequestError(400, ERROR_CODE.badRequest, 'A receiving address is required for goods');
  }
  const quantity = request.quantity;
  const points = item.points_required * quantity;
  const paidCents = item.redeem_amount === null ? null : Math.round(item.redeem_amount * 100) * quantity;
  const approved = item.type !== 'GOODS';

  return db.transaction(async (tx) => {
    // Lock order everywhere: item, then wallet, then points.
    const stock = await tx.query('update redeem_item set stock = stock - $2 where id = $1 and (stock is null or stock >= $2) returning id', [item.id, quantity]);
    if (stock.rows.length === 0) throw new RequestError(400, ERROR_CODE.outOfStock, 'This item is out of stock');
    if (approved) await lockMainWallet(tx, member.memberId);
    const referenceNo = await nextReferenceNo(tx, 'RD');
    await changePoints(tx, { memberId: member.memberId, points: -points, type: 'REDEEM', referenceNo, remark: `${item.name.en} × ${quantity}`, now });
    const remark = `Points mall: ${item.name.en} × ${quantity}`;
    if (approved && paidCents !== null && item.type === 'BONUS') {
      await grantPromotionalCredit(tx, { memberId: member.memberId, kind: 'BONUS', amount: paidCents / 100, grantKey: `redeem:${referenceNo}`, referenceNo, remark, now });
      await addDailyMoney(tx, member.memberId, 'bonuses', paidCents, now);
    } else if (approved && paidCents !== null) {
      await creditMainWallet(tx, { memberId: member.memberId, amount: paidCents / 100, type: 'POINTS', referenceNo, remark, now });
    }
    await tx.query(
      `insert into redeem_record (reference_no, member_id, item_id, type, name, quantity, points, status, redeem_amount,
                                  receiving_address, paid_account, paid_amount, applied_at, decided_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10, $11, $12::numeric, $13, $14)`,
      [
        referenceNo,
        member.memberId,
        item.id,
        item.type,
        JSON.stringify(item.name),
        quantity,
        points,
        approved ? 'APPROVED' : 'APPLYING',
        item.redeem_amount === null ? null : item.redeem_amount.toFixed(2),
        receivingAddress || null,
        approved ? member.account : null,
        approved && paidCents !== null ? centsText(paidCents) : null,
        now,
        approved ? now : null,
      ],
    );
    return {
      referenceNo,
      applyTime: now.getTime(),
      type: item.type,
      name: localize(item.name, locale),
      quantity,
      points,
      status: approved ? 'APPROVED' : 'APPLYING',
      remark: null,
      redeemAmount: item.redeem_amount === null ? null : roundMoney(item.redeem_amount),
      receivingAddress: receivingAddress || null,
      paidAccount: approved ? member.account : null,
      paidAmount: approved && paidCents !== null ? paidCents / 100 : null,
    };
  });
}
