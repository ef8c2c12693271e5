import { describe, expect, it } from 'vitest';
import { initialCountryCode, mobileNumber, pickedCountry } from './mobile-number';

const countries = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
];

describe('mobile numbers with a dialling code', () => {
  it('picks the country by its code, so countries that share a dialling code stay apart', () => {
    expect(pickedCountry(countries, 'CA')).toEqual({ countryCode: 'CA', countryDialingCode: '1' });
  });

  it('falls back to the first country, which is what the picker shows', () => {
    expect(pickedCountry(countries, '')).toEqual(countries[0]);
    expect(pickedCountry(countries, 'XX')).toEqual(countries[0]);
    expect(pickedCountry([], 'MY')).toBeUndefined();
  });

  it('starts with the first wanted country the list has', () => {
    expect(initialCountryCode(countries, undefined, 'SG')).toBe('SG');
    expect(initialCountryCode(countries, 'XX', 'US')).toBe('US');
    expect(initialCountryCode(countries)).toBe('MY');
    expect(initialCountryCode(undefined, 'SG')).toBe('SG');
  });

  it('builds the payload with the number trimmed and the dialling code of the country seen', () => {
    expect(mobileNumber(countries, ' 123456789 ', 'SG')).toEqual({ mobileNum: '123456789', countryCode: 'SG', countryDialingCode: '65' });
    expect(mobileNumber([], '123', 'MY')).toEqual({ mobileNum: '123', countryCode: 'MY', countryDialingCode: '' });
  });
});
