import { useLingui } from '@lingui/react';
import { styled } from 'styled-components';
import { moneyFormat, vars } from '@platform/ui';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';

/** Whether an amount is money in, money out, or nothing (as written: 0.004 is "0.00", no sign). */
export type AmountSign = 'positive' | 'negative' | 'zero';

export function amountSign(amount: number, locale: string): AmountSign {
  if (amount === 0 || moneyFormat(locale).format(Math.abs(amount)) === moneyFormat(locale).format(0)) return 'zero';
  return amount > 0 ? 'positive' : 'negative';
}

/**
 * Money with its sign always written ("P +12.50", "P -3.00", "P 0.00"), so a win or a loss reads
 * without its colour. The symbol leads, as in every other amount of the site (and no cell of a
 * CSV starts with a sign a spreadsheet would take for a formula).
 */
export function signedMoneyText(amount: number, locale: string, currencySymbol?: string): string {
  const sign = { positive: '+', negative: '-', zero: '' }[amountSign(amount, locale)];
  const digits = `${sign}${moneyFormat(locale).format(Math.abs(amount))}`;
  return currencySymbol ? `${currencySymbol} ${digits}` : digits;
}

/** Signed money as the page writes it, in the running language with the brand's symbol. */
export function useSignedMoney(): (amount: number) => string {
  const { i18n } = useLingui();
  const currency = useCurrencySymbol();
  return (amount) => signedMoneyText(amount, i18n.locale, currency);
}

/**
 * A signed amount tinted by its sign, the sign carrying it too. The tint is the soft background
 * with the text colour on it: the theme guarantees that pair's contrast in both colour modes and
 * on any row (a total row's shaded background included), which green or red text would not be.
 */
export const SignedFigure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-sign='positive'],
  &[data-sign='negative'] {
    padding-inline: 0.25em;
    border-radius: ${vars.radius.sm};
    color: ${vars.color.text};
  }
  &[data-sign='positive'] {
    background: ${vars.color.successSoft};
  }
  &[data-sign='negative'] {
    background: ${vars.color.dangerSoft};
  }
`;

/** `amount` signed and coloured; `text` when the caller already wrote it (a table's cell text). */
export function SignedMoney({ amount, text }: { amount: number; text?: string }) {
  const { i18n } = useLingui();
  const signed = useSignedMoney();
  return <SignedFigure data-sign={amountSign(amount, i18n.locale)}>{text ?? signed(amount)}</SignedFigure>;
}
