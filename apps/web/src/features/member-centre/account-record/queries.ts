import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  memberTransactions,
  memberTransactionsExport,
  type MemberTransactionsExport,
  type MemberTransactionsExportQuery,
  type MemberTransactionsQuery,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Records a page of the account record. */
export const ACCOUNT_RECORD_PAGE_SIZE = 20;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const accountRecordKeys = {
  all: (token: string) => [...queryKeys.member(token), 'accountRecord'] as const,
  page: (token: string, query: MemberTransactionsQuery) => [...queryKeys.member(token), 'accountRecord', 'page', query] as const,
};

/** A page of the account record; asks nothing while `isEnabled` is false (a period the gateway refuses). */
export function useAccountRecord(query: MemberTransactionsQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: accountRecordKeys.page(token, query),
    queryFn: () => api.call(memberTransactions, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** Every record of the filters, for the CSV export (a fresh answer on every press). */
export function fetchAccountRecordExport(query: MemberTransactionsExportQuery): Promise<MemberTransactionsExport> {
  return api.call(memberTransactionsExport, query);
}
