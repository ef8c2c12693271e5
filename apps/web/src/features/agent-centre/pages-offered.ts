import { FEATURE, type FeatureNode, type SalaryTypes } from '@platform/api/contract';
import { featureNodeState } from '../../brand/feature-node-state';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '../../lib/paths/centre-paths';

/** What decides which of the agent centre's pages an agent is offered. */
export interface AgentCentreConditions {
  /** The brand's whitelabel feature tree (GET /wps/system/status): AGENT_CENTRE and its page nodes. */
  whitelabel: readonly FeatureNode[] | null | undefined;
  /** The brand's contract (dividend) feature flag (site config). */
  isContractEnabled: boolean;
  /** Which salary types the brand turns on (site config). */
  salaryTypes: SalaryTypes;
  /** The pages the app has built (a page without code is never offered). */
  built: ReadonlySet<AgentCentrePage>;
}

/**
 * The agent centre's entries for this agent, in the spec's menu order (section 2): dividends only
 * when the contract flag is on, daily wages, hourly and real-time salary only when that salary type
 * is on, and a page the whitelabel tree switches off is left out (one it does not name stays).
 */
export function agentCentrePagesOffered(conditions: AgentCentreConditions): AgentCentrePage[] {
  const { salaryTypes } = conditions;
  const isOffered: Record<AgentCentrePage, boolean> = {
    agentAnnouncement: true,
    agentTeamOverview: true,
    registerCenter: true,
    downlineManagmentView: true,
    personalHistoryCopy: true,
    palStatementsAgentCopy: true,
    agentRevenueReport: true,
    agentDownlineTransactionDetailsCopy: true,
    agentDividendRecordCopy2: conditions.isContractEnabled,
    agentDailyWages2: salaryTypes.daily,
    agentHourSalary: salaryTypes.hourly,
    agentRealtimeSalary: salaryTypes.realtime,
  };
  return AGENT_CENTRE_PAGES.filter(
    (page) =>
      conditions.built.has(page) && isOffered[page] && featureNodeState(conditions.whitelabel, [FEATURE.agentCentre, page]) !== false,
  );
}
