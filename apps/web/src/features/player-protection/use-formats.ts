import { useLingui } from '@lingui/react';
import { formatMoney } from '@platform/ui';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';

/** Money as the page writes it: the brand's symbol, the language's grouping, two decimals ("P 1,234.50"). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useLingui();
  const currency = useCurrencySymbol();
  return (amount) => formatMoney(amount, i18n.locale, currency);
}

/** A date and time as the page writes it, in the running language ("21 Nov 2026, 10:00"). */
export function useDateTime(): (time: number) => string {
  const { i18n } = useLingui();
  return (time) => i18n.date(new Date(time), { dateStyle: 'medium', timeStyle: 'short' });
}
