import { useLingui } from '@lingui/react';

/** A rate in percent as the language writes it, with up to four decimals ("0.8%", "1.25%"). */
export function useRatePercent(): (percent: number) => string {
  const { i18n } = useLingui();
  return (percent) => new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);
}
