import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentTeam, transferToDownline, type AgentTeamQuery, type MemberTransferResult } from '@platform/api';
import { api } from '../../../lib/api';
import { useRequestIds } from '../../../lib/money/request-ids';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';

/** Downlines a page of team management lists. */
export const TEAM_PAGE_SIZE = 20;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const teamKeys = {
  all: (token: string) => [...queryKeys.member(token), 'agent', 'team'] as const,
  page: (token: string, query: AgentTeamQuery) => [...queryKeys.member(token), 'agent', 'team', 'page', query] as const,
};

/** A page of the agent's team: one level's direct downlines, or the members a search finds. */
export function useTeamPage(query: AgentTeamQuery) {
  const token = useSessionToken();
  return useQuery({
    queryKey: teamKeys.page(token, query),
    queryFn: () => api.call(agentTeam, query),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

export interface DownlineTransferOrder {
  toAccount: string;
  amount: number;
  paymentPassword: string;
}

/**
 * Moves withdrawable money to a member of the team, with the payment password. The same
 * recipient and amount tried again (after a network error or a refusal) carries the same request
 * id, so the money moves once; the id is forgotten once the gateway has done the transfer.
 */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const requestIds = useRequestIds();
  return useMutation<MemberTransferResult, unknown, DownlineTransferOrder>({
    mutationFn: async ({ toAccount, amount, paymentPassword }) => {
      const submission = `DOWNLINE:${toAccount}:${amount.toFixed(2)}`;
      const result = await api.call(transferToDownline, { toAccount, amount, paymentPassword, requestId: requestIds.idFor(submission) });
      requestIds.settle(submission);
      return result;
    },
    // Even a failure may have moved money (a network error after the gateway applied it); a
    // refusal may mean the payment password is gone or locked, which the dialog shows.
    onSettled: () =>
      Promise.all(
        [queryKeys.balance(token), queryKeys.funds(token), queryKeys.allWallets(token), queryKeys.paymentPassword(token), teamKeys.all(token)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
