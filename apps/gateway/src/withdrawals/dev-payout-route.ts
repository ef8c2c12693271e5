import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { AmountField, SINGLE_LINE_TEXT } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localRequestsOnly } from '../http/local-only';
import { decidePayout, listPendingPayouts } from './withdrawal-payout';

/** The path of the dev-mode payout desk (scripts/withdrawals.mjs calls it). */
export const DEV_WITHDRAWALS_PATH = '/wps/dev/withdrawals';

const body = Type.Object(
  {
    withdrawalNo: Type.String({ minLength: 10, maxLength: 16, pattern: '^WD[0-9]{8,14}$' }),
    // One plain enum (not a union of literals): validation messages and generated requests read it as such.
    action: Type.Unsafe<'pay' | 'reject'>({ type: 'string', enum: ['pay', 'reject'] }),
    amount: Type.Optional(AmountField),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: SINGLE_LINE_TEXT })),
  },
  { additionalProperties: false },
);

interface DevPayoutBody {
  withdrawalNo: string;
  action: 'pay' | 'reject';
  amount?: number;
  reason?: string;
}

/**
 * The merchant's payout desk in dev mode: GET /wps/dev/withdrawals lists the withdrawals waiting
 * for a payout; POST pays one in full or in part (`amount`), or rejects it with a reason. Dev
 * mode only, from this machine only (localRequestsOnly): otherwise the path answers the 404
 * envelope.
 */
export function registerDevPayoutRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.get(DEV_WITHDRAWALS_PATH, { onRequest: localRequestsOnly, schema: { querystring: Type.Object({}, { additionalProperties: false }) } }, async () =>
    successEnvelope(await listPendingPayouts(deps.db)),
  );
  app.post<{ Body: DevPayoutBody }>(DEV_WITHDRAWALS_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const { withdrawalNo, action, amount } = request.body;
    const reason = request.body.reason?.trim() ?? '';
    if (action === 'reject') {
      if (reason === '') throw new RequestError(400, ERROR_CODE.badRequest, 'A rejection needs a reason');
      if (amount !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A rejection pays nothing: leave the amount out');
      return successEnvelope(await decidePayout(deps.db, withdrawalNo, { action, reason }, deps.now()));
    }
    if (request.body.reason !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A reason is only for a rejection');
    return successEnvelope(await decidePayout(deps.db, withdrawalNo, amount === undefined ? { action } : { action, amount }, deps.now()));
  });
}
