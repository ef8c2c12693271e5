import type { Queryable } from '../db/database';
import { centsText, moneyToCents, nextReferenceNo } from '../shared/money';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import { addDailyMoney } from '../bets/daily-totals';
import { sendDepositCreditedMessage } from '../inbox/event-messages';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { firstDepositBonusCents, firstDepositOffer } from './channels';
import type { ChannelProvider } from './channels';

/** An order locked for settlement (FOR UPDATE): only a PENDING one may change, and only once. */
export interface LockedDepositOrder {
  orderNo: string;
  merchantCode: string;
  memberId: number;
  amountCents: number;
  /** As stored: PENDING, PAID, FAILED or REJECTED (an expired order is PENDING past expiresAt). */
  status: string;
  expiresAt: Date;
  channelName: string;
  provider: ChannelProvider;
  joinFirstDeposit: boolean;
}

interface LockedRow {
  order_no: string;
  merchant_code: string;
  member_id: number;
  amount: number;
  status: string;
  expires_at: Date;
  channel_name: string;
  provider: ChannelProvider;
  join_first_deposit: boolean;
}

/**
 * Locks an order for the rest of the caller's transaction. The order is locked before the wallet
 * (postLedgerMovement): every settlement takes the two in that order, and opening an order locks
 * only the wallet, so none waits on another in a circle.
 */
export async function lockDepositOrder(tx: Queryable, orderNo: string, merchantCode: string | null): Promise<LockedDepositOrder | null> {
  const result = await tx.query<LockedRow>(
    `select o.order_no, o.merchant_code, o.member_id, o.amount::float8 as amount, o.status, o.expires_at, c.name as channel_name, c.provider,
            o.join_first_deposit
       from deposit_order o join payment_channel c on c.id = o.channel_id
      where o.order_no = $1 and ($2::text is null or o.merchant_code = $2)
        for update of o`,
    [orderNo, merchantCode],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    orderNo: row.order_no,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    amountCents: moneyToCents(row.amount),
    status: row.status,
    expiresAt: row.expires_at,
    channelName: row.channel_name,
    provider: row.provider,
    joinFirstDeposit: row.join_first_deposit,
  };
}

export function isExpired(order: LockedDepositOrder, now: Date): boolean {
  return order.expiresAt.getTime() <= now.getTime();
}

/**
 * Credits a locked PENDING order, once: the main wallet gets a DEPOSIT (which also releases a
 * welcome credit whose turnover is met, see wallet/promotional-lock.ts), the order becomes PAID,
 * and an order that took the first-deposit promotion gets its bonus as promotional credit (BONUS,
 * with the usual turnover), when this is the member's first deposit. Answers the bonus in cents.
 */
export async function creditDepositOrder(tx: Queryable, order: LockedDepositOrder, providerTxnId: string | null, now: Date): Promise<number> {
  if (order.status !== 'PENDING') throw new Error(`Order ${order.orderNo} is ${order.status}, not PENDING: it cannot be credited`);
  await postLedgerMovement(
    tx,
    [{ memberId: order.memberId, walletCode: MAIN_WALLET, cents: order.amountCents, type: 'DEPOSIT', remark: `Deposit by ${order.channelName}` }],
    { referenceNo: order.orderNo, now },
  );
  await addDailyMoney(tx, order.memberId, 'deposits', order.amountCents, now);
  await sendDepositCreditedMessage(tx, order.memberId, order.orderNo, order.amountCents, now);
  const bonusCents = order.joinFirstDeposit ? await grantFirstDepositBonus(tx, order, now) : 0;
  await tx.query(
    `update deposit_order set status = 'PAID', settled_at = $2, provider_txn_id = $3, bonus_amount = $4::numeric, payment_url = null, cashier_token_hash = null
      where order_no = $1`,
    [order.orderNo, now, providerTxnId, bonusCents > 0 ? centsText(bonusCents) : null],
  );
  return bonusCents;
}

/** The first-deposit bonus of a paid order, when the member had no deposit before this one (their wallet is locked now). */
async function grantFirstDepositBonus(tx: Queryable, order: LockedDepositOrder, now: Date): Promise<number> {
  const offer = await firstDepositOffer(tx, order.merchantCode);
  if (offer === null) return 0;
  const deposits = await tx.query<{ n: number }>("select count(*)::int as n from ledger_entry where member_id = $1 and type = 'DEPOSIT'", [order.memberId]);
  if (deposits.rows[0]!.n !== 1) return 0;
  const bonusCents = firstDepositBonusCents(offer, order.amountCents);
  if (bonusCents === 0) return 0;
  const granted = await grantPromotionalCredit(tx, {
    memberId: order.memberId,
    kind: 'BONUS',
    amount: bonusCents / 100,
    // Once per member, whatever happens to other orders.
    grantKey: 'first-deposit',
    referenceNo: await nextReferenceNo(tx, 'FD'),
    remark: `First-deposit bonus for ${order.orderNo}`,
    now,
  });
  if (!granted) return 0;
  await addDailyMoney(tx, order.memberId, 'bonuses', bonusCents, now);
  return bonusCents;
}

/** Closes a locked PENDING order without money: FAILED (the provider said so) or REJECTED (the review refused it). */
export async function closeDepositOrder(tx: Queryable, order: LockedDepositOrder, status: 'FAILED' | 'REJECTED', remark: string | null, providerTxnId: string | null, now: Date): Promise<void> {
  if (order.status !== 'PENDING') throw new Error(`Order ${order.orderNo} is ${order.status}, not PENDING: it cannot be closed`);
  await tx.query(
    `update deposit_order set status = $2, remark = $3, settled_at = $4, provider_txn_id = $5, payment_url = null, cashier_token_hash = null where order_no = $1`,
    [order.orderNo, status, remark, now, providerTxnId],
  );
}
