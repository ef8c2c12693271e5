import type { Country } from '../CountryCodePicker/country';

/** Countries as the server's country-code call lists them, for stories and tests. */
export const DEMO_COUNTRIES: Country[] = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'MO', countryDialingCode: '853' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'KH', countryDialingCode: '855' },
  { countryCode: 'MM', countryDialingCode: '95' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'AU', countryDialingCode: '61' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
  { countryCode: 'GB', countryDialingCode: '44' },
];

/** No real flags offline: this host never resolves, so every flag falls back to hidden. */
export const DEMO_IMAGE_HOST = 'https://img.example.invalid';
