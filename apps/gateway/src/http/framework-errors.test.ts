import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeErrors } from './envelope-errors';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';
import { answerFrameworkError } from './framework-errors';

describe('errors Fastify meets before routing', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ frameworkErrors: answerFrameworkError });
    await app.register(securityHeaders);
    await app.register(envelopeErrors);
    app.get('/wps/items/:name', async () => ({ success: true, message: null, code: null, value: null }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answer a URL with bad percent-encoding with the 400 envelope and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/items/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Malformed URL: its percent-encoding is not valid',
      value: null,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
