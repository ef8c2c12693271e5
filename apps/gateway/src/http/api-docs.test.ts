import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '@platform/api/contract';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { API_DOCS_PATH } from './api-docs';

interface OpenApiOperation {
  tags?: string[];
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

describe('the OpenAPI document', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await createTestGateway({ seed: 'merchants', devMode: true });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('lists every call of the contract with its method, path, domain and the schema of its 200 answer', () => {
    const document: OpenApiDocument = JSON.parse(JSON.stringify(gateway.app.swagger()));
    expect(document.openapi).toMatch(/^3\./);
    for (const [name, call] of Object.entries(CALLS)) {
      // OpenAPI writes path parameters {name}; the contract's paths have none.
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, `${name}: ${call.method} ${call.path}`).toBeDefined();
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.tags, name).toHaveLength(1);
      const answer = operation?.responses?.['200']?.content?.['application/json']?.schema;
      expect(Object.keys(answer?.properties ?? {}), name).toEqual(['success', 'message', 'code', 'value']);
    }
  });

  it('is served with its page at /docs in dev mode, to this machine only', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/`, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const json = await gateway.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json`, remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json<OpenApiDocument>().paths)).toContain(CALLS.login.path);
    const remote = await gateway.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json`, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('/docs without dev mode', () => {
  it('does not exist', async () => {
    const gateway = await createTestGateway({ seed: 'merchants' });
    try {
      for (const url of [API_DOCS_PATH, `${API_DOCS_PATH}/`, `${API_DOCS_PATH}/json`]) {
        expect((await gateway.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(404);
      }
    } finally {
      await gateway.close();
    }
  });
});
