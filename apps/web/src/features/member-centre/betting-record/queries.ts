import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { betDetail, betRecords, type BetRecordsQuery } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const bettingRecordKeys = {
  all: (token: string) => [...queryKeys.member(token), 'bettingRecord'] as const,
  page: (token: string, query: BetRecordsQuery) => [...queryKeys.member(token), 'bettingRecord', 'page', query] as const,
  detail: (token: string, roundNo: string) => [...queryKeys.member(token), 'bettingRecord', 'detail', roundNo] as const,
};

/** A page of the betting record with the period's totals; asks nothing while `isEnabled` is false. */
export function useBetRecords(query: BetRecordsQuery, isEnabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: bettingRecordKeys.page(token, query),
    queryFn: () => api.call(betRecords, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** One round's detail, while the dialog shows it. */
export function useBetDetail(roundNo: string | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: bettingRecordKeys.detail(token, roundNo ?? ''),
    queryFn: () => api.call(betDetail, { roundNo: roundNo! }),
    enabled: token !== '' && roundNo !== null,
  });
}
