import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCode, systemStatus } from '@platform/api/contract';
import type { Envelope, SystemStatus } from '@platform/api/contract';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

async function imageHost(merchantCode: string): Promise<string | undefined> {
  const response = await gateway.app.inject({ method: 'GET', url: `${systemStatus.path}?merchantCode=${merchantCode}&url=localhost` });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SystemStatus>>().value.imageCDNs[0];
}

/** The flag address as @platform/ui's CountryCodePicker builds it. */
const flagUrl = (host: string, code: string) => `${host.replace(/\/+$/, '')}/COUNTRY_FLAG/${encodeURIComponent(code)}.png`;

describe('the image host of the system status', () => {
  it.each([['DEMO_ROYAL'], ['DEMO_JADE']])('names the gateway own assets for %s, where every listed country has a flag', async (merchantCode) => {
    const host = await imageHost(merchantCode);
    expect(host).toBe('/lgw/assets');
    const countries = (await callGateway(gateway.app, countryCode, {}, { merchantCode })).body.value.countries;
    expect(countries.length).toBeGreaterThan(0);
    for (const { countryCode: code } of countries) {
      const flag = await gateway.app.inject({ method: 'GET', url: flagUrl(host!, code) });
      expect(flag.statusCode, code).toBe(200);
      expect(flag.headers['content-type'], code).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it('falls back to the gateway own assets when a stored setting names no host or is missing', async () => {
    await gateway.db.query("update system_setting set value = '[]'::jsonb where merchant_code = 'DEMO_JADE' and key = 'imageCDNs'");
    expect(await imageHost('DEMO_JADE')).toBe('/lgw/assets');
    await gateway.db.query("delete from system_setting where merchant_code = 'DEMO_JADE' and key = 'imageCDNs'");
    expect(await imageHost('DEMO_JADE')).toBe('/lgw/assets');
  });

  it('keeps a host the merchant stored', async () => {
    await gateway.db.query(
      "update system_setting set value = '[\"https://img.example/royal\"]'::jsonb where merchant_code = 'DEMO_ROYAL' and key = 'imageCDNs'",
    );
    expect(await imageHost('DEMO_ROYAL')).toBe('https://img.example/royal');
  });
});
