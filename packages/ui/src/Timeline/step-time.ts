const formats = new Map<string, Intl.DateTimeFormat>();

/** The date and time of a step as the locale writes them ("5 Mar 2026, 14:05"), made once per locale and zone. */
function stepTimeFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A step's ISO 8601 time in the reader's language, or undefined when the text is not a date
 * (the step then shows no time rather than "Invalid Date").
 */
export function formatStepTime(iso: string, locale: string, timeZone?: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return stepTimeFormat(locale, timeZone).format(date);
}
