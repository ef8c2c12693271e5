import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMerchantSites } from '../seed/system/merchant-sites';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { imageHostOrigins, loadImageHosts, loadPageImageHosts } from './image-hosts';

describe('imageHostOrigins', () => {
  it("gives the origins of a merchant's absolute image hosts", () => {
    expect(
      imageHostOrigins([
        '/lgw/assets',
        'https://img.royal.example/brand/',
        'HTTPS://CDN.Royal.example:8443/x',
        'http://old-cdn.royal.example',
        '//cdn2.royal.example/images',
        'https://img.royal.example/other',
      ]),
    ).toEqual(['https://img.royal.example', 'https://cdn.royal.example:8443', 'http://old-cdn.royal.example', 'https://cdn2.royal.example']);
  });

  it('ignores what is not an http(s) host, or could not be written into a policy', () => {
    expect(
      imageHostOrigins([
        'ftp://files.example',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'img.royal.example',
        'https://a;b.example',
        "https://x.example'",
        'https://',
        42,
        null,
      ]),
    ).toEqual([]);
    expect(imageHostOrigins('https://img.royal.example')).toEqual([]);
    expect(imageHostOrigins(undefined)).toEqual([]);
  });
});

describe('the image hosts stored per merchant', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await createTestGateway({ seed: 'merchants' });
    await seedMerchantSites(gateway.db);
    const setHosts = (merchantCode: string, hosts: string[]) =>
      gateway.db.query(`update system_setting set value = $2::jsonb where merchant_code = $1 and key = 'imageCDNs'`, [merchantCode, JSON.stringify(hosts)]);
    await setHosts('DEMO_ROYAL', ['/lgw/assets', 'https://img.royal.example']);
    await setHosts('DEMO_JADE', ['https://img.jade.example/brand']);
  });

  afterAll(async () => {
    await gateway.close();
  });

  it("are one merchant's", async () => {
    expect(await loadImageHosts(gateway.db, 'DEMO_ROYAL')).toEqual(['https://img.royal.example']);
    expect(await loadImageHosts(gateway.db, 'NO_SUCH_MERCHANT')).toEqual([]);
  });

  it("are, for a page, those of the merchants whose domain it is, or every merchant's", async () => {
    expect(await loadPageImageHosts(gateway.db, 'www.royal-lotto.example')).toEqual(['https://img.royal.example']);
    expect(await loadPageImageHosts(gateway.db, 'Jade-Palace.example:8443')).toEqual(['https://img.jade.example']);
    expect((await loadPageImageHosts(gateway.db, 'unknown.example')).sort()).toEqual(['https://img.jade.example', 'https://img.royal.example']);
    // Both demo brands answer on localhost.
    expect((await loadPageImageHosts(gateway.db, 'localhost')).sort()).toEqual(['https://img.jade.example', 'https://img.royal.example']);
  });
});
