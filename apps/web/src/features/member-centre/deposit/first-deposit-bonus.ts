import type { FirstDepositPromotion } from '@platform/api';

/**
 * The first-deposit bonus of `amount` under the promotion, exact to the cent: its share of the
 * deposit up to the maximum, rounded down (as the gateway pays it); 0 below the minimum deposit.
 */
export function firstDepositBonus(promotion: FirstDepositPromotion, amount: number): number {
  const depositCents = Math.round(amount * 100);
  if (depositCents < Math.round(promotion.minDeposit * 100)) return 0;
  const bonusCents = Math.min(Math.floor((depositCents * promotion.bonusPercent) / 100), Math.round(promotion.maxBonus * 100));
  return bonusCents / 100;
}
