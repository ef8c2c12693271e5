import { ERROR_CODE } from '@platform/api/contract';
import type { Contract, ContractDecision, ContractPeriod, ContractStatus } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { isUniqueViolation } from '../db/errors';
import { tierProblem, topRate } from './contract-kinds';
import type { AnyTier, ContractKindRule } from './contract-kinds';
import { findContractDownline } from './direct-downline';
import { offerIsLowerRate, OWN_CONTRACTS_PAYING_MORE, RUNNING_CONTRACT } from './lower-rate';

interface ContractRow {
  id: number;
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  status: ContractStatus;
  period: ContractPeriod | null;
  tiers: unknown[];
  top_rate: number;
  terminates_lower: boolean;
}

const SELECT_CONTRACT = `
  select c.id, c.upline_id, c.downline_id, u.account as upline, d.account as downline, c.status, c.period, c.tiers,
         c.top_rate::float8 as top_rate, c.terminates_lower
  from agent_contract c join member u on u.id = c.upline_id join member d on d.id = c.downline_id`;

function answer<Tier>(row: ContractRow): Contract<Tier> {
  return {
    contractId: row.id,
    upline: row.upline,
    downline: row.downline,
    status: row.status,
    ...(row.period ? { period: row.period } : {}),
    tiers: row.tiers as Tier[],
  };
}

async function loadContract(db: Queryable, id: number): Promise<ContractRow> {
  const result = await db.query<ContractRow>(`${SELECT_CONTRACT} where c.id = $1`, [id]);
  return result.rows[0]!;
}

export interface ContractOfferInput<Tier> {
  merchantCode: string;
  uplineId: number;
  downline: string;
  period?: ContractPeriod;
  tiers: Tier[];
  agreeToTerminate?: boolean;
  now: Date;
}

/**
 * An upline offers a direct downline a new contract (PENDING until the downline answers). An offer
 * that pays less than the pair's running contract, or than the downline pays its own downlines,
 * needs agreeToTerminate: accepting it then terminates the downline's contracts that pay more.
 */
export async function offerContract<Tier extends AnyTier>(db: Database, rule: ContractKindRule<Tier>, offer: ContractOfferInput<Tier>): Promise<Contract<Tier>> {
  if (rule.hasPeriod && offer.period === undefined) {
    throw new RequestError(400, ERROR_CODE.badRequest, `A ${rule.label} contract needs a period (DAILY, WEEKLY, SEMIMONTHLY or MONTHLY)`);
  }
  if (!rule.hasPeriod && offer.period !== undefined) {
    throw new RequestError(400, ERROR_CODE.badRequest, `A ${rule.label} contract has no period: leave it out`);
  }
  const tiers = offer.tiers;
  const problem = tierProblem(rule, tiers);
  if (problem !== null) throw new RequestError(400, ERROR_CODE.badRequest, problem);
  const newTopRate = topRate(rule, tiers);

  try {
    const id = await db.transaction(async (tx) => {
      const downline = await findContractDownline(tx, { merchantCode: offer.merchantCode, uplineId: offer.uplineId, account: offer.downline, forUpdate: true });
      const lowerRate = await offerIsLowerRate(tx, rule.kind, downline.id, newTopRate);
      if (lowerRate && offer.agreeToTerminate !== true) {
        throw new RequestError(
          409,
          ERROR_CODE.operationNotAllowed,
          `This ${rule.label} contract pays less than ${offer.downline}'s current one or than ${offer.downline} pays their downlines: ` +
            'send agreeToTerminate: true to terminate those contracts when it is accepted',
        );
      }
      const inserted = await tx.query<{ id: number }>(
        `insert into agent_contract (merchant_code, kind, upline_id, downline_id, status, period, tiers, top_rate, terminates_lower, created_at, updated_at)
         values ($1, $2, $3, $4, 'PENDING', $5, $6::jsonb, $7, $8, $9, $9) returning id`,
        [offer.merchantCode, rule.kind, offer.uplineId, downline.id, offer.period ?? null, JSON.stringify(tiers), newTopRate, lowerRate, offer.now],
      );
      return inserted.rows[0]!.id;
    });
    return answer(await loadContract(db, id));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new RequestError(409, ERROR_CODE.operationNotAllowed, `${offer.downline} already has a pending ${rule.label} offer from you`);
    }
    throw error;
  }
}

