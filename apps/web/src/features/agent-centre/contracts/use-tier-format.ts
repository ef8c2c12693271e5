import { useLingui } from '@lingui/react';
import { formatMoney } from '@platform/ui';
import { useCurrencySymbol } from '../../../lib/server-state/use-site-config';
import type { TierFieldKind } from './tier-fields';

/** A tier value as the language writes it: money with the currency, a count, or a percent ("1.5%"); a dash when blank. */
export function useTierFormat(): (kind: TierFieldKind, value: number | undefined) => string {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  return (kind, value) => {
    if (value === undefined) return '–';
    switch (kind) {
      case 'money':
      case 'signedMoney':
        return formatMoney(value, i18n.locale, symbol);
      case 'members':
        return new Intl.NumberFormat(i18n.locale).format(value);
      case 'percent':
        return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    }
  };
}
