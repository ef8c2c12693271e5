import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_CODE } from '@platform/api/contract';
import { SINGLE_LINE_TEXT } from '@platform/api/schemas';
import { hashToken } from '../../accounts/session-store';
import type { Queryable } from '../../db/database';
import { RequestError } from '../../http/envelope-errors';
import type { PaymentProvider, PaymentStart, ProviderOrder, ProviderOutcome, VerifiedCallback } from '../provider';
import { CALLBACK_FRESHNESS_MS, hasValidSignature, isFresh, readSignatureHeaders } from './callback-signature';

/** The demo provider's code (payment_channel.provider, payment_provider_secret.provider). */
export const DEMO_PROVIDER = 'DEMO';

/** The demo cashier's page; its script, stylesheet and the player's choice live under it. */
export const DEMO_CASHIER_PATH = '/lgw/demo/cashier';

/** A cashier page's token as issued (32 random bytes, base64url). */
export const CASHIER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** What a demo-provider callback's body holds. */
export interface DemoCallbackBody {
  merchantCode: string;
  orderNo: string;
  providerTxnId: string;
  status: ProviderOutcome;
  /** The amount paid, as decimal text with two decimals ("50.00"). */
  amount: string;
  reason?: string;
}

const UNVERIFIED = 'The callback is not signed by the payment provider: its signature is missing or not valid';
const SINGLE_LINE = new RegExp(SINGLE_LINE_TEXT);
const FIELD_RULES: Record<keyof DemoCallbackBody, { test(value: string): boolean }> = {
  merchantCode: /^[A-Za-z0-9_-]{1,64}$/,
  orderNo: /^[A-Z0-9]{1,32}$/,
  providerTxnId: /^[A-Za-z0-9_-]{1,64}$/,
  status: /^(SUCCESS|FAILED|PENDING)$/,
  amount: /^[0-9]{1,7}\.[0-9]{2}$/,
  reason: { test: (value) => value.length <= 200 && SINGLE_LINE.test(value) },
};
const REQUIRED_FIELDS = ['merchantCode', 'orderNo', 'providerTxnId', 'status', 'amount'] as const;

function parseObject(rawBody: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A signed body's fields, each checked (400 naming the first that is not valid). */
function readBody(body: Record<string, unknown>): DemoCallbackBody {
  for (const [name, value] of Object.entries(body)) {
    // Own keys only: a body naming "__proto__" or "constructor" is unknown, not Object's.
    const rule = Object.hasOwn(FIELD_RULES, name) ? FIELD_RULES[name as keyof DemoCallbackBody] : undefined;
    if (rule === undefined) throw new RequestError(400, ERROR_CODE.badRequest, `The callback's field "${name}" is unknown`);
    if (typeof value !== 'string' || !rule.test(value)) throw new RequestError(400, ERROR_CODE.badRequest, `The callback's field "${name}" is not valid`);
  }
  const missing = REQUIRED_FIELDS.find((name) => body[name] === undefined);
  if (missing !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, `The callback's field "${missing}" is missing`);
  return body as unknown as DemoCallbackBody;
}

async function merchantSecret(tx: Queryable, merchantCode: unknown): Promise<string | null> {
  if (typeof merchantCode !== 'string' || !FIELD_RULES.merchantCode.test(merchantCode)) return null;
  const result = await tx.query<{ secret: string }>('select secret from payment_provider_secret where merchant_code = $1 and provider = $2', [
    merchantCode,
    DEMO_PROVIDER,
  ]);
  return result.rows[0]?.secret ?? null;
}

/** The secret the demo provider signs a merchant's callbacks with (its own side of the shared secret). */
export async function demoProviderSecret(db: Queryable, merchantCode: string): Promise<string> {
  const secret = await merchantSecret(db, merchantCode);
  if (secret === null) throw new RequestError(403, ERROR_CODE.operationNotAllowed, 'The demo payment provider is not set up for this site');
  return secret;
}

/**
 * The demo payment provider. Starting a payment opens its cashier page for the order (a random
 * token in the page's address, stored hashed); its callbacks are verified as a real provider's
 * must be: an HMAC-SHA256 over timestamp, nonce and the raw body under the merchant's secret
 * (kept server side), compared in constant time, a timestamp within five minutes of the clock,
 * and a nonce never seen before.
 */
export const demoProvider: PaymentProvider = {
  code: DEMO_PROVIDER,

  async startPayment(tx: Queryable, order: ProviderOrder): Promise<PaymentStart> {
    const token = randomBytes(32).toString('base64url');
    const paymentUrl = `${DEMO_CASHIER_PATH}?token=${token}`;
    await tx.query('update deposit_order set cashier_token_hash = $2, payment_url = $3 where order_no = $1', [order.orderNo, hashToken(token), paymentUrl]);
    return { paymentUrl };
  },

  async verifyCallback(tx: Queryable, headers: IncomingHttpHeaders, rawBody: string, now: Date): Promise<VerifiedCallback> {
    const parts = readSignatureHeaders(headers);
    const body = parseObject(rawBody);
    const secret = parts === null || body === null ? null : await merchantSecret(tx, body.merchantCode);
    if (parts === null || body === null || secret === null || !hasValidSignature(secret, parts, rawBody)) {
      throw new RequestError(401, ERROR_CODE.badRequest, UNVERIFIED);
    }
    if (!isFresh(parts.timestamp, now)) throw new RequestError(401, ERROR_CODE.badRequest, 'The callback is stale: its timestamp is more than five minutes away');
    const fresh = await tx.query('insert into payment_callback_nonce (merchant_code, nonce, seen_at) values ($1, $2, $3) on conflict do nothing returning 1', [
      body.merchantCode,
      parts.nonce,
      now,
    ]);
    if (fresh.rows.length === 0) throw new RequestError(401, ERROR_CODE.badRequest, 'The callback was replayed: its nonce has been used');
    // A nonce older than the freshness window can never match a fresh callback: forget a few,
    // skipping rows another callback is forgetting (no waiting on each other).
    await tx.query(
      `delete from payment_callback_nonce where (merchant_code, nonce) in (
         select merchant_code, nonce from payment_callback_nonce where seen_at < $1 limit 100 for update skip locked)`,
      [new Date(now.getTime() - 2 * CALLBACK_FRESHNESS_MS)],
    );
    const callback = readBody(body);
    const [whole = '0', fraction = '00'] = callback.amount.split('.');
    return {
      merchantCode: callback.merchantCode,
      orderNo: callback.orderNo,
      providerTxnId: callback.providerTxnId,
      outcome: callback.status,
      amountCents: Number(whole) * 100 + Number(fraction),
      reason: callback.reason?.trim() || null,
    };
  },
};
