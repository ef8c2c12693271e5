import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RealtimeSalaryLine } from '@platform/api';

/** Which of the tier's rates a bet earns at: the loss-salary rate when the player lost it (payout below the bet), else the profit-salary rate. */
export function outcomeLabel(i18n: I18n, outcome: RealtimeSalaryLine['outcome']): string {
  return outcome === 'LOSS'
    ? i18n._(msg({ message: 'Player lost', comment: 'Real-time salary: the player lost the bet (payout below the bet), paid at the loss-salary rate' }))
    : i18n._(msg({ message: 'Player won or broke even', comment: 'Real-time salary: the player did not lose the bet, paid at the profit-salary rate' }));
}

/** The tier a bet reached, from 1; 0 is below every tier's single bet and earns nothing. */
export function tierLabel(i18n: I18n, tier: number): string {
  return tier === 0
    ? i18n._(msg({ message: 'Below every tier', comment: "Real-time salary: the bet is smaller than the lowest tier's single bet" }))
    : i18n._(msg({ message: `Tier ${tier}`, comment: 'Real-time salary: the contract tier a bet reached (1 is the lowest)' }));
}

/**
 * What one bet earns, to four decimals ("P 1.2345"): a bet's share is exact to a hundredth of a
 * cent, and only each line's sum is rounded down to the cent when the window is settled.
 */
export function tracedAmountText(i18n: I18n, amount: number, currencySymbol: string): string {
  const digits = i18n.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return currencySymbol ? `${currencySymbol} ${digits}` : digits;
}
