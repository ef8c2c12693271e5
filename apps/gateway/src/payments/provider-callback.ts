import type { IncomingHttpHeaders } from 'node:http';
import type { Database, Queryable } from '../db/database';
import { centsText } from '../shared/money';
import type { PaymentProvider, VerifiedCallback } from './provider';
import { closeDepositOrder, creditDepositOrder, isExpired, lockDepositOrder } from './settle-deposit';

/**
 * What a verified callback did. APPLIED: the order was credited (SUCCESS) or failed (FAILED);
 * NOTED: a PENDING report, nothing changes; ALREADY_SETTLED: the order was paid, failed or
 * rejected before. Refused, recorded and left alone: ORDER_UNKNOWN (no such order of the
 * merchant paid through this provider), ORDER_EXPIRED (past its time), AMOUNT_MISMATCH (a
 * success for another amount than the order's).
 */
export type CallbackResult = 'APPLIED' | 'NOTED' | 'ALREADY_SETTLED' | 'ORDER_UNKNOWN' | 'ORDER_EXPIRED' | 'AMOUNT_MISMATCH';

export const REFUSED_RESULTS: ReadonlySet<CallbackResult> = new Set(['ORDER_UNKNOWN', 'ORDER_EXPIRED', 'AMOUNT_MISMATCH']);

async function applyCallback(tx: Queryable, provider: PaymentProvider, callback: VerifiedCallback, now: Date): Promise<CallbackResult> {
  const order = await lockDepositOrder(tx, callback.orderNo, callback.merchantCode);
  if (order === null || order.provider !== provider.code) return 'ORDER_UNKNOWN';
  if (order.status !== 'PENDING') return 'ALREADY_SETTLED';
  if (callback.outcome === 'PENDING') return 'NOTED';
  if (isExpired(order, now)) return 'ORDER_EXPIRED';
  if (callback.outcome === 'FAILED') {
    await closeDepositOrder(tx, order, 'FAILED', callback.reason ?? 'The payment failed', callback.providerTxnId, now);
    return 'APPLIED';
  }
  if (callback.amountCents !== order.amountCents) return 'AMOUNT_MISMATCH';
  await creditDepositOrder(tx, order, callback.providerTxnId, now);
  return 'APPLIED';
}

/**
 * Receives a provider's callback in one transaction: the provider verifies it (signature,
 * freshness, nonce: a RequestError otherwise, and nothing is recorded), then it is recorded once
 * per provider transaction id and outcome (a payment reported PENDING may later be reported
 * SUCCESS under the same id). A duplicate (even a concurrent one: it waits for the first to
 * commit) answers the first one's result and changes nothing; a refusal is recorded with its
 * reason, so that it too answers the same when repeated.
 */
export async function receiveProviderCallback(db: Database, provider: PaymentProvider, headers: IncomingHttpHeaders, rawBody: string, now: Date): Promise<CallbackResult> {
  return db.transaction(async (tx) => {
    const callback = await provider.verifyCallback(tx, headers, rawBody, now);
    const claimed = await tx.query(
      `insert into payment_callback (provider, provider_txn_id, merchant_code, order_no, outcome, amount, result, received_at)
       values ($1, $2, $3, $4, $5, $6::numeric, 'RECEIVED', $7) on conflict (provider, provider_txn_id, outcome) do nothing returning id`,
      [provider.code, callback.providerTxnId, callback.merchantCode, callback.orderNo, callback.outcome, centsText(callback.amountCents), now],
    );
    if (claimed.rows.length === 0) {
      const first = await tx.query<{ result: CallbackResult }>(
        'select result from payment_callback where provider = $1 and provider_txn_id = $2 and outcome = $3',
        [provider.code, callback.providerTxnId, callback.outcome],
      );
      return first.rows[0]!.result;
    }
    const result = await applyCallback(tx, provider, callback, now);
    await tx.query('update payment_callback set result = $4 where provider = $1 and provider_txn_id = $2 and outcome = $3', [
      provider.code,
      callback.providerTxnId,
      callback.outcome,
      result,
    ]);
    return result;
  });
}
