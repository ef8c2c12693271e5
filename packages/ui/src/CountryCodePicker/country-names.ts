const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in `locale` ("Malaysia", "马来西亚"), from the browser's own data
 * (`Intl.DisplayNames`); the code itself when the browser has no name for it.
 */
export function countryName(countryCode: string, locale: string): string {
  try {
    return regionNames(locale)?.of(countryCode) ?? countryCode;
  } catch {
    // A code that is not a region code (lower case, three letters) throws a RangeError.
    return countryCode;
  }
}
