import { isIP } from 'node:net';
import type { Country } from '@platform/api/contract';

/** The dialling codes of the region the brands serve, for the picker; Malaysia first. */
export const REGION_COUNTRIES: readonly Country[] = [
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'BN', countryDialingCode: '673' },
  { countryCode: 'KH', countryDialingCode: '855' },
  { countryCode: 'LA', countryDialingCode: '856' },
  { countryCode: 'MM', countryDialingCode: '95' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'MO', countryDialingCode: '853' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'KR', countryDialingCode: '82' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'LK', countryDialingCode: '94' },
  { countryCode: 'NP', countryDialingCode: '977' },
  { countryCode: 'AU', countryDialingCode: '61' },
];

/**
 * A few large national IPv4 allocations (APNIC), enough for the demo to place visitors of the
 * region. This is not a GeoIP database: a production gateway reads the country from its CDN's
 * header or a maintained database instead.
 */
const NATIONAL_RANGES: ReadonlyArray<readonly [cidr: string, countryCode: string]> = [
  ['175.136.0.0/13', 'MY'],
  ['60.48.0.0/13', 'MY'],
  ['116.14.0.0/15', 'SG'],
  ['171.96.0.0/13', 'TH'],
  ['36.64.0.0/11', 'ID'],
  ['49.144.0.0/13', 'PH'],
  ['113.160.0.0/11', 'VN'],
  ['114.240.0.0/12', 'CN'],
  ['218.102.0.0/16', 'HK'],
  ['114.32.0.0/12', 'TW'],
  ['126.0.0.0/8', 'JP'],
  ['121.128.0.0/10', 'KR'],
  ['117.192.0.0/10', 'IN'],
  ['1.120.0.0/13', 'AU'],
];

/** Addresses that say nothing about where a visitor is. */
const UNPLACEABLE_V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16'];

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inCidr(ip: number, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = ipv4ToNumber(base);
  return ip >= start && ip < start + size;
}

export type IpPlace = { kind: 'local' } | { kind: 'public'; countryCode: string | null };

/** Where an address is: local (loopback, private, link-local) or public with its country when known. */
export function placeAddress(address: string): IpPlace {
  let ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) ip = mapped[1];
  const version = isIP(ip);
  if (version === 4) {
    const value = ipv4ToNumber(ip);
    if (UNPLACEABLE_V4.some((cidr) => inCidr(value, cidr))) return { kind: 'local' };
    const found = NATIONAL_RANGES.find(([cidr]) => inCidr(value, cidr));
    return { kind: 'public', countryCode: found?.[1] ?? null };
  }
  if (version === 6) {
    if (ip === '::1' || ip === '::' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip)) return { kind: 'local' };
    return { kind: 'public', countryCode: null };
  }
  return { kind: 'local' };
}

/** The visitor's country: from the address when public, else the merchant's default (null without one). */
export function visitorCountry(address: string, merchantDefault: string | null): string | null {
  const place = placeAddress(address);
  return place.kind === 'local' ? merchantDefault : place.countryCode;
}
