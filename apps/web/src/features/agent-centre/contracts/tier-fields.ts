import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentContract, SettlementKind } from '@platform/api';

/** A tier of any kind: exactly the fields of its kind's tier (the contract's AnyKindTier). */
export type AnyKindTier = AgentContract['tiers'][number];
export type TierFieldKey = keyof AnyKindTier;

/**
 * How a tier field is written and checked: money (0 to 1,000,000,000, two decimals), a signed
 * amount (the dividend's loss threshold may be negative), a whole count of members, a percent.
 */
export type TierFieldKind = 'money' | 'signedMoney' | 'members' | 'percent';

export interface TierField {
  key: TierFieldKey;
  kind: TierFieldKind;
  label: MessageDescriptor;
  /** What reaching or paying it means, for the editor's help and the readable table's header. */
  description: MessageDescriptor;
  /** May be left blank (the hourly tier's active members). */
  isOptional?: boolean;
}

const ACTIVE_MEMBERS: TierField = {
  key: 'activeMembers',
  kind: 'members',
  label: msg`Active members`,
  description: msg`Team members who placed at least one bet in the period.`,
};

/** Each kind's tier fields in the order the tables and the editor show them (the threshold first). */
export const TIER_FIELDS: Readonly<Record<SettlementKind, readonly TierField[]>> = {
  DIVIDEND: [
    { key: 'periodValidBet', kind: 'money', label: msg`Period valid bet`, description: msg`The team's valid bets in the period reach at least this.` },
    {
      key: 'periodProfitLoss',
      kind: 'signedMoney',
      label: msg`Period profit and loss`,
      description: msg`The team's loss in the period (bets less payouts, bonuses and rebates) reaches at least this.`,
    },
    ACTIVE_MEMBERS,
    { key: 'rate', kind: 'percent', label: msg`Dividend rate`, description: msg`Percent of the team's loss paid as dividend.` },
  ],
  DAILY: [
    { key: 'periodValidBet', kind: 'money', label: msg`Previous day's valid bet`, description: msg`The team's valid bets on the previous business day reach at least this.` },
    { ...ACTIVE_MEMBERS, description: msg`Team members who placed at least one bet on the previous business day.` },
    { key: 'rate', kind: 'percent', label: msg`Wage rate`, description: msg`Percent of the team's valid bets paid as the daily wage.` },
  ],
  HOURLY: [
    { key: 'betAmount', kind: 'money', label: msg`Bets in the hour`, description: msg`The team's bets settled in the hour reach at least this.` },
    { key: 'amount', kind: 'money', label: msg`Salary for the hour`, description: msg`The amount paid for the hour.` },
    { ...ACTIVE_MEMBERS, description: msg`Team members who bet in the hour (leave blank for no minimum).`, isOptional: true },
  ],
  REALTIME: [
    { key: 'singleBet', kind: 'money', label: msg`Single bet`, description: msg`The smallest single bet this tier counts.` },
    { key: 'profitSalaryRate', kind: 'percent', label: msg`Profit-salary rate`, description: msg`Percent of a bet paid when the player wins it.` },
    { key: 'lossSalaryRate', kind: 'percent', label: msg`Loss-salary rate`, description: msg`Percent of a bet paid when the player loses it.` },
  ],
};

/** The field that orders the tiers: each tier's must be greater than the one before. */
export function tierThreshold(kind: SettlementKind, tier: AnyKindTier): number {
  switch (kind) {
    case 'DIVIDEND':
    case 'DAILY':
      return tier.periodValidBet ?? 0;
    case 'HOURLY':
      return tier.betAmount ?? 0;
    case 'REALTIME':
      return tier.singleBet ?? 0;
  }
}

/** What a tier pays, to compare tiers (the gateway's rule): percent, or the hourly amount. */
export function tierPay(kind: SettlementKind, tier: AnyKindTier): number {
  switch (kind) {
    case 'DIVIDEND':
    case 'DAILY':
      return tier.rate ?? 0;
    case 'HOURLY':
      return tier.amount ?? 0;
    case 'REALTIME':
      return Math.max(tier.profitSalaryRate ?? 0, tier.lossSalaryRate ?? 0);
  }
}

/** The field that holds the threshold, for the order rule's message. */
export const THRESHOLD_FIELD: Readonly<Record<SettlementKind, TierFieldKey>> = {
  DIVIDEND: 'periodValidBet',
  DAILY: 'periodValidBet',
  HOURLY: 'betAmount',
  REALTIME: 'singleBet',
};

/** The field the "pays at least as much" rule is shown beside. */
export const PAY_FIELD: Readonly<Record<SettlementKind, TierFieldKey>> = {
  DIVIDEND: 'rate',
  DAILY: 'rate',
  HOURLY: 'amount',
  REALTIME: 'profitSalaryRate',
};
