import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agentContracts,
  contractOfferImpact,
  contractSimulation,
  downlines,
  type AgentContractsQuery,
  type ContractOfferImpactRequest,
  type ContractPeriod,
  type ContractSimulation,
  type ContractSimulationRequest,
  type SettlementKind,
} from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';
import { sendContractRequest } from './contract-calls';
import type { AnyKindTier } from './tier-fields';

/** Contracts a page of a list shows; downlines the offer's picker lists at once. */
export const CONTRACTS_PAGE_SIZE = 10;
export const DOWNLINE_CHOICES = 50;

/** Under the member's key (`['member', token]`), so a sign-out forgets them. */
export const contractKeys = {
  kind: (token: string, kind: SettlementKind) => [...queryKeys.member(token), 'agent', 'contracts', kind] as const,
  list: (token: string, query: AgentContractsQuery) => [...queryKeys.member(token), 'agent', 'contracts', query.kind, 'list', query] as const,
  impact: (token: string, request: ContractOfferImpactRequest) => [...queryKeys.member(token), 'agent', 'contracts', request.kind, 'impact', request] as const,
  downlines: (token: string, account: string) => [...queryKeys.member(token), 'agent', 'contracts', 'downlines', account] as const,
};

/** One side's contracts of a kind, a page at a time, newest change first. */
export function useAgentContracts(query: AgentContractsQuery, isEnabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: contractKeys.list(token, query),
    queryFn: () => api.call(agentContracts, query),
    enabled: token !== '' && isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** The agent's direct downlines whose account holds `account` (all of them while it is blank). */
export function useDownlineChoices(account: string) {
  const token = useSessionToken();
  const search = account.trim();
  return useQuery({
    queryKey: contractKeys.downlines(token, search),
    queryFn: () => api.call(downlines, { pageNo: 1, pageSize: DOWNLINE_CHOICES, ...(search ? { account: search } : {}) }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** What an offer would end when accepted: asked while the form is filled in, and again right before sending. */
export function offerImpactOptions(token: string, request: ContractOfferImpactRequest) {
  return queryOptions({
    queryKey: contractKeys.impact(token, request),
    queryFn: () => api.call(contractOfferImpact, request),
    staleTime: 0,
  });
}

/** What the tiers would have paid the downline over its team's last periods. */
export function useContractSimulation() {
  return useMutation<ContractSimulation, unknown, ContractSimulationRequest>({
    mutationFn: (request) => api.call(contractSimulation, request),
  });
}

/** Re-asks every list of the kind (both sides) once a contract changed, whatever the outcome. */
function useContractsChanged(kind: SettlementKind) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return () => queryClient.invalidateQueries({ queryKey: contractKeys.kind(token, kind) });
}

export interface ContractDecisionOrder {
  contractId: number;
  decision: 'ACCEPT' | 'REJECT' | 'TERMINATE';
}

/** The downline's answer to its upline: accept or reject an offer, or terminate the running contract. */
export function useContractDecision(kind: SettlementKind) {
  const changed = useContractsChanged(kind);
  return useMutation({
    mutationFn: ({ contractId, decision }: ContractDecisionOrder) => sendContractRequest(kind, { contractId, decision }),
    onSettled: changed,
  });
}

export interface ContractTerminationOrder {
  contractId: number;
  downline: string;
}

/** The upline ends a downline's running contract, or withdraws an offer not yet answered. */
export function useTerminateContract(kind: SettlementKind) {
  const changed = useContractsChanged(kind);
  return useMutation({
    mutationFn: ({ contractId, downline }: ContractTerminationOrder) => sendContractRequest(kind, { requestType: 'TERMINATION', downline, contractId }),
    onSettled: changed,
  });
}

export interface ContractOfferOrder {
  downline: string;
  tiers: AnyKindTier[];
  period?: ContractPeriod;
  /** Only for an offer that pays less, after the agent agreed that it ends the contracts it outbids. */
  agreeToTerminate?: true;
}

/** The upline offers a direct downline a contract (pending until the downline answers). */
export function useOfferContract(kind: SettlementKind) {
  const changed = useContractsChanged(kind);
  return useMutation({
    mutationFn: (offer: ContractOfferOrder) => sendContractRequest(kind, { requestType: 'NEW', ...offer }),
    onSettled: changed,
  });
}
