import { ERROR_CODE } from '@platform/api/contract';
import type { ContractSimulation, ContractSimulationRequest, SettlementKind, SimulatedPeriod } from '@platform/api/contract';
import { kindTiers } from '../agent/kind-tiers';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsToMoney } from '../shared/money';
import { computeSettlement } from './compute';
import { periodContaining } from './periods';
import type { Period } from './periods';

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
