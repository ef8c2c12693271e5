import { describe, expect, it } from 'vitest';
import { firstDepositBonusCents } from './channels';
import type { FirstDepositOffer } from './channels';

const OFFER: FirstDepositOffer = {
  promotionId: 1,
  title: { ms: 'Bonus', en: 'Bonus', zh: '红利' },
  bonusPercent: 100,
  maxBonusCents: 100_000,
  minDepositCents: 5_000,
};

describe('the first-deposit bonus', () => {
  it('is the offer share of the deposit, up to its maximum, from its minimum deposit', () => {
    expect(firstDepositBonusCents(OFFER, 4_999)).toBe(0);
    expect(firstDepositBonusCents(OFFER, 5_000)).toBe(5_000);
    expect(firstDepositBonusCents(OFFER, 80_050)).toBe(80_050);
    expect(firstDepositBonusCents(OFFER, 250_000)).toBe(100_000);
  });

  it('rounds a share down to whole cents', () => {
    expect(firstDepositBonusCents({ ...OFFER, bonusPercent: 15 }, 10_001)).toBe(1_500);
  });
});
