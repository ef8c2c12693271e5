import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@platform/api/contract';
import { DEV_REQUESTS } from '../test/dev-requests';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { isLoopbackHost } from './local-only';

describe('isLoopbackHost', () => {
  it('knows 127.0.0.0/8, ::1 and localhost, in their usual spellings', () => {
    for (const host of ['127.0.0.1', '127.255.0.9', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost', 'LocalHost']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('refuses every other address and name', () => {
    for (const host of ['0.0.0.0', '::', '128.0.0.1', '10.0.0.1', '::ffff:10.0.0.1', '::2', 'localhost.example', '127.0.0.1.example', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the dev-mode routes', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // Even believing every proxy hop, a forwarded request is not one from this machine.
    gateway = await createTestGateway({ devMode: true, trustProxy: 1 });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('answer requests from this machine, over IPv4 or IPv6 loopback', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const request of DEV_REQUESTS) {
        const response = await gateway.app.inject({ ...request, remoteAddress });
        expect(response.statusCode, `${request.url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it('answer 404 to any other address, as if they did not exist', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      for (const request of DEV_REQUESTS) {
        const response = await gateway.app.inject({ ...request, remoteAddress });
        expect(response.statusCode, `${request.url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
      }
    }
  });

  it('answer 404 to a request a proxy relayed over loopback, and to a claimed loopback X-Forwarded-For', async () => {
    const relayed = [
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } },
      { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ];
    for (const from of relayed) {
      for (const request of DEV_REQUESTS) {
        const response = await gateway.app.inject({ ...request, ...from });
        expect(response.statusCode, `${request.url} ${JSON.stringify(from)}`).toBe(404);
      }
    }
  });
});
