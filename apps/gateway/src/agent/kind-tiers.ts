import { ERROR_CODE } from '@platform/api/contract';
import type { DailySalaryTier, DividendTier, HourlySalaryTier, RealtimeSalaryTier } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import { DAILY_SALARY, DIVIDEND, HOURLY_SALARY, REALTIME_SALARY, tierProblem, topRate } from './contract-kinds';
import type { AnyTier, ContractKind, ContractKindRule } from './contract-kinds';

/*
 * Tiers that arrive as one flat shape for every kind (the contract's AnyKindTier: the simulator,
 * the offer impact) narrowed to the kind's own tier and checked by the kind's own rules.
 */

/** The fields of each kind's tier: those it must have, and those it may. */
const TIER_FIELDS: Readonly<Record<ContractKind, { required: readonly string[]; optional: readonly string[] }>> = {
  REALTIME: { required: ['singleBet', 'profitSalaryRate', 'lossSalaryRate'], optional: [] },
  HOURLY: { required: ['betAmount', 'amount'], optional: ['activeMembers'] },
  DAILY: { required: ['periodValidBet', 'activeMembers', 'rate'], optional: [] },
  DIVIDEND: { required: ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'], optional: [] },
};

/** Applies `apply` with the kind's rule to tiers whose fields are the kind's (checked by kindTiers). */
function withKindRule<Result>(kind: ContractKind, tiers: readonly AnyTier[], apply: <Tier extends AnyTier>(rule: ContractKindRule<Tier>, tiers: readonly Tier[]) => Result): Result {
  switch (kind) {
    case 'REALTIME':
      return apply(REALTIME_SALARY, tiers as RealtimeSalaryTier[]);
    case 'HOURLY':
      return apply(HOURLY_SALARY, tiers as HourlySalaryTier[]);
    case 'DAILY':
      return apply(DAILY_SALARY, tiers as DailySalaryTier[]);
    case 'DIVIDEND':
      return apply(DIVIDEND, tiers as DividendTier[]);
  }
}

/**
 * The proposed tiers as the kind's tiers, or 400 naming the first that is not one, or with the
 * message an offer of them would get from the contract rules (tierProblem).
 */
export function kindTiers(kind: ContractKind, tiers: readonly Record<string, unknown>[]): AnyTier[] {
  const { required, optional } = TIER_FIELDS[kind];
  for (const [index, tier] of tiers.entries()) {
    const fields = Object.keys(tier);
    if (!required.every((field) => fields.includes(field)) || !fields.every((field) => required.includes(field) || optional.includes(field))) {
      const may = optional.length > 0 ? ` (and may have ${optional.join(', ')})` : '';
      throw new RequestError(400, ERROR_CODE.badRequest, `Tier ${index + 1}: a ${kind} tier has exactly ${required.join(', ')}${may}`);
    }
  }
  const typed = tiers as unknown as AnyTier[];
  const problem = withKindRule(kind, typed, tierProblem);
  if (problem !== null) throw new RequestError(400, ERROR_CODE.badRequest, problem);
  return typed;
}

/** The highest rate of tiers of a kind (checked by kindTiers): what "a lower rate" compares. */
export function kindTopRate(kind: ContractKind, tiers: readonly AnyTier[]): number {
  return withKindRule(kind, tiers, topRate);
}
