import type { ContractOfferImpact, ContractOfferImpactRequest } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { loadAgentContracts } from './contract-list';
import { findContractDownline } from './direct-downline';
import { kindTiers, kindTopRate } from './kind-tiers';
import { offerIsLowerRate, OWN_CONTRACTS_PAYING_MORE, RUNNING_CONTRACT } from './lower-rate';

/**
 * Before an agent offers a direct downline these tiers: the running contract the offer would
 * replace, whether it is a lower rate (the offer then needs agreeToTerminate) and the downline's
 * own contracts that accepting it would terminate. Read from the same conditions the offer and
 * the acceptance act on (lower-rate.ts), so what it shows is what happens. Reads only.
 */
export async function contractOfferImpact(db: Queryable, agent: { memberId: number; merchantCode: string }, request: ContractOfferImpactRequest): Promise<ContractOfferImpact> {
  const tiers = kindTiers(request.kind, request.tiers);
  const topRate = kindTopRate(request.kind, tiers);
  const downline = await findContractDownline(db, { merchantCode: agent.merchantCode, uplineId: agent.memberId, account: request.downline });
  const [replaces] = await loadAgentContracts(db, `c.id in (select id from agent_contract where ${RUNNING_CONTRACT})`, [request.kind, downline.id]);
  return {
    topRate,
    replaces: replaces ?? null,
    isLowerRate: await offerIsLowerRate(db, request.kind, downline.id, topRate),
    wouldTerminate: await loadAgentContracts(db, `c.id in (select id from agent_contract where ${OWN_CONTRACTS_PAYING_MORE})`, [request.kind, downline.id, topRate]),
  };
}
