import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { SINGLE_LINE_TEXT } from '@platform/api/schemas';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localRequestsOnly } from '../http/local-only';
import { centsToMoney, roundMoney } from '../shared/money';
import { closeDepositOrder, creditDepositOrder, isExpired, lockDepositOrder } from './settle-deposit';

/** The dev-mode list of bank transfers waiting for review, and their review (scripts/deposits.mjs calls both). */
export const DEV_DEPOSITS_PATH = '/wps/dev/deposits';
export const DEV_DEPOSIT_REVIEW_PATH = `${DEV_DEPOSITS_PATH}/review`;

export const REVIEW_ACTIONS = ['approve', 'reject'] as const;
type ReviewAction = (typeof REVIEW_ACTIONS)[number];

interface ReviewBody {
  orderNo: string;
  action: ReviewAction;
  reason?: string;
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['orderNo', 'action'],
  properties: {
    orderNo: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Z0-9]+$' },
    action: { type: 'string', enum: REVIEW_ACTIONS },
    reason: { type: 'string', minLength: 1, maxLength: 200, pattern: SINGLE_LINE_TEXT },
  },
} as const;

/**
 * GET /wps/dev/deposits: the bank transfers waiting for review (PENDING, not expired), oldest
 * first, with their member and reference.
 *
 * POST /wps/dev/deposits/review: the merchant's review of a bank transfer, approved (credited
 * once) or rejected with a reason. Dev mode only, from this machine only (localRequestsOnly):
 * otherwise the path answers the 404 envelope. Only a PENDING bank-transfer order that has not
 * expired can be reviewed; anything else is refused with what it is.
 */
export function registerDevDepositReviewRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.get(DEV_DEPOSITS_PATH, { onRequest: localRequestsOnly }, async () => {
    const waiting = await deps.db.query<{ order_no: string; merchant_code: string; account: string; amount: number; reference: string; created_at: Date; expires_at: Date }>(
      `select o.order_no, o.merchant_code, m.account, o.amount::float8 as amount, o.reference, o.created_at, o.expires_at
         from deposit_order o join payment_channel c on c.id = o.channel_id join member m on m.id = o.member_id
        where o.status = 'PENDING' and c.provider = 'MANUAL' and o.expires_at > $1
        order by o.created_at, o.id limit 100`,
      [deps.now()],
    );
    return successEnvelope(
      waiting.rows.map((row) => ({
        orderNo: row.order_no,
        merchantCode: row.merchant_code,
        account: row.account,
        amount: roundMoney(row.amount),
        reference: row.reference,
        createTime: row.created_at.toISOString(),
        expireTime: row.expires_at.toISOString(),
      })),
    );
  });

  app.post<{ Body: ReviewBody }>(DEV_DEPOSIT_REVIEW_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const { orderNo, action } = request.body;
    const now = deps.now();
    const reviewed = await deps.db.transaction(async (tx) => {
      const order = await lockDepositOrder(tx, orderNo, null);
      if (order === null) throw new RequestError(404, ERROR_CODE.notFound, `There is no deposit order ${orderNo}`);
      if (order.provider !== 'MANUAL') throw new RequestError(409, ERROR_CODE.operationNotAllowed, `${orderNo} is paid through a payment provider, not reviewed`);
      if (order.status !== 'PENDING') throw new RequestError(409, ERROR_CODE.operationNotAllowed, `${orderNo} is ${order.status} already`);
      if (isExpired(order, now)) throw new RequestError(409, ERROR_CODE.operationNotAllowed, `${orderNo} expired at ${order.expiresAt.toISOString()}: it can no longer be paid`);
      const account = await tx.query<{ account: string }>('select account from member where id = $1', [order.memberId]);
      if (action === 'approve') {
        const bonusCents = await creditDepositOrder(tx, order, null, now);
        return { status: 'PAID', bonusAmount: bonusCents > 0 ? centsToMoney(bonusCents) : null, remark: null, account: account.rows[0]!.account, order };
      }
      const remark = request.body.reason?.trim() || 'Rejected by review';
      await closeDepositOrder(tx, order, 'REJECTED', remark, null, now);
      return { status: 'REJECTED', bonusAmount: null, remark, account: account.rows[0]!.account, order };
    });
    const { order, ...outcome } = reviewed;
    return successEnvelope({ orderNo, merchantCode: order.merchantCode, amount: centsToMoney(order.amountCents), ...outcome });
  });
}
