import type { IncomingHttpHeaders } from 'node:http';
import type { DepositChannelType } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/** What a provider is told of an order when the player starts paying it. */
export interface ProviderOrder {
  orderNo: string;
  merchantCode: string;
  amountCents: number;
  reference: string;
  channelType: DepositChannelType;
  expiresAt: Date;
}

/** Where the player pays: the provider's cashier page (null when the player pays by other means). */
export interface PaymentStart {
  paymentUrl: string | null;
}

/** What the provider says happened to a payment. */
export type ProviderOutcome = 'SUCCESS' | 'FAILED' | 'PENDING';

/** A callback whose signature, freshness and nonce the provider has verified: only then is any of it believed. */
export interface VerifiedCallback {
  merchantCode: string;
  orderNo: string;
  /** The provider's own id of the payment: a callback applies once per id. */
  providerTxnId: string;
  outcome: ProviderOutcome;
  amountCents: number;
  /** The provider's reason for a failure. */
  reason: string | null;
}

/**
 * A payment provider: it starts a payment (answering where the player pays) and verifies its own
 * callbacks (throwing a 401 RequestError for one it did not sign, a stale or a replayed one, and a
 * 400 for a signed body it cannot read). The gateway's deposit rules decide what a verified
 * callback does to the order. The demo provider (demo-provider/) is the one implementation.
 */
export interface PaymentProvider {
  /** Recorded with each callback (payment_callback.provider). */
  readonly code: string;
  startPayment(tx: Queryable, order: ProviderOrder, now: Date): Promise<PaymentStart>;
  verifyCallback(tx: Queryable, headers: IncomingHttpHeaders, rawBody: string, now: Date): Promise<VerifiedCallback>;
}
