import { describe, expect, it } from 'vitest';
import type { Country } from './country';
import { countryName } from './country-names';
import { filterCountries } from './filter-countries';

const COUNTRIES: Country[] = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'CA', countryDialingCode: '1' },
];
const NAMES: Record<string, string[]> = {
  MY: ['Malaysia'],
  VN: ['Việt Nam', 'Vietnam'],
  HK: ['中国香港特别行政区', 'Hong Kong SAR China'],
  CN: ['中国', 'China'],
  US: ['Amerika Syarikat', 'United States'],
  CA: ['Kanada', 'Canada'],
};
const codes = (query: string) =>
  filterCountries(COUNTRIES, query, (country) => NAMES[country.countryCode] ?? []).map((country) => country.countryCode);

describe('filterCountries', () => {
  it('keeps every country, in order, for an empty query or a lone "+"', () => {
    expect(codes('')).toEqual(['MY', 'VN', 'HK', 'CN', 'US', 'CA']);
    expect(codes(' + ')).toEqual(['MY', 'VN', 'HK', 'CN', 'US', 'CA']);
  });

  it('matches dialling codes by their first digits, with or without "+"', () => {
    expect(codes('8')).toEqual(['VN', 'HK', 'CN']);
    expect(codes('+85')).toEqual(['HK']);
    expect(codes('1')).toEqual(['US', 'CA']);
    expect(codes('601')).toEqual([]);
  });

  it('matches country codes by their start', () => {
    expect(codes('hk')).toEqual(['HK']);
    expect(codes('C')).toEqual(['HK', 'CN', 'CA']);
  });

  it('matches the start of any word of a name, ignoring case and accents', () => {
    expect(codes('viet')).toEqual(['VN']);
    expect(codes('NAM')).toEqual(['VN']);
    expect(codes('china')).toEqual(['HK', 'CN']);
    expect(codes('states')).toEqual(['US']);
    expect(codes('ates')).toEqual([]);
    expect(codes('hong  kong')).toEqual(['HK']);
  });

  it('matches any part of a Chinese name', () => {
    expect(codes('香港')).toEqual(['HK']);
    expect(codes('中国')).toEqual(['HK', 'CN']);
  });
});

describe('countryName', () => {
  it('names a country in the language asked, or gives back its code', () => {
    expect(countryName('MY', 'zh')).toBe('马来西亚');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('XK', 'en')).not.toBe('');
    expect(countryName('AA', 'en')).toBe('AA');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
