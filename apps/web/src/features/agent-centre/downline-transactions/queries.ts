import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  agentDownlineTransactions,
  agentDownlineTransactionsExport,
  type AgentDownlineTransactionsExport,
  type AgentDownlineTransactionsExportQuery,
  type AgentDownlineTransactionsQuery,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Records a page of the downline transaction details (as the member's account record). */
export const DOWNLINE_TRANSACTIONS_PAGE_SIZE = 20;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const downlineTransactionsKeys = {
  all: (token: string) => [...queryKeys.member(token), 'agent', 'downlineTransactions'] as const,
  page: (token: string, query: AgentDownlineTransactionsQuery) => [...queryKeys.member(token), 'agent', 'downlineTransactions', 'page', query] as const,
};

/** A page of the team's account records; asks nothing while `isEnabled` is false (a period the gateway refuses). */
export function useDownlineTransactions(query: AgentDownlineTransactionsQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: downlineTransactionsKeys.page(token, query),
    queryFn: () => api.call(agentDownlineTransactions, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** Every team account record of the filters, for the CSV export (a fresh answer on every press). */
export function fetchDownlineTransactionsExport(query: AgentDownlineTransactionsExportQuery): Promise<AgentDownlineTransactionsExport> {
  return api.call(agentDownlineTransactionsExport, query);
}
