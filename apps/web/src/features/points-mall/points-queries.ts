import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import {
  pointsBalance,
  pointsDetails,
  redeem,
  redeemList,
  redeemRecords,
  type RedeemRecord,
  type RedeemRequest,
} from '@platform/api';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useSessionToken } from '../../lib/session/session';

/** Items a page of the mall; rows a page of the history and the details. */
export const ITEMS_PAGE_SIZE = 24;
export const RECORDS_PAGE_SIZE = 10;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const pointsQueryKeys = {
  all: (token: string) => [...queryKeys.member(token), 'points'] as const,
  balance: (token: string) => [...queryKeys.member(token), 'points', 'balance'] as const,
  items: (token: string, page: number, language: string) => [...queryKeys.member(token), 'points', 'items', page, language] as const,
  records: (token: string, page: number, language: string) => [...queryKeys.member(token), 'points', 'records', page, language] as const,
  details: (token: string, page: number) => [...queryKeys.member(token), 'points', 'details', page] as const,
};

/** The member's points, balance and ratio; nothing is asked without a session (the calls are member-only). */
export function usePointsBalance() {
  const token = useSessionToken();
  return useQuery({
    queryKey: pointsQueryKeys.balance(token),
    queryFn: () => api.call(pointsBalance, {}),
    enabled: token !== '',
  });
}

export function useRedeemItems(page: number) {
  const token = useSessionToken();
  const { i18n } = useLingui();
  return useQuery({
    queryKey: pointsQueryKeys.items(token, page, i18n.locale),
    queryFn: () => api.call(redeemList, { pageNo: page, pageSize: ITEMS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useRedeemRecords(page: number) {
  const token = useSessionToken();
  const { i18n } = useLingui();
  return useQuery({
    queryKey: pointsQueryKeys.records(token, page, i18n.locale),
    queryFn: () => api.call(redeemRecords, { pageNo: page, pageSize: RECORDS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export function usePointsDetails(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: pointsQueryKeys.details(token, page),
    queryFn: () => api.call(pointsDetails, { pageNo: page, pageSize: RECORDS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** Redeems an item (the payment password is checked); then the points, stock, history and wallet are asked again. */
export function useRedeem() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<RedeemRecord, unknown, RedeemRequest>({
    mutationFn: (request) => api.call(redeem, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    },
  });
}
