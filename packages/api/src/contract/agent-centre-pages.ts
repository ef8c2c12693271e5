/**
 * The agent centre's page keys (spec section 2, "Agent centre"), in its menu order: the addresses
 * are `/agent/<key>`, and the whitelabel tree's AGENT_CENTRE node names its pages by them. A
 * module apart from FEATURE, which the site's first script reads: only the centre's chunk needs it.
 */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
