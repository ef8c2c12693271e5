import { ERROR_CODE } from '@platform/api/contract';
import type {
  ContractSimulation,
  ContractSimulationRequest,
  DailySalaryTier,
  DividendTier,
  HourlySalaryTier,
  RealtimeSalaryTier,
  SettlementKind,
  SimulatedPeriod,
} from '@platform/api/contract';
import { DAILY_SALARY, DIVIDEND, HOURLY_SALARY, REALTIME_SALARY, tierProblem } from '../agent/contract-kinds';
import type { AnyTier } from '../agent/contract-kinds';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsToMoney } from '../shared/money';
import { computeSettlement } from './compute';
import { periodContaining } from './periods';
import type { Period } from './periods';

/** The fields of each kind's tier: those it must have, and those it may. */
const TIER_FIELDS: Readonly<Record<SettlementKind, { required: readonly string[]; optional: readonly string[] }>> = {
  REALTIME: { required: ['singleBet', 'profitSalaryRate', 'lossSalaryRate'], optional: [] },
  HOURLY: { required: ['betAmount', 'amount'], optional: ['activeMembers'] },
  DAILY: { required: ['periodValidBet', 'activeMembers', 'rate'], optional: [] },
  DIVIDEND: { required: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'], optional: [] },
};

/** What the contract rules say of tiers whose fields are the kind's (contract-kinds.ts), or null. */
function kindTierProblem(kind: SettlementKind, tiers: readonly AnyTier[]): string | null {
  switch (kind) {
    case 'REALTIME':
      return tierProblem(REALTIME_SALARY, tiers as RealtimeSalaryTier[]);
    case 'HOURLY':
      return tierProblem(HOURLY_SALARY, tiers as HourlySalaryTier[]);
    case 'DAILY':
      return tierProblem(DAILY_SALARY, tiers as DailySalaryTier[]);
    case 'DIVIDEND':
      return tierProblem(DIVIDEND, tiers as DividendTier[]);
  }
}

/** The proposed tiers as the kind's tiers, or 400 naming the first that is not one (or that the contract rules refuse). */
function kindTiers(kind: SettlementKind, tiers: readonly Record<string, unknown>[]): AnyTier[] {
  const { required, optional } = TIER_FIELDS[kind];
  for (const [index, tier] of tiers.entries()) {
    const fields = Object.keys(tier);
    if (!required.every((field) => fields.includes(field)) || !fields.every((field) => required.includes(field) || optional.includes(field))) {
      const may = optional.length > 0 ? ` (and may have ${optional.join(', ')})` : '';
      throw new RequestError(400, ERROR_CODE.badRequest, `Tier ${index + 1}: a ${kind} tier has exactly ${required.join(', ')}${may}`);
    }
  }
  const typed = tiers as unknown as AnyTier[];
  const problem = kindTierProblem(kind, typed);
  if (problem !== null) throw new RequestError(400, ERROR_CODE.badRequest, problem);
  return typed;
}

/** The last `count` periods of a kind that have ended by `now`, newest first. */
function lastPeriods(kind: SettlementKind, period: ContractSimulationRequest['period'] | null, now: Date, count: number): Period[] {
  const periods: Period[] = [];
  let end = periodContaining(kind, period ?? null, now).start;
  while (periods.length < count) {
    const start = periodContaining(kind, period ?? null, new Date(end.getTime() - 1)).start;
    periods.push({ start, end });
    end = start;
  }
  return periods;
}

/**
 * The contract simulator: what the proposed tiers would have paid a direct downline of the agent
 * over the last ended periods, computed exactly as the engine settles (computeSettlement) from
 * the downline's team's real figures.
 */
export async function simulateContract(db: Queryable, agent: { memberId: number; merchantCode: string }, request: ContractSimulationRequest, now: Date): Promise<ContractSimulation> {
  if (request.kind === 'DIVIDEND' && request.period === undefined) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'A dividend contract needs a period (DAILY, WEEKLY, SEMIMONTHLY or MONTHLY)');
  }
  if (request.kind !== 'DIVIDEND' && request.period !== undefined) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'Only a dividend contract has a period: leave it out');
  }
  const tiers = kindTiers(request.kind, request.tiers);
  const found = await db.query<{ id: number }>('select id from member where merchant_code = $1 and lower(account) = lower($2) and parent_id = $3', [
    agent.merchantCode,
    request.downline,
    agent.memberId,
  ]);
  const downlineId = found.rows[0]?.id;
  if (downlineId === undefined) throw new RequestError(404, ERROR_CODE.notFound, `${request.downline} is not one of your direct downlines`);

  const periods = lastPeriods(request.kind, request.period ?? null, now, request.periods);
  const tierCounts = request.kind === 'REALTIME' ? [] : Array.from({ length: tiers.length + 1 }, () => 0);
  let totalCents = 0;
  const simulated: SimulatedPeriod[] = [];
  for (const period of periods) {
    const result = await computeSettlement(db, { kind: request.kind, downlineId, tiers }, period);
    totalCents += result.amountCents;
    if (result.tier !== null) tierCounts[result.tier] = (tierCounts[result.tier] ?? 0) + 1;
    simulated.push({
      periodStart: period.start.getTime(),
      periodEnd: period.end.getTime(),
      figures: result.figures,
      tier: result.tier,
      rate: result.rate,
      amount: centsToMoney(result.amountCents),
    });
  }
  return { periods: simulated, total: centsToMoney(totalCents), tierCounts };
}
