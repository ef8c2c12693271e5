import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '@platform/api/contract';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { localRequestsOnly } from '../http/local-only';
import { sweepSettlements } from './sweep';

/** The path of the dev-mode settlement sweep (e2e/support/gateway.ts runSettlementSweep calls it). */
export const DEV_SETTLEMENT_SWEEP_PATH = '/wps/dev/settlement-sweep';

/**
 * The most settlements one dev sweep handles: each request stays short however far the clock
 * moved (`more` says to call again); the timer's sweeps go on meanwhile.
 */
export const DEV_SWEEP_MAX_SETTLEMENTS = 50;

/**
 * POST /wps/dev/settlement-sweep: runs one settlement sweep now, at the gateway's clock, as the
 * 20-second timer would: it enqueues every period that has ended and settles the due ones (at
 * most DEV_SWEEP_MAX_SETTLEMENTS, UNPAID retries included). Answers what it did, and `more` when
 * another sweep may find more to do: periods left to enqueue or to compute (UNPAID ones wait for
 * the upline's money, not for a sweep). Safe beside the timer's sweeps: each period is settled
 * once. Dev mode only, from this machine only (localRequestsOnly): otherwise the path answers the
 * 404 envelope.
 */
export function registerDevSweepRoute(app: FastifyInstance, deps: GatewayDeps): void {
  if (!deps.devMode) return;
  app.post(DEV_SETTLEMENT_SWEEP_PATH, { onRequest: localRequestsOnly, schema: { body: Type.Object({}, { additionalProperties: false }) } }, async () => {
    const now = deps.now();
    const result = await sweepSettlements(deps.db, now, {
      maxSettlements: DEV_SWEEP_MAX_SETTLEMENTS,
      onError: (settlementId, error) => app.log.error({ err: error, settlementId }, 'settling an agent contract failed'),
    });
    // More to do: periods this sweep enqueued may not be all (enqueue.ts takes a week's at a time), or ended ones wait uncomputed.
    const waiting = await deps.db.query<{ due: boolean }>(`select exists (select 1 from settlement_period where status = 'DUE' and period_end <= $1) as due`, [now]);
    return successEnvelope({
      now: now.toISOString(),
      ...result,
      settled: result.paid + result.unpaid + result.nothing,
      more: result.enqueued > 0 || waiting.rows[0]?.due === true,
    });
  });
}
