import { defineCall } from './define-call';
import type { AgentContractsPage, AgentContractsQuery, ContractOfferImpact, ContractOfferImpactRequest } from '../schemas/agent-contracts';
export type { AgentContractsQuery, AgentContract, AgentContractsPage, ContractOfferImpactRequest, ContractOfferImpact } from '../schemas/agent-contracts';

/** The agent's contracts of one kind, offered to it (RECEIVED) or by it (PAID): running, pending requests and history; agents only. */
export const agentContracts = defineCall<AgentContractsQuery, AgentContractsPage>({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: true,
  encrypted: false,
});

/** Before an offer: the running contract it replaces and the downline's own contracts it would end (a lower rate needs consent); agents only. */
export const contractOfferImpact = defineCall<ContractOfferImpactRequest, ContractOfferImpact>({
  method: 'POST',
  path: '/wps/agent/contract/impact',
  auth: true,
  encrypted: false,
});
