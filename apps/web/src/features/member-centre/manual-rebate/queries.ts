import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimRebate, rebateClaims, rebateSummary, type ClaimRebateResult } from '@platform/api';
import { api } from '../../../lib/api';
import { isUncertainFailure, useRequestIds } from '../../../lib/money/request-ids';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Claims a page of the rebate history. */
export const CLAIMS_PAGE_SIZE = 10;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const rebateQueryKeys = {
  all: (token: string) => [...queryKeys.member(token), 'manualRebate'] as const,
  summary: (token: string) => [...queryKeys.member(token), 'manualRebate', 'summary'] as const,
  claims: (token: string, page: number) => [...queryKeys.member(token), 'manualRebate', 'claims', page] as const,
};

/** The rebate available now per game type, the total, the minimum and the last claim. */
export function useRebateSummary() {
  const token = useSessionToken();
  return useQuery({
    queryKey: rebateQueryKeys.summary(token),
    queryFn: () => api.call(rebateSummary, {}),
    enabled: token !== '',
  });
}

/** The member's rebate claims, newest first, a page at a time. */
export function useRebateClaims(page: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: rebateQueryKeys.claims(token, page),
    queryFn: () => api.call(rebateClaims, { pageNo: page, pageSize: CLAIMS_PAGE_SIZE }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** A claim asks for "everything available now": one submission until the gateway has answered it for good. */
const CLAIM = 'REBATE';

/**
 * Claims the whole rebate. A press tried again after no answer (the network, a timeout) carries
 * the same request id, so the rebate is credited once; an answer, a success or a refusal, ends
 * the submission. Then the balance, the funds, the summary and the history are asked again.
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const requestIds = useRequestIds();
  return useMutation<ClaimRebateResult, unknown, void>({
    mutationFn: async () => {
      try {
        const result = await api.call(claimRebate, { requestId: requestIds.idFor(CLAIM) });
        requestIds.settle(CLAIM);
        return result;
      } catch (error) {
        if (!isUncertainFailure(error)) requestIds.settle(CLAIM);
        throw error;
      }
    },
    // Even a failure may have credited the rebate (a network error after the gateway applied it).
    onSettled: () =>
      Promise.all(
        [queryKeys.balance(token), queryKeys.funds(token), rebateQueryKeys.all(token)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
