import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import { AmountField, RecordIdField, SINGLE_LINE_TEXT } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { localRequestsOnly } from '../http/local-only';
import { decideApplication, listWaitingApplications } from './promotion-application';

/** The path of the dev-mode application desk (scripts/promotions.mjs calls it). */
export const DEV_APPLICATIONS_PATH = '/wps/dev/promotion-applications';

const body = Type.Object(
  {
    applicationId: RecordIdField,
    action: Type.Unsafe<'approve' | 'reject'>({ type: 'string', enum: ['approve', 'reject'] }),
    amount: Type.Optional(AmountField),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: SINGLE_LINE_TEXT })),
  },
  { additionalProperties: false },
);

interface DevDecisionBody {
  applicationId: number;
  action: 'approve' | 'reject';
  amount?: number;
  reason?: string;
}

/**
 * The merchant's application desk in dev mode: GET lists the activity applications waiting;
 * POST approves one with the payout's amount (claimed in the member's reward centre) or rejects
 * it with a reason. Dev mode only, from this machine only: otherwise the path answers 404.
 */
export function registerDevApplicationRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.get(DEV_APPLICATIONS_PATH, { onRequest: localRequestsOnly, schema: { querystring: Type.Object({}, { additionalProperties: false }) } }, async () =>
    successEnvelope(await listWaitingApplications(deps.db)),
  );
  app.post<{ Body: DevDecisionBody }>(DEV_APPLICATIONS_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const { applicationId, action, amount } = request.body;
    const reason = request.body.reason?.trim() ?? '';
    if (action === 'reject') {
      if (reason === '') throw new RequestError(400, ERROR_CODE.badRequest, 'A rejection needs a reason');
      if (amount !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A rejection pays nothing: leave the amount out');
      return successEnvelope(await decideApplication(deps.db, applicationId, { action, reason }, deps.now()));
    }
    if (request.body.reason !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A reason is only for a rejection');
    if (amount === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'An approval needs the amount of its payout');
    return successEnvelope(await decideApplication(deps.db, applicationId, { action, amount }, deps.now()));
  });
}
