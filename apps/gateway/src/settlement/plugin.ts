import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { requireAgent } from '../agent/require-agent';
import { registerCall } from '../http/call-route';
import { registerDevSweepRoute } from './dev-sweep-route';
import { loadAgentIncome } from './income';
import { loadRealtimeAccrual } from './realtime-accrual';
import { listAgentSettlements } from './settlement-records';
import { simulateContract } from './simulation';
import { sweepSettlements } from './sweep';

/**
 * How often each gateway process runs the settlement sweep: a 5-minute window is settled within
 * this of its end. Every process runs it; the database hands each period to one of them.
 */
export const SETTLEMENT_SWEEP_INTERVAL_MS = 20_000;

/**
 * The settlement of agent contracts (sweep.ts) on a timer, the agent's income and settlement
 * records, the real-time salary as it accrues and the contract simulator; in dev mode, a sweep on
 * request (dev-sweep-route.ts).
 */
export const settlementPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  let timer: NodeJS.Timeout | undefined;
  // The sweep in flight, so that a sweep never overlaps the last one and closing waits for it.
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = sweepSettlements(deps.db, deps.now(), { onError: (settlementId, error) => app.log.error({ err: error, settlementId }, 'settling an agent contract failed') })
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'the settlement sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    if (!deps.runsScheduledWork) return;
    timer = setInterval(sweep, SETTLEMENT_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  registerDevSweepRoute(app, deps);

  registerCall(app, deps, 'agentIncome', {
    handler: async (input, context) => loadAgentIncome(deps.db, requireAgent(context).memberId, input),
  });

  registerCall(app, deps, 'agentSettlements', {
    handler: async (input, context) => listAgentSettlements(deps.db, requireAgent(context).memberId, input),
  });

  registerCall(app, deps, 'agentRealtimeAccrual', {
    handler: async (_input, context) => loadRealtimeAccrual(deps.db, requireAgent(context).memberId, context.now),
  });

  registerCall(app, deps, 'contractSimulation', {
    handler: async (input, context) => simulateContract(deps.db, requireAgent(context), input, context.now),
  });
};
