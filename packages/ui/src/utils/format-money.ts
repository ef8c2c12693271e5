/**
 * Money as the player reads it: the locale's digit grouping and decimal mark, always two
 * decimals, and the brand's currency symbol before it ("P 1,234.50"). Amounts arrive from the
 * gateway already exact to the cent; this only formats them.
 */
export function formatMoney(amount: number, locale: string, currencySymbol?: string): string {
  const digits = moneyFormat(locale).format(amount);
  return currencySymbol ? `${currencySymbol} ${digits}` : digits;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The locale's two-decimal number format, made once per locale. */
export function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}
