import type { DailySalaryTier, DividendTier, HourlySalaryTier, RealtimeSalaryTier, SettlementFigures } from '@platform/api/contract';
import type { ContractKind } from '../agent/contract-kinds';
import type { Queryable } from '../db/database';
import { centsToMoney } from '../shared/money';
import type { Period } from './periods';
import { teamBetsSettledIn, teamDayFigures, teamRealtimeGroups } from './team-figures';

/** What a contract's settlement of a period comes to. */
export interface SettlementResult {
  amountCents: number;
  figures: SettlementFigures;
  /** The tier reached, 1 the lowest, 0 none; null for real-time salary (each bet reaches its own). */
  tier: number | null;
  /** The tier's rate in percent where it pays one on the period's figures (daily wages, dividends). */
  rate: number | null;
}

/** What a settlement needs of a contract: its kind, its tiers (lowest threshold first) and its downline. */
export interface SettledContract {
  kind: ContractKind;
  downlineId: number;
  tiers: readonly unknown[];
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * `rate` percent of an amount in cents, rounded down to the cent: the upline never pays a
 * fraction more than it owes. A rate has at most two decimals (the contract rules), so the
 * product is an exact integer of 1/10,000 cents; BigInt keeps it exact beyond 2^53.
 */
export function percentOfCents(amountCents: number, rate: number): number {
  if (amountCents <= 0) return 0;
  return Number((BigInt(Math.round(amountCents)) * BigInt(Math.round(rate * 100))) / 10_000n);
}

/** The index (1-based) of the highest tier whose thresholds are all reached; 0 when none is. */
export function highestTierReached<Tier>(tiers: readonly Tier[], reached: (tier: Tier) => boolean): number {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    if (reached(tiers[index]!)) return index + 1;
  }
  return 0;
}

/**
 * Real-time salary: each of the team's bets settled in the window pays, at the highest tier whose
 * singleBet it reaches, lossSalaryRate% of its amount when the player lost (payout < bet) and
 * profitSalaryRate% otherwise; each line rounds down to the cent.
 */
async function realtimeSalary(db: Queryable, downlineId: number, tiers: readonly RealtimeSalaryTier[], period: Period): Promise<SettlementResult> {
  const { total, groups } = await teamRealtimeGroups(db, downlineId, period, tiers.map((tier) => tier.singleBet));
  const lines = groups.map((group) => {
    const tier = tiers[group.tier - 1];
    const rate = tier === undefined ? 0 : group.lost ? tier.lossSalaryRate : tier.profitSalaryRate;
    return { ...group, rate, amountCents: percentOfCents(group.betCents, rate) };
  });
  return {
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    figures: {
      betCount: total.betCount,
      bets: centsToMoney(total.betCents),
      validBets: centsToMoney(total.validBetCents),
      activeMembers: total.activeMembers,
      lines: lines.map((line) => ({
        tier: line.tier,
        outcome: line.lost ? ('LOSS' as const) : ('PROFIT' as const),
        betCount: line.betCount,
        bets: centsToMoney(line.betCents),
        rate: line.rate,
        amount: centsToMoney(line.amountCents),
      })),
    },
    tier: null,
    rate: null,
  };
}

/** Hourly salary: the team's bets settled in the hour reach a tier's betAmount (and its activeMembers, when it names some): it pays the tier's amount. */
async function hourlySalary(db: Queryable, downlineId: number, tiers: readonly HourlySalaryTier[], period: Period): Promise<SettlementResult> {
  const team = await teamBetsSettledIn(db, downlineId, period);
  const tier = highestTierReached(tiers, (candidate) => team.betCents >= cents(candidate.betAmount) && team.activeMembers >= (candidate.activeMembers ?? 0));
  return {
    amountCents: tier === 0 ? 0 : cents(tiers[tier - 1]!.amount),
    figures: { betCount: team.betCount, bets: centsToMoney(team.betCents), validBets: centsToMoney(team.validBetCents), activeMembers: team.activeMembers },
    tier,
    rate: null,
  };
}

/** Daily wages: the team's valid bets of the day and its active members reach a tier: it pays rate% of the valid bets. */
async function dailyWages(db: Queryable, downlineId: number, tiers: readonly DailySalaryTier[], period: Period): Promise<SettlementResult> {
  const team = await teamDayFigures(db, downlineId, period);
  const tier = highestTierReached(tiers, (candidate) => team.validBetCents >= cents(candidate.periodValidBet) && team.activeMembers >= candidate.activeMembers);
  const rate = tier === 0 ? null : tiers[tier - 1]!.rate;
  return {
    amountCents: rate === null ? 0 : percentOfCents(team.validBetCents, rate),
    figures: { betCount: team.betCount, bets: centsToMoney(team.betCents), validBets: centsToMoney(team.validBetCents), activeMembers: team.activeMembers },
    tier,
    rate,
  };
}

/**
 * Dividends: the team's loss over the period (the house's net win: bets - payouts - bonuses -
 * rebates, the personal profit and loss's net negated), its valid bets and its active members
 * reach a tier: it pays rate% of the loss; no loss pays nothing.
 */
async function dividend(db: Queryable, downlineId: number, tiers: readonly DividendTier[], period: Period): Promise<SettlementResult> {
  const team = await teamDayFigures(db, downlineId, period);
  const lossCents = team.betCents - team.payoutCents - team.bonusCents - team.rebateCents;
  const tier = highestTierReached(
    tiers,
    (candidate) => team.validBetCents >= cents(candidate.periodValidBet) && team.activeMembers >= candidate.activeMembers && lossCents >= cents(candidate.periodProfitLoss),
  );
  const rate = tier === 0 ? null : tiers[tier - 1]!.rate;
  return {
    amountCents: rate === null ? 0 : percentOfCents(lossCents, rate),
    figures: {
      betCount: team.betCount,
      bets: centsToMoney(team.betCents),
      validBets: centsToMoney(team.validBetCents),
      activeMembers: team.activeMembers,
      payouts: centsToMoney(team.payoutCents),
      bonuses: centsToMoney(team.bonusCents),
      rebates: centsToMoney(team.rebateCents),
      loss: centsToMoney(lossCents),
    },
    tier,
    rate,
  };
}

/**
 * What a contract pays for a period, from its downline's team's real figures: the engine settles
 * with it, and the simulator and the real-time accrual show it. The tiers were checked when the
 * contract was offered (contract-kinds.ts), so they are the kind's.
 */
export async function computeSettlement(db: Queryable, contract: SettledContract, period: Period): Promise<SettlementResult> {
  switch (contract.kind) {
    case 'REALTIME':
      return realtimeSalary(db, contract.downlineId, contract.tiers as RealtimeSalaryTier[], period);
    case 'HOURLY':
      return hourlySalary(db, contract.downlineId, contract.tiers as HourlySalaryTier[], period);
    case 'DAILY':
      return dailyWages(db, contract.downlineId, contract.tiers as DailySalaryTier[], period);
    case 'DIVIDEND':
      return dividend(db, contract.downlineId, contract.tiers as DividendTier[], period);
  }
}
