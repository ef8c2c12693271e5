import { describe, expect, it } from 'vitest';
import { firstDepositBonus } from './first-deposit-bonus';
import { formatRemaining } from './use-countdown';

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

describe('formatRemaining', () => {
  it('writes minutes and seconds, and hours from an hour, rounding a part second up', () => {
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(65_400)).toBe('1:06');
    expect(formatRemaining(2 * 3_600_000)).toBe('2:00:00');
    expect(formatRemaining(3_600_000 + 59_000)).toBe('1:00:59');
    expect(formatRemaining(0)).toBe('0:00');
  });
});
