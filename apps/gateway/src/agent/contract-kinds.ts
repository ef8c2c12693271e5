import type { DailySalaryTier, DividendTier, HourlySalaryTier, RealtimeSalaryTier } from '@platform/api/contract';
import { hasAtMostDecimals } from '@platform/api/schemas';

export type ContractKind = 'HOURLY' | 'DAILY' | 'REALTIME' | 'DIVIDEND';

/** A tier of any contract kind. */
export type AnyTier = DividendTier | DailySalaryTier | HourlySalaryTier | RealtimeSalaryTier;

/** What differs between the four contract calls: the tier's threshold and its rate (the contract's schemas give the tier's fields). */
export interface ContractKindRule<Tier extends AnyTier = AnyTier> {
  kind: ContractKind;
  /** What the messages call it. */
  label: string;
  /** Tiers must be given lowest threshold first: this is the threshold. */
  threshold: (tier: Tier) => number;
  thresholdName: string;
  /** What the contract pays at a tier, to compare contracts (percent, or an amount for hourly). */
  rate: (tier: Tier) => number;
  /** Dividend contracts are settled by period; salary contracts have none. */
  hasPeriod: boolean;
}

export const DIVIDEND: ContractKindRule<DividendTier> = {
  kind: 'DIVIDEND',
  label: 'dividend',
  threshold: (tier) => tier.periodValidBet,
  thresholdName: 'periodValidBet',
  rate: (tier) => tier.rate,
  hasPeriod: true,
};

export const DAILY_SALARY: ContractKindRule<DailySalaryTier> = {
  kind: 'DAILY',
  label: 'daily salary',
  threshold: (tier) => tier.periodValidBet,
  thresholdName: 'periodValidBet',
  rate: (tier) => tier.rate,
  hasPeriod: false,
};

export const HOURLY_SALARY: ContractKindRule<HourlySalaryTier> = {
  kind: 'HOURLY',
  label: 'hourly salary',
  threshold: (tier) => tier.betAmount,
  thresholdName: 'betAmount',
  rate: (tier) => tier.amount,
  hasPeriod: false,
};

export const REALTIME_SALARY: ContractKindRule<RealtimeSalaryTier> = {
  kind: 'REALTIME',
  label: 'real-time salary',
  threshold: (tier) => tier.singleBet,
  thresholdName: 'singleBet',
  rate: (tier) => Math.max(tier.profitSalaryRate, tier.lossSalaryRate),
  hasPeriod: false,
};

/** The highest rate of a contract's tiers. */
export function topRate<Tier extends AnyTier>(rule: ContractKindRule<Tier>, tiers: readonly Tier[]): number {
  return Math.max(...tiers.map(rule.rate));
}

/**
 * Why the tiers cannot make a contract, or null: numbers have at most two decimals, thresholds
 * rise strictly from tier to tier and a higher tier pays no less than a lower one. (The schema
 * bounds each number: rates within 0..100.)
 */
export function tierProblem<Tier extends AnyTier>(rule: ContractKindRule<Tier>, tiers: readonly Tier[]): string | null {
  for (const [index, tier] of tiers.entries()) {
    for (const [field, value] of Object.entries(tier)) {
      if (typeof value === 'number' && !hasAtMostDecimals(value, 2)) return `Tier ${index + 1}: ${field} has more than two decimals`;
    }
  }
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = tiers[index - 1]!;
    const tier = tiers[index]!;
    if (rule.threshold(tier) <= rule.threshold(previous)) {
      return `Tier ${index + 1}: ${rule.thresholdName} must be greater than the tier before it (tiers go lowest threshold first)`;
    }
    if (rule.rate(tier) < rule.rate(previous)) {
      return `Tier ${index + 1} pays less than the tier before it: a higher tier must pay at least as much`;
    }
  }
  return null;
}
