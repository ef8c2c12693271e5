import { defineCall } from './define-call';
export { DOWNLINE_TRANSACTIONS_COUNT_LIMIT } from './team-report-limits';
import type {
  AgentDownlineProfitLoss,
  AgentDownlineProfitLossExport,
  AgentDownlineProfitLossExportQuery,
  AgentDownlineProfitLossQuery,
  AgentDownlineTransactionsExport,
  AgentDownlineTransactionsExportQuery,
  AgentDownlineTransactionsPage,
  AgentDownlineTransactionsQuery,
  AgentTeamBetsExport,
  AgentTeamBetsExportQuery,
  AgentTeamBetsPage,
  AgentTeamBetsQuery,
  AgentTeamOverview,
  AgentTeamOverviewQuery,
} from '../schemas/agent-reports';
export type {
  AgentTeamOverviewQuery,
  TeamFigures,
  TeamDay,
  AgentTeamOverview,
  AgentTeamBetsQuery,
  TeamBet,
  AgentTeamBetsPage,
  AgentTeamBetsExportQuery,
  AgentTeamBetsExport,
  AgentDownlineProfitLossQuery,
  TreeStep,
  ProfitLossRow,
  AgentDownlineProfitLoss,
  AgentDownlineProfitLossExportQuery,
  AgentDownlineProfitLossExport,
  AgentDownlineTransactionsQuery,
  DownlineTransaction,
  AgentDownlineTransactionsPage,
  AgentDownlineTransactionsExportQuery,
  AgentDownlineTransactionsExport,
} from '../schemas/agent-reports';

/*
 * The agent centre's reports over the agent's team: every downline at every level below the
 * agent, never the agent itself nor anyone outside its subtree. Agents only (403 for others).
 */

/** The team's size, new and active members and money for a period and the one before it, with a per-day trend; agents only. */
export const agentTeamOverview = defineCall<AgentTeamOverviewQuery, AgentTeamOverview>({
  method: 'GET',
  path: '/wps/agent/reports/overview',
  auth: true,
  encrypted: false,
});

/** The team's bets (team betting), newest first, with the totals of every matching bet; agents only. */
export const agentTeamBets = defineCall<AgentTeamBetsQuery, AgentTeamBetsPage>({
  method: 'GET',
  path: '/wps/agent/reports/bets',
  auth: true,
  encrypted: false,
});

/** Every team bet matching the filters (up to TRANSACTIONS_EXPORT_LIMIT), for the CSV export; agents only. */
export const agentTeamBetsExport = defineCall<AgentTeamBetsExportQuery, AgentTeamBetsExport>({
  method: 'GET',
  path: '/wps/agent/reports/bets/export',
  auth: true,
  encrypted: false,
});

/** Profit and loss of a level of the agent's tree, one row per direct downline's own team, with the path to the level; agents only. */
export const agentDownlineProfitLoss = defineCall<AgentDownlineProfitLossQuery, AgentDownlineProfitLoss>({
  method: 'GET',
  path: '/wps/agent/reports/profitLoss',
  auth: true,
  encrypted: false,
});

/** Every row of a level's profit and loss (up to TRANSACTIONS_EXPORT_LIMIT downlines), for the CSV export; agents only. */
export const agentDownlineProfitLossExport = defineCall<AgentDownlineProfitLossExportQuery, AgentDownlineProfitLossExport>({
  method: 'GET',
  path: '/wps/agent/reports/profitLoss/export',
  auth: true,
  encrypted: false,
});

/** The team's account records (downline transaction details), newest first; agents only. */
export const agentDownlineTransactions = defineCall<AgentDownlineTransactionsQuery, AgentDownlineTransactionsPage>({
  method: 'GET',
  path: '/wps/agent/reports/transactions',
  auth: true,
  encrypted: false,
});

/** Every team account record matching the filters (up to TRANSACTIONS_EXPORT_LIMIT), for the CSV export; agents only. */
export const agentDownlineTransactionsExport = defineCall<AgentDownlineTransactionsExportQuery, AgentDownlineTransactionsExport>({
  method: 'GET',
  path: '/wps/agent/reports/transactions/export',
  auth: true,
  encrypted: false,
});
