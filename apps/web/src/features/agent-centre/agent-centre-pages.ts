import type { ComponentType } from 'react';
import { lazyModule } from '../../lib/lazy/lazy-module';
import type { AgentCentrePage } from '../../lib/paths/centre-paths';

/** The agent centre's pages, each its own lazily loaded chunk. */
const PAGE_LOADERS = {
  agentAnnouncement: () => import('./announcements/AgentAnnouncementsPage'),
  agentTeamOverview: () => import('./team-overview/TeamOverviewPage'),
  registerCenter: () => import('./open-account/OpenAccountPage'),
  downlineManagmentView: () => import('./team/TeamManagementPage'),
  personalHistoryCopy: () => import('./team-bets/TeamBetsPage'),
  palStatementsAgentCopy: () => import('./downline-profit/DownlineProfitPage'),
  agentRevenueReport: () => import('./income/IncomePage'),
  agentDownlineTransactionDetailsCopy: () => import('./downline-transactions/DownlineTransactionsPage'),
  agentDividendRecordCopy2: () => import('./dividends/DividendsPage'),
  agentDailyWages2: () => import('./daily-wages/DailyWagesPage'),
  agentHourSalary: () => import('./hourly-salary/HourlySalaryPage'),
  agentRealtimeSalary: () => import('./realtime-salary/RealtimeSalaryPage'),
} satisfies Partial<Record<AgentCentrePage, () => Promise<{ default: ComponentType }>>>;

export const AGENT_CENTRE_PAGE_MODULES: Readonly<Partial<Record<AgentCentrePage, ComponentType>>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([key, load]) => [key, lazyModule(load)]),
);

/**
 * Starts loading a page's chunk before the centre has decided what to show (member info, the
 * site's config), so the two waits overlap. The later lazy render finds it loaded; a failure here
 * is left to that render, which reports it.
 */
export function preloadAgentCentrePage(key: string): void {
  const load = (PAGE_LOADERS as Partial<Record<string, () => Promise<unknown>>>)[key];
  void load?.().catch(() => undefined);
}
