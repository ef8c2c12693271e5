import { describe, expect, it } from 'vitest';
import { firstDepositBonus } from './first-deposit-bonus';

const PROMOTION = { promotionId: 7, title: 'Welcome bonus', bonusPercent: 33, maxBonus: 1_000, minDeposit: 50, turnoverMultiple: 3 };

describe('firstDepositBonus', () => {
  it('pays its share of the deposit, rounded down to the cent, as the gateway does', () => {
    expect(firstDepositBonus(PROMOTION, 100)).toBe(33);
    expect(firstDepositBonus(PROMOTION, 50.01)).toBe(16.5);
    expect(firstDepositBonus(PROMOTION, 77.77)).toBe(25.66);
  });

  it('pays nothing below the minimum deposit and no more than the maximum bonus', () => {
    expect(firstDepositBonus(PROMOTION, 49.99)).toBe(0);
    expect(firstDepositBonus(PROMOTION, 50)).toBe(16.5);
    expect(firstDepositBonus(PROMOTION, 10_000)).toBe(1_000);
  });
});
