import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './web-dist';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const PAGE = '<!doctype html><title>Site</title><div id="root"></div>';

describe('the web app served by the gateway', () => {
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    const script = path.join(webDist, 'assets', 'index-abc123.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    await writeFile(path.join(webDist, 'index.html'), PAGE);
    app = Fastify();
    await app.register(webApp, { webDist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the Brotli copy the build wrote when the browser accepts br, cached for good', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers a page route with index.html, revalidated, and an unknown file with the API's 404", async () => {
    const page = await app.inject({ url: '/promotions' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
