import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import {
  createDeposit,
  depositChannels,
  depositOrder,
  depositRecords,
  type CreateDepositRequest,
  type DepositOrder,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Rows a page of the deposit record. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * How often an order waiting for its payment is asked again while the page is visible: often
 * for a cashier payment the player is making now, less often for a bank transfer under review.
 */
export const ORDER_POLL_MS = { online: 3_000, review: 10_000 } as const;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const depositQueryKeys = {
  all: (token: string) => [...queryKeys.member(token), 'deposit'] as const,
  channels: (token: string, language: string) => [...queryKeys.member(token), 'deposit', 'channels', language] as const,
  order: (token: string, orderNo: string) => [...queryKeys.member(token), 'deposit', 'order', orderNo] as const,
  records: (token: string, startDate: string, endDate: string, page: number) =>
    [...queryKeys.member(token), 'deposit', 'records', startDate, endDate, page] as const,
};

/** The merchant's channels and, for a member who has not deposited yet, the first-deposit promotion. */
export function useDepositChannels() {
  const token = useSessionToken();
  const { i18n } = useLingui();
  return useQuery({
    queryKey: depositQueryKeys.channels(token, i18n.locale),
    queryFn: () => api.call(depositChannels, {}),
    enabled: token !== '',
  });
}

/** The member's orders between two days (both included), newest first. */
export function useDepositRecords(startDate: string, endDate: string, page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: depositQueryKeys.records(token, startDate, endDate, page),
    queryFn: () => api.call(depositRecords, { pageNo: page, pageSize: RECORDS_PAGE_SIZE, startDate, endDate }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** A settled order changes the wallet (when paid), the record, and whether the first-deposit promotion is still offered. */
function refreshAfterSettlement(queryClient: QueryClient, token: string, status: DepositOrder['status']) {
  if (status === 'PAID') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.funds(token) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.promotionalCredits(token) });
  }
  void queryClient.invalidateQueries({ queryKey: depositQueryKeys.all(token) });
}

/** Opens a deposit order; the record (and the open-order count) are asked again. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<DepositOrder, unknown, CreateDepositRequest>({
    mutationFn: (request) => api.call(createDeposit, request),
    onSuccess: (order) => {
      queryClient.setQueryData(depositQueryKeys.order(token, order.orderNo), order);
      void queryClient.invalidateQueries({ queryKey: [...depositQueryKeys.all(token), 'records'] });
    },
  });
}

/**
 * One order, starting from what the gateway answered when it was opened, asked again while it
 * waits for its payment and the page is visible (and at once when the player comes back to the
 * tab, from the cashier). When it settles, the balance and the record are refreshed.
 */
export function useDepositOrder(initial: DepositOrder) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const pollMs = initial.channelType === 'BANK_TRANSFER' ? ORDER_POLL_MS.review : ORDER_POLL_MS.online;
  const query = useQuery({
    queryKey: depositQueryKeys.order(token, initial.orderNo),
    queryFn: () => api.call(depositOrder, { orderNo: initial.orderNo }),
    initialData: initial,
    enabled: token !== '',
    // Fresh for a second: the order just opened is not asked again at once, but a player back from the cashier's tab is answered anew.
    staleTime: 1_000,
    refetchOnWindowFocus: (current) => current.state.data?.status === 'PENDING',
    refetchInterval: (current) => (current.state.data?.status === 'PENDING' ? pollMs : false),
  });

  const status = query.data.status;
  const lastStatus = useRef(initial.status);
  useEffect(() => {
    if (status === lastStatus.current) return;
    lastStatus.current = status;
    if (status !== 'PENDING') refreshAfterSettlement(queryClient, token, status);
  }, [status, queryClient, token]);

  return query;
}
