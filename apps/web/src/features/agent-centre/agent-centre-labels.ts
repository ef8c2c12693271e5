import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgentCentrePage } from '../../lib/paths/centre-paths';

/** Each page's name in the agent centre's menu (the spec's wording in section 2). */
export const AGENT_CENTRE_LABELS: Readonly<Record<AgentCentrePage, MessageDescriptor>> = {
  agentAnnouncement: msg`Announcements`,
  agentTeamOverview: msg`Team overview`,
  registerCenter: msg`Open account`,
  downlineManagmentView: msg`Team management`,
  personalHistoryCopy: msg`Team betting`,
  palStatementsAgentCopy: msg`Downline profit and loss`,
  agentRevenueReport: msg`My income`,
  agentDownlineTransactionDetailsCopy: msg`Downline transactions`,
  agentDividendRecordCopy2: msg`Dividends`,
  agentDailyWages2: msg`Daily wages`,
  agentHourSalary: msg`Hourly salary`,
  agentRealtimeSalary: msg`Real-time salary`,
};
