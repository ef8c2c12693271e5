import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ERROR_CODE, isEnvelope, successEnvelope } from '@platform/api/contract';
import type { Envelope } from '@platform/api/contract';
import { LanguageField } from '@platform/api/schemas';
import { hashToken } from '../../accounts/session-store';
import type { Queryable } from '../../db/database';
import type { GatewayDeps } from '../../deps';
import { RequestError } from '../../http/envelope-errors';
import { contentLocale } from '../../http/locale';
import { enforceRateLimit } from '../../http/rate-limit';
import type { RateLimitRule } from '../../http/rate-limit';
import { centsText, moneyToCents } from '../../shared/money';
import type { ProviderOutcome } from '../provider';
import { CASHIER_PAY_PATH, CASHIER_SCRIPT_PATH, CASHIER_STYLESHEET_PATH, renderCashierClosedPage, renderCashierPage } from './cashier-page';
import type { CashierOrder } from './cashier-page';
import { CASHIER_SCRIPT } from './cashier-script';
import { CASHIER_STYLESHEET } from './cashier-stylesheet';
import { signatureHeaders } from './callback-signature';
import { CASHIER_TOKEN_PATTERN, DEMO_CASHIER_PATH, demoProviderSecret } from './demo-provider';
import type { DemoCallbackBody } from './demo-provider';

const TOKEN_SCHEMA = { type: 'string', pattern: CASHIER_TOKEN_PATTERN } as const;
const OUTCOMES: readonly ProviderOutcome[] = ['SUCCESS', 'FAILED', 'PENDING'];
/** A player presses a few times at most; a script pressing more is slowed down. */
const CASHIER_PAY_LIMIT: RateLimitRule = { name: 'demo-cashier-pay', limit: 20, windowMs: 60_000 };

interface OpenCashier extends CashierOrder {
  merchantCode: string;
  amountCents: number;
}

/** The order behind a cashier token while it is PENDING (paid, failed and rejected orders drop their token). */
async function findCashierOrder(db: Queryable, token: string): Promise<OpenCashier | null> {
  const result = await db.query<{ order_no: string; merchant_code: string; merchant_name: string; channel_name: string; amount: number; reference: string; expires_at: Date }>(
    `select o.order_no, o.merchant_code, m.name as merchant_name, c.name as channel_name, o.amount::float8 as amount, o.reference, o.expires_at
       from deposit_order o join payment_channel c on c.id = o.channel_id join merchant m on m.code = o.merchant_code
      where o.cashier_token_hash = $1 and o.status = 'PENDING'`,
    [hashToken(token)],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    orderNo: row.order_no,
    merchantCode: row.merchant_code,
    merchantName: row.merchant_name,
    channelName: row.channel_name,
    amount: row.amount,
    amountCents: moneyToCents(row.amount),
    reference: row.reference,
    expiresAt: row.expires_at,
  };
}

function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

const CLOSED_MESSAGE = 'This payment link is closed: the order has been paid, has failed or was rejected';

/**
 * The demo provider's side: its cashier page, and the player's choice turned into the signed
 * callback a real provider would send. The callback goes to the gateway's callback route through
 * the gateway's own HTTP handling (inject), so it is verified like any other; the secret never
 * leaves the server.
 */
export function registerCashierRoutes(app: FastifyInstance, deps: GatewayDeps, callbackPath: string): void {
  app.get<{ Querystring: { token?: string; language?: string } }>(
    DEMO_CASHIER_PATH,
    { schema: { querystring: { type: 'object', properties: { token: TOKEN_SCHEMA, language: LanguageField }, additionalProperties: false } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const locale = contentLocale(request.query.language);
      const order = request.query.token === undefined ? null : await findCashierOrder(deps.db, request.query.token);
      if (order === null) {
        if (!wantsPage(request)) throw new RequestError(410, ERROR_CODE.notFound, CLOSED_MESSAGE);
        return reply.code(410).type('text/html; charset=utf-8').send(renderCashierClosedPage(locale));
      }
      return reply.type('text/html; charset=utf-8').send(renderCashierPage(order, request.query.token!, locale));
    },
  );

  app.get(CASHIER_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CASHIER_STYLESHEET),
  );
  app.get(CASHIER_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CASHIER_SCRIPT),
  );

  app.post<{ Body: { token: string; outcome: ProviderOutcome } }>(
    CASHIER_PAY_PATH,
    {
      schema: {
        body: {
          type: 'object',
          properties: { token: TOKEN_SCHEMA, outcome: { type: 'string', enum: OUTCOMES } },
          required: ['token', 'outcome'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { token, outcome } = request.body;
      await enforceRateLimit(deps.db, CASHIER_PAY_LIMIT, hashToken(token), deps.now(), reply);
      const order = await findCashierOrder(deps.db, token);
      if (order === null) throw new RequestError(410, ERROR_CODE.notFound, CLOSED_MESSAGE);
      const body: DemoCallbackBody = {
        merchantCode: order.merchantCode,
        orderNo: order.orderNo,
        providerTxnId: `DPT${randomBytes(12).toString('hex').toUpperCase()}`,
        status: outcome,
        amount: centsText(order.amountCents),
        ...(outcome === 'FAILED' ? { reason: 'The payer cancelled the payment at the demo cashier' } : {}),
      };
      const rawBody = JSON.stringify(body);
      const secret = await demoProviderSecret(deps.db, order.merchantCode);
      const delivered = await app.inject({
        method: 'POST',
        url: callbackPath,
        headers: { 'content-type': 'application/json', ...signatureHeaders(secret, rawBody, deps.now()) },
        payload: rawBody,
      });
      const answer: unknown = delivered.json();
      if (!isEnvelope(answer)) throw new RequestError(502, ERROR_CODE.systemError, 'The gateway did not answer the callback');
      const envelope = answer as Envelope<{ result: string } | null>;
      if (!envelope.success) throw new RequestError(delivered.statusCode, envelope.code ?? ERROR_CODE.badRequest, envelope.message ?? 'The callback was refused');
      return successEnvelope({ orderNo: order.orderNo, outcome, result: envelope.value?.result ?? null });
    },
  );
}
