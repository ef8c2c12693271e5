import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ERROR_CODE, freePlayLogin, login } from '@platform/api/contract';
import { loadConfig } from '../config';
import { callGateway, createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { fastifyTrustProxy } from './trust-proxy';

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '203.0.113.8';

/** A request as the proxy relays it: the client's own X-Forwarded-For with the proxy's entry appended. */
function viaProxy(clientWrote: string | null, client = CLIENT) {
  return { remoteAddress: PROXY, headers: { 'x-forwarded-for': clientWrote === null ? client : `${clientWrote}, ${client}` } };
}

/** What a gateway configured with TRUST_PROXY=`trustProxyEnv` takes for the client's address and protocol. */
async function clientSeen(trustProxyEnv: string, remoteAddress: string, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trustProxyEnv }).trustProxy) });
  app.get('/client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const response = await app.inject({ method: 'GET', url: '/client', remoteAddress, headers });
  await app.close();
  return response.json<{ ip: string; protocol: string }>();
}

async function clientAddressSeen(trustProxyEnv: string, remoteAddress: string, forwardedFor: string): Promise<string> {
  return (await clientSeen(trustProxyEnv, remoteAddress, { 'x-forwarded-for': forwardedFor })).ip;
}

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('is the address the nearest proxies appended, whatever the client prepended', async () => {
    expect(await clientAddressSeen('1', PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await clientAddressSeen('1', PROXY, `6.6.6.6, 7.7.7.7, ${CLIENT}`)).toBe(CLIENT);
    // Two proxies: the second (nearest) appended the first one's address, the first the client's.
    expect(await clientAddressSeen('2', PROXY, `6.6.6.6, ${CLIENT}, 10.0.0.1`)).toBe(CLIENT);
    expect(await clientAddressSeen(PROXY, PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await clientAddressSeen('10.0.0.0/24', PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy, or when no proxy is trusted', async () => {
    expect(await clientAddressSeen(PROXY, OTHER_CLIENT, '6.6.6.6')).toBe(OTHER_CLIENT);
    expect(await clientAddressSeen('0', OTHER_CLIENT, '6.6.6.6')).toBe(OTHER_CLIENT);
  });

  it('takes HTTPS from the trusted proxy\'s X-Forwarded-Proto (for HSTS), and from no one else', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    expect((await clientSeen('1', PROXY, tls)).protocol).toBe('https');
    expect((await clientSeen(PROXY, PROXY, tls)).protocol).toBe('https');
    expect((await clientSeen(PROXY, OTHER_CLIENT, tls)).protocol).toBe('http');
    expect((await clientSeen('0', PROXY, tls)).protocol).toBe('http');
  });
});

describe('per-address limits behind one trusted proxy', () => {
  let gateway: TestGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  for (const trustProxy of ['1', PROXY]) {
    it(`count failed logins against the address the proxy appended (TRUST_PROXY=${trustProxy})`, async () => {
      gateway = await createTestGateway({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
      const app = gateway.app;
      const failed = await callGateway(app, login, { type: 'username', username: 'player03', password: 'wrong-password' }, viaProxy('198.51.100.1'));
      expect(failed.body.code).toBe(ERROR_CODE.badCredentials);

      // The same client, another account, another made-up X-Forwarded-For: its address failed already.
      const spoofed = await callGateway(app, login, { type: 'username', username: 'player04', password: 'player123' }, viaProxy('198.51.100.2'));
      expect(spoofed.body).toMatchObject({ code: ERROR_CODE.captchaRequired, value: { captcha: true } });
      const bare = await callGateway(app, login, { type: 'username', username: 'player04', password: 'player123' }, viaProxy(null));
      expect(bare.body.code).toBe(ERROR_CODE.captchaRequired);

      // Another client behind the same proxy has failed nothing.
      const other = await callGateway(app, login, { type: 'username', username: 'player04', password: 'player123' }, viaProxy(null, OTHER_CLIENT));
      expect(other.statusCode).toBe(200);
    });
  }

  it('refuse the same client past the free-play limit whatever X-Forwarded-For it prepends', async () => {
    gateway = await createTestGateway({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    const input = { os: 'Linux', platform: 'web', gatewayVersion: 3 };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await callGateway(gateway.app, freePlayLogin, input, viaProxy(`198.51.100.${attempt}`));
      expect(answer.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const refused = await callGateway(gateway.app, freePlayLogin, input, viaProxy('198.51.100.99'));
    expect(refused.statusCode).toBe(429);
    expect(refused.body.code).toBe(ERROR_CODE.tooManyRequests);
    expect((await callGateway(gateway.app, freePlayLogin, input, viaProxy(null, OTHER_CLIENT))).statusCode).toBe(200);
  });

  it('count a request straight from an untrusted address against that address, not its X-Forwarded-For', async () => {
    gateway = await createTestGateway({ trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy });
    const app = gateway.app;
    const direct = '198.51.100.50';
    const failed = await callGateway(app, login, { type: 'username', username: 'player03', password: 'wrong-password' }, {
      remoteAddress: direct,
      headers: { 'x-forwarded-for': CLIENT },
    });
    expect(failed.body.code).toBe(ERROR_CODE.badCredentials);
    // The address it named has failed nothing; the one it came from has.
    expect((await callGateway(app, login, { type: 'username', username: 'player04', password: 'player123' }, viaProxy(null))).statusCode).toBe(200);
    const again = await callGateway(app, login, { type: 'username', username: 'player01', password: 'player123' }, {
      remoteAddress: direct,
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(again.body.code).toBe(ERROR_CODE.captchaRequired);
  });
});