async function lockContract(tx: Queryable, rule: { kind: string }, merchantCode: string, id: number): Promise<ContractRow | undefined> {
  const locked = await tx.query<{ id: number }>(
    'select id from agent_contract where id = $1 and kind = $2 and merchant_code = $3 for update',
    [id, rule.kind, merchantCode],
  );
  return locked.rows[0] ? loadContract(tx, id) : undefined;
}

/** Changes a contract's status; an acceptance or a termination also records when (the settlement engine settles the time between). */
async function setStatus(tx: Queryable, id: number, status: ContractStatus, now: Date): Promise<void> {
  await tx.query(
    `update agent_contract set status = $2, updated_at = $3,
            accepted_at = case when $2 = 'ACTIVE' then $3 else accepted_at end,
            terminated_at = case when $2 = 'TERMINATED' then $3 else terminated_at end
      where id = $1`,
    [id, status, now],
  );
}

export interface ContractTerminationInput {
  merchantCode: string;
  uplineId: number;
  downline: string;
  contractId: number;
  now: Date;
}

/** An upline ends a running contract (or withdraws an offer) of a direct downline. */
export async function terminateContract<Tier extends AnyTier>(db: Database, rule: ContractKindRule<Tier>, input: ContractTerminationInput): Promise<Contract<Tier>> {
  await db.transaction(async (tx) => {
    const contract = await lockContract(tx, rule, input.merchantCode, input.contractId);
    if (!contract || contract.upline_id !== input.uplineId || contract.downline.toLowerCase() !== input.downline.toLowerCase()) {
      throw new RequestError(404, ERROR_CODE.notFound, `No ${rule.label} contract ${input.contractId} between you and ${input.downline}`);
    }
    if (contract.status !== 'ACTIVE' && contract.status !== 'PENDING') {
      throw new RequestError(409, ERROR_CODE.operationNotAllowed, `The contract is already ${contract.status.toLowerCase()}`);
    }
    await setStatus(tx, contract.id, 'TERMINATED', input.now);
  });
  return answer(await loadContract(db, input.contractId));
}

export interface ContractReplyInput {
  merchantCode: string;
  memberId: number;
  contractId: number;
  decision: ContractDecision;
  now: Date;
}

/** The downline accepts or rejects an offer, or terminates a running contract. */
export async function replyToContract<Tier extends AnyTier>(db: Database, rule: ContractKindRule<Tier>, input: ContractReplyInput): Promise<Contract<Tier>> {
  try {
    await db.transaction(async (tx) => {
      const contract = await lockContract(tx, rule, input.merchantCode, input.contractId);
      if (!contract || contract.downline_id !== input.memberId) {
        throw new RequestError(404, ERROR_CODE.notFound, `No ${rule.label} contract ${input.contractId} was offered to you`);
      }
      if (input.decision === 'TERMINATE') {
        if (contract.status !== 'ACTIVE') {
          throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'Only a running contract can be terminated: reject a pending offer instead');
        }
        await setStatus(tx, contract.id, 'TERMINATED', input.now);
        return;
      }
      if (contract.status !== 'PENDING') {
        throw new RequestError(409, ERROR_CODE.operationNotAllowed, `The offer is no longer pending: it is ${contract.status.toLowerCase()}`);
      }
      if (input.decision === 'REJECT') {
        await setStatus(tx, contract.id, 'REJECTED', input.now);
        return;
      }
      const paysMore = await tx.query(`select 1 from agent_contract where ${OWN_CONTRACTS_PAYING_MORE} limit 1`, [rule.kind, input.memberId, contract.top_rate]);
      if (paysMore.rows.length > 0) {
        if (!contract.terminates_lower) {
          throw new RequestError(
            409,
            ERROR_CODE.operationNotAllowed,
            'You pay your downlines more than this contract pays you: terminate those contracts before accepting it',
          );
        }
        await tx.query(`update agent_contract set status = 'TERMINATED', updated_at = $4, terminated_at = $4 where ${OWN_CONTRACTS_PAYING_MORE}`, [
          rule.kind,
          input.memberId,
          contract.top_rate,
          input.now,
        ]);
      }
      await tx.query(`update agent_contract set status = 'TERMINATED', updated_at = $3, terminated_at = $3 where ${RUNNING_CONTRACT}`, [
        rule.kind,
        input.memberId,
        input.now,
      ]);
      await setStatus(tx, contract.id, 'ACTIVE', input.now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'Another answer to this contract was saved at the same time: try again');
    }
    throw error;
  }
  return answer(await loadContract(db, input.contractId));
}
