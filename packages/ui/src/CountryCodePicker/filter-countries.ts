import type { Country } from './country';

/** Lower case without accents, so "viet" finds "Việt Nam". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const SEPARATORS = /[\s\-(),.]+/g;
const DIALLING_CODE = /^\+?[\d\s-]*$/;
// Scripts written without spaces between words: any part of a name matches.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * The countries that match what the player typed, in the server's order:
 * - digits, with or without "+": the dialling codes that start with them ("6" finds 60, 65…);
 * - otherwise the country codes that start with it ("my"), and the names in which a word starts
 *   with it ("kor" finds "South Korea"; in Chinese or Thai, any part of the name).
 * `namesOf` gives a country's names to search (in the player's language, and English).
 */
export function filterCountries(
  countries: readonly Country[],
  query: string,
  namesOf: (country: Country) => readonly string[],
): Country[] {
  const trimmed = query.trim();
  if (DIALLING_CODE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return countries.filter((country) => country.countryDialingCode.replace(/\D/g, '').startsWith(digits));
  }
  const needle = fold(trimmed).replace(SEPARATORS, ' ');
  const isUnspaced = UNSPACED_SCRIPT.test(needle);
  return countries.filter(
    (country) =>
      fold(country.countryCode).startsWith(needle) ||
      namesOf(country).some((name) => {
        const folded = fold(name);
        if (isUnspaced) return folded.includes(needle);
        // A word starts with the needle: at the start, or after a space, hyphen or bracket.
        return ` ${folded.replace(SEPARATORS, ' ')}`.includes(` ${needle}`);
      }),
  );
}
