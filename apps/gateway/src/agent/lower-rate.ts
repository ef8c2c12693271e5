import type { Queryable } from '../db/database';
import type { ContractKind } from './contract-kinds';

/*
 * What accepting an offer ends, in one place: the offer (offerContract: does it need
 * agreeToTerminate?), the acceptance (replyToContract: what it terminates) and the offer impact
 * (contractOfferImpact: what it shows before the offer) read the same conditions, so they never
 * disagree. The conditions take $1 the kind, $2 the downline's id and (the second) $3 the offer's
 * top rate.
 */

/** The downline's running contract of the kind (one at most: agent_contract_one_active): accepting a new offer replaces it. */
export const RUNNING_CONTRACT = `kind = $1 and downline_id = $2 and status = 'ACTIVE'`;

/**
 * The downline's own contracts of the kind with its downlines, running or offered, that pay more
 * than the offer: accepting an offer made with agreeToTerminate terminates them.
 */
export const OWN_CONTRACTS_PAYING_MORE = `kind = $1 and upline_id = $2 and status in ('ACTIVE', 'PENDING') and top_rate > $3`;

/**
 * Whether an offer at `offeredTopRate` is a lower rate: it pays less than the downline's running
 * contract of the kind, or than the downline pays its own downlines under a running or offered
 * contract of the kind. Such an offer needs the upline's agreeToTerminate.
 */
export async function offerIsLowerRate(db: Queryable, kind: ContractKind, downlineId: number, offeredTopRate: number): Promise<boolean> {
  const result = await db.query<{ lower: boolean }>(
    `select exists (select 1 from agent_contract where ${RUNNING_CONTRACT} and top_rate > $3)
         or exists (select 1 from agent_contract where ${OWN_CONTRACTS_PAYING_MORE}) as lower`,
    [kind, downlineId, offeredTopRate],
  );
  return result.rows[0]?.lower === true;
}
