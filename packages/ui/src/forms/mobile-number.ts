import type { Country } from '../CountryCodePicker/country';

/** A mobile number as the server takes it: the number with its country and dialling code. */
export interface MobileNumber {
  mobileNum: string;
  countryCode: string;
  countryDialingCode: string;
}

/** The picked country, or the first one (what the picker shows) when none or an unknown one is picked. */
export function pickedCountry(countries: readonly Country[] | undefined, countryCode: string | undefined): Country | undefined {
  return countries?.find((country) => country.countryCode === countryCode) ?? countries?.[0];
}

/** The country a form starts with: the first wanted one the list has (remembered, then default), else the first. */
export function initialCountryCode(countries: readonly Country[] | undefined, ...wanted: (string | undefined)[]): string {
  const candidates = wanted.filter((code): code is string => Boolean(code));
  if (!countries || countries.length === 0) return candidates[0] ?? '';
  return candidates.find((code) => countries.some((country) => country.countryCode === code)) ?? countries[0]!.countryCode;
}

/** The payload for a number typed with the picker: trimmed, with the country the player saw. */
export function mobileNumber(countries: readonly Country[] | undefined, mobileNum: string, countryCode: string): MobileNumber {
  const country = pickedCountry(countries, countryCode);
  return {
    mobileNum: mobileNum.trim(),
    countryCode: country?.countryCode ?? countryCode,
    countryDialingCode: country?.countryDialingCode ?? '',
  };
}
