import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberTransactions, memberTransfer, uplineAccount, type MemberTransferResult } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';
import { useRequestIds } from '../../../lib/money/request-ids';

/** Rows a page of the transfer record. */
export const RECORD_PAGE_SIZE = 10;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const uplineQueryKeys = {
  account: (token: string) => [...queryKeys.member(token), 'transferUpline', 'account'] as const,
  records: (token: string) => [...queryKeys.member(token), 'transferUpline', 'record'] as const,
  record: (token: string, page: number) => [...queryKeys.member(token), 'transferUpline', 'record', page] as const,
};

/** The upline's masked account, the money that may be transferred now, and whether a payment password is set. */
export function useUplineAccount() {
  const token = useSessionToken();
  return useQuery({
    queryKey: uplineQueryKeys.account(token),
    queryFn: () => api.call(uplineAccount, {}),
    enabled: token !== '',
    staleTime: 10_000,
  });
}

/**
 * The member's transfers with their upline, newest first (the account record's TRANSFER entries
 * whose other side is the upline's).
 */
export function useTransferRecord(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: uplineQueryKeys.record(token, page),
    queryFn: () => api.call(memberTransactions, { type: 'TRANSFER', counterparty: 'UPLINE', pageNo: page, pageSize: RECORD_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export interface UplineTransferOrder {
  amount: number;
  paymentPassword: string;
}

/**
 * Transfers withdrawable money to the upline, with the payment password. The same amount tried
 * again (after a network error or a refusal) carries the same request id, so it moves once.
 */
export function useUplineTransfer() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const requestIds = useRequestIds();
  return useMutation<MemberTransferResult, unknown, UplineTransferOrder>({
    mutationFn: async ({ amount, paymentPassword }) => {
      const params = `UPLINE:${amount.toFixed(2)}`;
      const result = await api.call(memberTransfer, { direction: 'UPLINE', amount, paymentPassword, requestId: requestIds.idFor(params) });
      requestIds.settle(params);
      return result;
    },
    // Even a failure may have moved money (a network error after the gateway applied it).
    onSettled: () =>
      Promise.all(
        [queryKeys.balance(token), queryKeys.funds(token), queryKeys.allWallets(token), uplineQueryKeys.account(token), uplineQueryKeys.records(token)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
