import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatus } from '@platform/api/contract';
import { seedMerchantSites } from '../seed/system/merchant-sites';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { envelopeErrors } from './envelope-errors';
import {
  API_CONTENT_SECURITY_POLICY,
  FILE_CONTENT_SECURITY_POLICY,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  securityHeaders,
} from './security-headers';
import { webApp } from './web-dist';

// MDN's example: the hash of the script `alert('Hello, world.');`.
const HELLO_SCRIPT = "alert('Hello, world.');";
const HELLO_HASH = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(' ')[0]!, part.slice(part.indexOf(' ') + 1)]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips scripts with a src and empty ones', () => {
    const html = `<!doctype html><head>
      <script>${HELLO_SCRIPT}</script>
      <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
      <script SRC='/x.js'>ignored()</script>
      <script></script>
      <script type="module">import('/a.js')</script></head>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(HELLO_HASH);
    expect(hashes[1]).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('the security headers', () => {
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), `<!doctype html><title>Site</title><script>${HELLO_SCRIPT}</script>`);
    await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
    // Trusting the proxy, as TRUST_PROXY=1 does: X-Forwarded-Proto tells HTTPS.
    app = Fastify({ trustProxy: true });
    await app.register(securityHeaders, { webDist });
    await app.register(envelopeErrors);
    await app.register(webApp, { webDist });
    app.get('/wps/member/thing', async () => ({ success: true, message: null, code: null, value: { balance: 1 } }));
    app.get('/lgw/demo/slot/play', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><script src="/lgw/demo/slot.js" defer></script>'),
    );
    app.get('/lgw/assets/icon.svg', async (_request, reply) => reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    app.get('/wps/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("gives the web app's pages the page policy with the hashes of index.html's inline scripts", async () => {
    for (const url of ['/', '/member/wallet']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expectCommonHeaders(response);
      const policy = directives(response);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe(`'self' '${HELLO_HASH}'`);
      expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      // No `https:`: a notice cannot load a tracking pixel from another host.
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('font-src')).toBe("'self' data:");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('frame-src')).toBe("'self'");
      expect(policy.get('frame-ancestors')).toBe("'self'");
      expect(policy.get('base-uri')).toBe("'self'");
      expect(policy.get('form-action')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves the policy of a cached page alone on a 304 (a reload must not block its scripts)', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const revalidated = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows a rebuilt index.html', async () => {
    const indexFile = path.join(webDist, 'index.html');
    await writeFile(indexFile, '<!doctype html><script>document.documentElement.dataset.theme = "dark"</script>');
    const later = new Date(Date.now() + 60_000);
    await utimes(indexFile, later, later);
    const response = await app.inject({ method: 'GET', url: '/' });
    const [hash] = inlineScriptHashes(response.body);
    expect(hash).toBeDefined();
    expect(directives(response).get('script-src')).toBe(`'self' '${hash}'`);
    expect(directives(response).get('script-src')).not.toContain(HELLO_HASH);
  });

  it('gives other HTML pages (the demo game) the page policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/lgw/demo/slot/play' });
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(directives(response).get('frame-ancestors')).toBe("'self'");
    expectCommonHeaders(response);
  });

  it('locks JSON answers down and keeps the member API out of every cache', async () => {
    for (const url of ['/wps/member/thing', '/wps/no/such/call', '/wps/broken']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectCommonHeaders(response);
    }
  });

  it('gives files the file policy and leaves their caching alone', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(script.headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
    expect(script.headers['cache-control']).toContain('immutable');
    const icon = await app.inject({ method: 'GET', url: '/lgw/assets/icon.svg' });
    expect(icon.headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
    expect(icon.headers['cache-control']).toBeUndefined();
    expectCommonHeaders(icon);
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/wps/member/thing' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ method: 'GET', url: '/wps/member/thing', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('does not believe X-Forwarded-Proto from an untrusted client', async () => {
    const untrusting = Fastify();
    await untrusting.register(securityHeaders);
    untrusting.get('/wps/x', async () => ({}));
    try {
      const response = await untrusting.inject({ method: 'GET', url: '/wps/x', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    } finally {
      await untrusting.close();
    }
  });

  it('builds the page policy without inline scripts', () => {
    expect(pageContentSecurityPolicy()).toContain("script-src 'self';");
    expect(pageContentSecurityPolicy(['sha256-abc='])).toContain("script-src 'self' 'sha256-abc=';");
  });

  it("lets pages load images from the image hosts it is given, and nothing wider", () => {
    expect(pageContentSecurityPolicy([], ['https://img.brand.example', 'https://cdn.brand.example:8443'])).toContain(
      "img-src 'self' data: https://img.brand.example https://cdn.brand.example:8443;",
    );
  });
});

describe("the page policy's image hosts", () => {
  let app: FastifyInstance;
  const asked: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(securityHeaders, {
      pageImageHosts: async (hostname) => {
        asked.push(hostname);
        if (hostname === 'broken.example') throw new Error('database gone');
        return hostname === 'royal-lotto.example' ? ['https://img.royal.example'] : [];
      },
    });
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>x</title>'));
    app.get('/wps/x', async () => ({}));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it("are the site's merchant's on its pages", async () => {
    const royal = await app.inject({ method: 'GET', url: '/page', headers: { host: 'royal-lotto.example' } });
    expect(directives(royal).get('img-src')).toBe("'self' data: https://img.royal.example");
    const other = await app.inject({ method: 'GET', url: '/page', headers: { host: 'other.example' } });
    expect(directives(other).get('img-src')).toBe("'self' data:");
  });

  it('are not looked up for JSON answers', async () => {
    asked.length = 0;
    const response = await app.inject({ method: 'GET', url: '/wps/x', headers: { host: 'royal-lotto.example' } });
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(asked).toEqual([]);
  });

  it('fall back to none when they cannot be read, and the page is still served', async () => {
    const response = await app.inject({ method: 'GET', url: '/page', headers: { host: 'broken.example' } });
    expect(response.statusCode).toBe(200);
    expect(directives(response).get('img-src')).toBe("'self' data:");
  });
});

describe("the gateway's page policy", () => {
  let gateway: TestGateway;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'security-headers-gateway-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Site</title>');
    gateway = await createTestGateway({ seed: 'merchants', webDist });
    await seedMerchantSites(gateway.db);
    await gateway.db.query(`update system_setting set value = $1::jsonb where merchant_code = 'DEMO_ROYAL' and key = 'imageCDNs'`, [
      JSON.stringify(['/lgw/assets', 'https://img.royal.example/brand']),
    ]);
  });

  afterAll(async () => {
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("lets the site's pages load images from this origin, data: and the merchant's image hosts only", async () => {
    const imageSources = async (host: string) =>
      directives(await gateway.app.inject({ method: 'GET', url: '/promotions', headers: { host } })).get('img-src');
    expect(await imageSources('www.royal-lotto.example')).toBe("'self' data: https://img.royal.example");
    // Jade keeps the demo's image host, the gateway itself.
    expect(await imageSources('jade-palace.example')).toBe("'self' data:");
  });
});

describe('the security headers of the gateway', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await createTestGateway({ seed: 'merchants' });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('are on its answers and its errors', async () => {
    for (const url of [`${systemStatus.path}?merchantCode=DEMO_ROYAL&url=localhost`, '/wps/no/such/call', '/nowhere']) {
      const response = await gateway.app.inject({ method: 'GET', url });
      expectCommonHeaders(response);
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
    }
    const member = await gateway.app.inject({ method: 'GET', url: `${systemStatus.path}?merchantCode=DEMO_ROYAL&url=localhost` });
    expect(member.headers['cache-control']).toBe('no-store');
  });
});
