import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { centsText, nextReferenceNo } from '../shared/money';
import { DEMO_CALLBACK_PATH } from './callback-route';
import { signatureHeaders, SIGNATURE_HEADERS } from './demo-provider/callback-signature';
import type { DemoCallbackBody } from './demo-provider/demo-provider';

/** Test support: the demo provider's secret for a merchant, read from the database as the provider holds it. */
export async function providerSecret(db: Database, merchantCode = 'DEMO_ROYAL'): Promise<string> {
  const result = await db.query<{ secret: string }>("select secret from payment_provider_secret where merchant_code = $1 and provider = 'DEMO'", [merchantCode]);
  return result.rows[0]!.secret;
}

export interface CallbackOptions {
  /** Sign with this secret instead of the merchant's (a forger's guess). */
  secret?: string;
  /** The signing time (a stale one), by default the gateway's clock. */
  signedAt?: Date;
  /** Replace a signature header after signing. */
  override?: Partial<Record<keyof typeof SIGNATURE_HEADERS, string>>;
}

/** Test support: posts a demo-provider callback to the gateway, signed as the provider signs it unless told otherwise. */
export async function postCallback(
  app: FastifyInstance,
  db: Database,
  body: DemoCallbackBody,
  now: Date,
  options: CallbackOptions = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(body);
  const secret = options.secret ?? (await providerSecret(db, body.merchantCode));
  const headers: Record<string, string> = { 'content-type': 'application/json', ...signatureHeaders(secret, rawBody, options.signedAt ?? now) };
  for (const [part, value] of Object.entries(options.override ?? {})) headers[SIGNATURE_HEADERS[part as keyof typeof SIGNATURE_HEADERS]] = value;
  return app.inject({ method: 'POST', url: DEMO_CALLBACK_PATH, headers, payload: rawBody });
}

/**
 * Test support: PENDING orders of a member on a channel, inserted directly (bypassing the limit
 * on open orders, so a test can race many callbacks), each expiring an hour after `now`.
 */
export async function insertPendingOrders(db: Database, memberId: number, channelCode: string, amountsInCents: readonly number[], now: Date): Promise<string[]> {
  const orders: string[] = [];
  await db.transaction(async (tx) => {
    for (const [index, cents] of amountsInCents.entries()) {
      const orderNo = await nextReferenceNo(tx, 'DP');
      await tx.query(
        `insert into deposit_order (order_no, merchant_code, member_id, request_id, channel_id, amount, reference, created_at, expires_at)
         select $1, m.merchant_code, m.id, $3, c.id, $4::numeric, $5, $6, $7
           from member m join payment_channel c on c.merchant_code = m.merchant_code and c.code = $8
          where m.id = $2`,
        [orderNo, memberId, `test-order-${orderNo}`, centsText(cents), `REF${index}`, now, new Date(now.getTime() + 60 * 60_000), channelCode],
      );
      orders.push(orderNo);
    }
  });
  return orders;
}

/** Test support: the DEPOSIT ledger entries of each of the member's orders (by order number): how many, and their sum in cents. */
export async function depositCreditsByOrder(db: Database, memberId: number): Promise<Map<string, { entries: number; cents: number }>> {
  const credited = await db.query<{ reference_no: string; entries: number; amount: number }>(
    `select e.reference_no, count(*)::int as entries, sum(e.amount)::float8 as amount
       from ledger_entry e join deposit_order o on o.order_no = e.reference_no
      where e.member_id = $1 and e.type = 'DEPOSIT' group by e.reference_no`,
    [memberId],
  );
  return new Map(credited.rows.map((row) => [row.reference_no, { entries: row.entries, cents: Math.round(row.amount * 100) }]));
}
