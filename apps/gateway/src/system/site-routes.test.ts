import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCode, customerService, domainRoute, routers, siteConfig, whitelabel } from '@platform/api/contract';
import { ERROR_CODE } from '@platform/api/contract';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { hostOf } from './host';
import { encryptServiceLink } from './service-link-encrypter';
import { placeAddress } from './visitor-country';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('whitelabel and routers', () => {
  it('answers each merchant its own feature tree', async () => {
    const royal = await callGateway(gateway.app, whitelabel, {});
    const jade = await callGateway(gateway.app, whitelabel, {}, { merchantCode: 'DEMO_JADE' });
    expect(royal.statusCode).toBe(200);
    const freePlay = (tree: typeof royal.body.value) => tree.find((node) => node.modId === 'LOGIN')?.childrenNodes.find((node) => node.modId === 'FREE_PLAY')?.enabled;
    expect(freePlay(royal.body.value)).toBe('1');
    expect(freePlay(jade.body.value)).toBe('0');
  });

  it('lists the brand domains, local hosts included, and its resources', async () => {
    const answer = await callGateway(gateway.app, routers, {}, { merchantCode: 'DEMO_JADE' });
    expect(answer.body.value.domainList).toEqual(expect.arrayContaining(['jade-palace.example', 'localhost', '127.0.0.1']));
    expect(answer.body.value.domainList).not.toContain('royal-lotto.example');
    expect(answer.body.value.resources).toContainEqual(expect.objectContaining({ resourceType: 'LINE' }));
  });

  it('refuses an unknown merchant', async () => {
    const answer = await callGateway(gateway.app, routers, {}, { merchantCode: 'NOPE' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.merchantUnknown);
  });
});

describe('domainRoute', () => {
  it.each([
    ['localhost:5173', true],
    ['127.0.0.1:8080', true],
    ['https://WWW.Royal-Lotto.example:8443/#/home', true],
    ['royal-lotto.example.', true],
    ['jade-palace.example', false],
    ['evil.example', false],
    ['localhost.evil.example', false],
  ])('%s is valid for royal: %s', async (domain, valid) => {
    const answer = await callGateway(gateway.app, domainRoute, { domain });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ valid, redirectUrl: null });
  });

  it('sends an old domain on to the new one', async () => {
    const answer = await callGateway(gateway.app, domainRoute, { domain: 'royallotto88.example:80' });
    expect(answer.body.value).toEqual({ valid: false, redirectUrl: 'https://www.royal-lotto.example' });
  });

  it('needs the domain', async () => {
    const answer = await callGateway(gateway.app, domainRoute, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain('domain');
  });

  it('reads hosts from what sites send', () => {
    expect(hostOf('[::1]:5173')).toBe('::1');
    expect(hostOf('user@Host.example:1/x')).toBe('host.example');
    expect(hostOf('   ')).toBeNull();
    expect(hostOf('bad host!')).toBeNull();
  });
});

describe('siteConfig', () => {
  it('differs between the two demo brands', async () => {
    const royal = (await callGateway(gateway.app, siteConfig, {})).body.value;
    const jade = (await callGateway(gateway.app, siteConfig, {}, { merchantCode: 'DEMO_JADE' })).body.value;
    expect(royal).toEqual({
      currencySymbol: 'P',
      contractEnabled: true,
      salaryTypes: { daily: true, hourly: true, realtime: true },
      consolidatedSalary: true,
      creditMode: false,
      languages: ['MS', 'EN', 'CN'],
    });
    expect(jade.contractEnabled).toBe(false);
    expect(jade.salaryTypes).toEqual({ daily: true, hourly: false, realtime: false });
    expect(jade.languages).toEqual(['MS', 'EN', 'CN']);
  });

  it('answers the default currency P for a merchant without a site row', async () => {
    await gateway.db.query(`insert into merchant (code, name, brand) values ('BARE', 'Bare', 'bare') on conflict do nothing`);
    const answer = await callGateway(gateway.app, siteConfig, {}, { merchantCode: 'BARE' });
    expect(answer.body.value.currencySymbol).toBe('P');
    expect(answer.body.value.contractEnabled).toBe(false);
  });
});

describe('countryCode', () => {
  it('places a public address of the region', async () => {
    const answer = await callGateway(gateway.app, countryCode, {}, { remoteAddress: '113.161.2.3' });
    expect(answer.body.value.countryCode).toBe('VN');
    expect((await callGateway(gateway.app, countryCode, {}, { remoteAddress: '::ffff:175.139.1.1' })).body.value.countryCode).toBe('MY');
  });

  it('answers the merchant default for loopback and private addresses, or null without one', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1']) {
      expect((await callGateway(gateway.app, countryCode, {}, { remoteAddress })).body.value.countryCode, remoteAddress).toBe('MY');
      expect((await callGateway(gateway.app, countryCode, {}, { remoteAddress, merchantCode: 'DEMO_JADE' })).body.value.countryCode).toBeNull();
    }
  });

  it('answers null for a public address it cannot place', async () => {
    expect((await callGateway(gateway.app, countryCode, {}, { remoteAddress: '203.0.113.9' })).body.value.countryCode).toBeNull();
    expect(placeAddress('2001:db8::1')).toEqual({ kind: 'public', countryCode: null });
  });

  it('lists about twenty dialling codes of the region with ISO codes', async () => {
    const { countries } = (await callGateway(gateway.app, countryCode, {})).body.value;
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(countries[0]).toEqual({ countryCode: 'MY', countryDialingCode: '60' });
    expect(countries).toContainEqual({ countryCode: 'SG', countryDialingCode: '65' });
    for (const country of countries) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.countryDialingCode).toMatch(/^\d{1,4}$/);
    }
    expect(new Set(countries.map((country) => country.countryCode)).size).toBe(countries.length);
  });
});

describe('customerService', () => {
  it('answers value.version.pathList with an encrypted type 3 link', async () => {
    const answer = await callGateway(gateway.app, customerService, {});
    const { pathList } = answer.body.value.version;
    expect(pathList).toContainEqual({ type: '1', path: 'https://chat.example/royal-lotto' });
    const encrypted = pathList.find((entry) => entry.type === '3');
    expect(encrypted?.path).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(encrypted?.path).not.toContain('chat.example');
  });

  it('encrypts with the scheme @platform/api decrypts (the same vector as its test)', () => {
    const iv = Uint8Array.from({ length: 12 }, (_, index) => index);
    expect(encryptServiceLink('https://chat.example/royal-lotto/secure?channel=web', 'DEMO_ROYAL', iv)).toBe(
      'AAECAwQFBgcICQoL0WHzgeLEIl5poyckJCuy19g_y3Xw_c3SVIIfU1We88P-C7sVGYh4qBWWS0n17tq9Pm9vY-iESRfpyMbvBYlAR9wtPg',
    );
  });

  it('encrypts each answer with a fresh IV', async () => {
    const first = (await callGateway(gateway.app, customerService, {}, { merchantCode: 'DEMO_JADE' })).body.value.version.pathList;
    const second = (await callGateway(gateway.app, customerService, {}, { merchantCode: 'DEMO_JADE' })).body.value.version.pathList;
    expect(first.find((entry) => entry.type === '3')?.path).not.toBe(second.find((entry) => entry.type === '3')?.path);
  });
});
