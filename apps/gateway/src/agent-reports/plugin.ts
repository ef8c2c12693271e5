import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import type { SessionMember } from '../http/session';
import { requireAgent } from '../agent/require-agent';
import { exportDownlineProfitLoss, loadDownlineProfitLoss } from './downline-profit-loss';
import { exportDownlineTransactions, listDownlineTransactions } from './downline-transactions';
import { exportTeamBets, listTeamBets } from './team-bets';
import { loadTeamOverview } from './team-overview';

/** Every export reads up to TRANSACTIONS_EXPORT_LIMIT rows over a whole team: the three exports share one allowance per agent. */
const AGENT_REPORT_EXPORTS: RateLimitRule = { name: 'agent-report-export', limit: 10, windowMs: 60_000 };

/** The agent of an export call, once the agent's allowance of exports has room for it. */
async function exportingAgent(deps: GatewayDeps, context: CallContext): Promise<SessionMember> {
  const agent = requireAgent(context);
  await enforceRateLimit(deps.db, AGENT_REPORT_EXPORTS, String(agent.memberId), context.now, context.reply, 'Too many exports in a minute: please wait a moment');
  return agent;
}

/**
 * The agent centre's reports over the agent's team (every downline at every level below it,
 * never beyond): the overview, team betting, downline profit and loss and downline transaction
 * details, with the exports. Read-only; agents only (403 for anyone else), and a downline named
 * in a filter must be in the team (404).
 */
export const agentReportsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'agentTeamOverview', {
    handler: async (input, context) => loadTeamOverview(deps.db, requireAgent(context).memberId, input),
  });

  registerCall(app, deps, 'agentTeamBets', {
    handler: async (input, context) => listTeamBets(deps.db, requireAgent(context), input),
  });
  registerCall(app, deps, 'agentTeamBetsExport', {
    handler: async (input, context) => exportTeamBets(deps.db, await exportingAgent(deps, context), input),
  });

  registerCall(app, deps, 'agentDownlineProfitLoss', {
    handler: async (input, context) => loadDownlineProfitLoss(deps.db, requireAgent(context), input),
  });
  registerCall(app, deps, 'agentDownlineProfitLossExport', {
    handler: async (input, context) => exportDownlineProfitLoss(deps.db, await exportingAgent(deps, context), input),
  });

  registerCall(app, deps, 'agentDownlineTransactions', {
    handler: async (input, context) => listDownlineTransactions(deps.db, requireAgent(context), input),
  });
  registerCall(app, deps, 'agentDownlineTransactionsExport', {
    handler: async (input, context) => exportDownlineTransactions(deps.db, await exportingAgent(deps, context), input),
  });
};
