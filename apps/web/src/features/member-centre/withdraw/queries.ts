import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBankCard,
  bankCards,
  confirmWithdrawal,
  removeBankCard,
  requestWithdrawal,
  withdrawalForm,
  withdrawals,
  type AddBankCardRequest,
  type BankCard,
  type ConfirmWithdrawalRequest,
  type RemoveBankCardRequest,
  type Withdrawal,
  type WithdrawalRequest,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Rows a page of the withdrawal record. */
export const RECORDS_PAGE_SIZE = 10;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const withdrawQueryKeys = {
  all: (token: string) => [...queryKeys.member(token), 'withdraw'] as const,
  bankCards: (token: string) => [...queryKeys.member(token), 'withdraw', 'bankCards'] as const,
  form: (token: string) => [...queryKeys.member(token), 'withdraw', 'form'] as const,
  records: (token: string, page: number) => [...queryKeys.member(token), 'withdraw', 'records', page] as const,
};

export function useBankCards() {
  const token = useSessionToken();
  return useQuery({ queryKey: withdrawQueryKeys.bankCards(token), queryFn: () => api.call(bankCards, {}), enabled: token !== '' });
}

/** Limits, balances and cards shown before a withdrawal; asked afresh on every visit (the day's count and balances move). */
export function useWithdrawalForm() {
  const token = useSessionToken();
  return useQuery({ queryKey: withdrawQueryKeys.form(token), queryFn: () => api.call(withdrawalForm, {}), enabled: token !== '', staleTime: 0 });
}

export function useWithdrawals(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawQueryKeys.records(token, page),
    queryFn: () => api.call(withdrawals, { pageNo: page, pageSize: RECORDS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** After any change: everything of this page is asked again (cards, limits, records). */
function useRefreshWithdraw(options: { movedMoney: boolean }) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return () => {
    void queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.all(token) });
    if (options.movedMoney) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.funds(token) });
    }
  };
}

export function useAddBankCard() {
  const refresh = useRefreshWithdraw({ movedMoney: false });
  return useMutation<BankCard, unknown, AddBankCardRequest>({ mutationFn: (request) => api.call(addBankCard, request), onSuccess: refresh });
}

export function useRemoveBankCard() {
  const refresh = useRefreshWithdraw({ movedMoney: false });
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<null, unknown, RemoveBankCardRequest>({
    mutationFn: (request) => api.call(removeBankCard, request),
    onSuccess: refresh,
    // A wrong password counts towards the lock: its status is asked again either way.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.paymentPassword(token) }),
  });
}

/** Requests a withdrawal: the amount is frozen, so the balance and funds are asked again. */
export function useRequestWithdrawal() {
  const refresh = useRefreshWithdraw({ movedMoney: true });
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return useMutation<Withdrawal, unknown, WithdrawalRequest>({
    mutationFn: (request) => api.call(requestWithdrawal, request),
    onSuccess: refresh,
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.paymentPassword(token) }),
  });
}

/** The player's confirmation of a payout; it moves no money, but the records change. */
export function useConfirmWithdrawal() {
  const refresh = useRefreshWithdraw({ movedMoney: false });
  return useMutation<Withdrawal, unknown, ConfirmWithdrawalRequest>({
    mutationFn: (request) => api.call(confirmWithdrawal, request),
    onSuccess: refresh,
  });
}
