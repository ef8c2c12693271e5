import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { CipherGCMTypes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicKey, successEnvelope } from '@platform/api/contract';
import type { EncryptedPayload, Envelope, GatewayPublicKey } from '@platform/api/contract';
import { createApiClient, defineCall, encryptPayload, importGatewayPublicKey } from '@platform/api';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';
import { runMigrations } from '../db/migrate';
import { MAX_PLAINTEXT_BYTES, PLAINTEXT_REFUSED, UNDECRYPTABLE, UNKNOWN_KID } from './decrypt-payload';
import { GATEWAY_KEY_BITS, keyIdOf, loadGatewayKeys } from './gateway-keys';

const ECHO = '/test/encrypted/echo';
const LOGIN = '/test/encrypted/login';

interface LoginBody {
  username: string;
  password: string;
}

/** The gateway plus two encrypted test routes, as issue 7's routes will use the helper. */
function buildTestApp(db: PGlite): FastifyInstance {
  const app = buildApp({ db });
  // A plugin, as the domains' routes are: the crypto plugin has decorated the app by the time it loads.
  app.register(async (routes) => {
    routes.post(ECHO, { preValidation: routes.decryptBody }, async (request) => successEnvelope(request.body));
    routes.post<{ Body: LoginBody }>(
      LOGIN,
      {
        preValidation: routes.decryptBody,
        schema: {
          body: {
            type: 'object',
            required: ['username', 'password'],
            additionalProperties: false,
            properties: { username: { type: 'string', minLength: 3 }, password: { type: 'string', minLength: 6 } },
          },
        },
      },
      async (request) => successEnvelope({ welcome: request.body.username }),
    );
  });
  return app;
}

async function fetchPublicKey(app: FastifyInstance): Promise<GatewayPublicKey> {
  const response = await app.inject({ method: 'GET', url: publicKey.path });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<GatewayPublicKey>>().value;
}

/** What the web client will do: fetch the key through the route, import it, encrypt. */
async function encryptFor(app: FastifyInstance, body: unknown): Promise<EncryptedPayload> {
  const published = await fetchPublicKey(app);
  return encryptPayload(body, { kid: published.kid, cryptoKey: await importGatewayPublicKey(published) });
}

/** An envelope built with node:crypto instead, for payloads the client would never make. */
function craft(
  published: GatewayPublicKey,
  plaintext: Buffer,
  { aesKey = randomBytes(32), oaepHash = 'sha256' }: { aesKey?: Buffer; oaepHash?: string } = {},
): EncryptedPayload {
  const rsa = createPublicKey({ key: Buffer.from(published.spki, 'base64'), format: 'der', type: 'spki' });
  const iv = randomBytes(12);
  const cipher = createCipheriv(`aes-${aesKey.length * 8}-gcm` as CipherGCMTypes, aesKey, iv);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return {
    v: 1,
    kid: published.kid,
    key: publicEncrypt({ key: rsa, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, aesKey).toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  };
}

function flipBit(base64: string, byteIndex: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const index = (byteIndex + bytes.length) % bytes.length;
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

async function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as object });
}

function badRequest(message: string | RegExp) {
  return { success: false, code: 'BAD_REQUEST', value: null, message: typeof message === 'string' ? message : expect.stringMatching(message) };
}

let db: PGlite;
let app: FastifyInstance;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  app = buildTestApp(db);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /wps/system/publicKey', () => {
  it('publishes an RSA-OAEP-256 key of 3072 bits in the platform envelope', async () => {
    const response = await app.inject({ method: 'GET', url: publicKey.path });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<GatewayPublicKey>>();
    expect(body).toMatchObject({ success: true, message: null, code: null });
    expect(Object.keys(body.value).sort()).toEqual(['alg', 'kid', 'spki']);
    expect(body.value.alg).toBe('RSA-OAEP-256');
    const spki = Buffer.from(body.value.spki, 'base64');
    expect(body.value.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.value.kid).toBe(keyIdOf(spki));
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(GATEWAY_KEY_BITS);
    expect(response.body).not.toContain('PRIVATE');
  });

  it('is created once and kept in the database', async () => {
    const published = await fetchPublicKey(app);
    const rows = await db.query<{ kid: string }>('select kid from gateway_key');
    expect(rows.rows).toEqual([{ kid: published.kid }]);
    expect(await fetchPublicKey(buildApp({ db }))).toEqual(published);
  });
});

describe('encrypted bodies through app.decryptBody', () => {
  it.each([
    [{ username: 'player01', password: 'S3cret!pässwörd 🔐', captcha: '4821' }],
    [{ nested: { list: [1, 2.5, null, true, 'x'] }, empty: {} }],
    [[1, 2, 3]],
    ['a string'],
    [42],
    [null],
  ])('decrypts %j back into the same JSON', async (input) => {
    const response = await post(app, ECHO, await encryptFor(app, input));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(successEnvelope(input));
  });

  it('decrypts a body of the largest accepted size', async () => {
    const input = { blob: 'x'.repeat(MAX_PLAINTEXT_BYTES - 20) };
    expect(JSON.stringify(input).length).toBeLessThanOrEqual(MAX_PLAINTEXT_BYTES);
    const response = await post(app, ECHO, await encryptFor(app, input));
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<unknown>>().value).toEqual(input);
  });

  it('validates the decrypted body against the route schema', async () => {
    const ok = await post(app, LOGIN, await encryptFor(app, { username: 'player01', password: 'secret1' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(successEnvelope({ welcome: 'player01' }));

    const short = await post(app, LOGIN, await encryptFor(app, { username: 'pl', password: 'secret1' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(badRequest(/^Invalid body field "username": .*3/));
  });

  it.each([
    ['a plaintext object', { username: 'player01', password: 'secret1' }],
    ['a plaintext array', [1, 2]],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['a text/plain body', 'v=1'],
    ['no body', undefined],
  ])('refuses %s on an encrypted route', async (name, payload) => {
    const contentType = name === 'a text/plain body' ? 'text/plain' : 'application/json';
    const response =
      typeof payload === 'object' || payload === undefined
        ? await app.inject({ method: 'POST', url: LOGIN, payload })
        : await app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(PLAINTEXT_REFUSED));
  });
});

describe('a bad envelope gets a 400 with a message, never a 500', () => {
  let good: EncryptedPayload;
  let published: GatewayPublicKey;

  beforeAll(async () => {
    published = await fetchPublicKey(app);
    good = await encryptFor(app, { username: 'player01', password: 'secret1' });
  });

  it.each([
    ['data', 0],
    ['data', -1], // the tag's last byte
    ['iv', 0],
    ['iv', 11],
    ['key', 0],
    ['key', -1],
  ] as const)('refuses a flipped bit in %s byte %i', async (field, byte) => {
    const response = await post(app, ECHO, { ...good, [field]: flipBit(good[field], byte) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(UNDECRYPTABLE));
  });

  it('refuses data, iv and key taken from different envelopes', async () => {
    const other = await encryptFor(app, { username: 'player01', password: 'secret1' });
    for (const field of ['data', 'iv', 'key'] as const) {
      const response = await post(app, ECHO, { ...good, [field]: other[field] });
      expect(response.json(), field).toEqual(badRequest(UNDECRYPTABLE));
    }
  });

  it('refuses a key wrapped with another OAEP hash, or an AES key that is not 256 bits', async () => {
    const plaintext = Buffer.from('{"a":1}');
    const control = await post(app, ECHO, craft(published, plaintext));
    expect(control.json()).toEqual(successEnvelope({ a: 1 }));
    for (const envelope of [
      craft(published, plaintext, { oaepHash: 'sha1' }),
      craft(published, plaintext, { aesKey: randomBytes(16) }),
    ]) {
      const response = await post(app, ECHO, envelope);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest(UNDECRYPTABLE));
    }
  });

  it.each([
    ['not UTF-8', Buffer.from([0x22, 0xff, 0xfe, 0x22]), 'The decrypted payload is not UTF-8 text'],
    ['not JSON', Buffer.from('{username: player01}'), 'The decrypted payload is not valid JSON'],
    ['empty', Buffer.alloc(0), 'The decrypted payload is not valid JSON'],
    ['__proto__', Buffer.from('{"a":{"__proto__":{"admin":true}}}'), /forbidden prototype property/],
    ['constructor.prototype', Buffer.from('{"constructor":{"prototype":{"admin":true}}}'), /forbidden prototype/],
  ])('refuses a decrypted payload that is %s', async (_name, plaintext, message) => {
    const response = await post(app, ECHO, craft(published, plaintext));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  it('refuses an unknown key id and says how to recover', async () => {
    const response = await post(app, ECHO, { ...good, kid: 'AAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ...badRequest(UNKNOWN_KID), code: 'ENCRYPTION_KEY_UNKNOWN' });
  });

  it.each([
    [2, 'Unsupported encrypted payload version 2: only 1 is supported'],
    ['1', 'Unsupported encrypted payload version "1": only 1 is supported'],
    [null, 'Unsupported encrypted payload version null: only 1 is supported'],
  ])('refuses the version %j', async (v, message) => {
    const response = await post(app, ECHO, { ...good, v });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  const field = (name: string, problem: string) => `Encrypted payload field "${name}" ${problem}`;
  it.each<[string, (good: EncryptedPayload) => unknown, string]>([
    ['without v', ({ v: _v, ...rest }) => rest, PLAINTEXT_REFUSED],
    ['with an extra field', (good) => ({ ...good, tag: 'AAAA' }), 'Unexpected field "tag" in the encrypted payload'],
    ['without kid', ({ kid: _kid, ...rest }) => rest, field('kid', 'must be a key id of 1 to 64 characters')],
    ['with a numeric kid', (good) => ({ ...good, kid: 7 }), field('kid', 'must be a key id of 1 to 64 characters')],
    ['with a kid too long', (good) => ({ ...good, kid: 'k'.repeat(65) }), field('kid', 'must be a key id of 1 to 64 characters')],
    ['without data', ({ data: _data, ...rest }) => rest, field('data', 'must be a non-empty base64 string')],
    ['with empty data', (good) => ({ ...good, data: '' }), field('data', 'must be a non-empty base64 string')],
    ['with an object iv', (good) => ({ ...good, iv: { bytes: 12 } }), field('iv', 'must be a non-empty base64 string')],
    ['with base64url data', (good) => ({ ...good, data: `${good.data.slice(0, -4)}-_-_` }), field('data', 'is not valid base64')],
    ['with whitespace in key', (good) => ({ ...good, key: ` ${good.key}` }), field('key', 'is not valid base64')],
    ['with a line break in data', (good) => ({ ...good, data: `${good.data.slice(0, 4)}\n${good.data.slice(4)}` }), field('data', 'is not valid base64')],
    ['with unpadded data', (good) => ({ ...good, data: randomBytes(20).toString('base64').replace(/=+$/, '') }), field('data', 'is not valid base64')],
    ['with a 16-byte iv', (good) => ({ ...good, iv: randomBytes(16).toString('base64') }), field('iv', 'must be 12 bytes, got 16')],
    ['with an 11-byte iv', (good) => ({ ...good, iv: randomBytes(11).toString('base64') }), field('iv', 'must be 12 bytes, got 11')],
    ['with a 2048-bit key', (good) => ({ ...good, key: randomBytes(256).toString('base64') }), field('key', 'must be 384 bytes, got 256')],
    ['with data shorter than a tag', (good) => ({ ...good, data: randomBytes(15).toString('base64') }), field('data', `must be 16 to ${MAX_PLAINTEXT_BYTES + 16} bytes, got 15`)],
    [
      'with data too long',
      (good) => ({ ...good, data: randomBytes(MAX_PLAINTEXT_BYTES + 17).toString('base64') }),
      field('data', `must be 16 to ${MAX_PLAINTEXT_BYTES + 16} bytes, got ${MAX_PLAINTEXT_BYTES + 17}`),
    ],
  ])('refuses an envelope %s', async (_name, change, message) => {
    const response = await post(app, ECHO, change(good));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  it('answers nearly a megabyte of almost-base64 with a 400 (no regex blow-up)', async () => {
    const response = await post(app, ECHO, { ...good, data: `${'A'.repeat(900_000)}=A` });
    expect(response.json()).toEqual(badRequest(field('data', 'is not valid base64')));
  });
});

describe('the key pair across restarts and processes', () => {
  it('survives a restart on the same database folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-key-'));
    try {
      let database = await openDatabase(dataDir);
      await runMigrations(database);
      let first = buildTestApp(database);
      const before = await fetchPublicKey(first);
      const sealed = await encryptFor(first, { username: 'player01', password: 'secret1' });
      await first.close();
      await database.close();

      database = await openDatabase(dataDir);
      try {
        expect(await runMigrations(database)).toEqual([]);
        first = buildTestApp(database);
        expect(await fetchPublicKey(first)).toEqual(before);
        const response = await post(first, LOGIN, sealed);
        expect(response.json()).toEqual(successEnvelope({ welcome: 'player01' }));
        await first.close();
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps exactly one key when several processes start at once', async () => {
    const fresh = new PGlite();
    try {
      await runMigrations(fresh);
      const [a, b] = await Promise.all([loadGatewayKeys(fresh), loadGatewayKeys(fresh)]);
      expect(b.current.kid).toBe(a.current.kid);
      const rows = await fresh.query('select kid from gateway_key');
      expect(rows.rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses to start with a stored key whose parts disagree', async () => {
    const { current } = await loadGatewayKeys(db);
    const stored = await db.query<{ private_key: string; public_key: string }>(
      'select private_key, public_key from gateway_key where kid = $1',
      [current.kid],
    );
    const row = stored.rows[0];
    if (row === undefined) throw new Error('no stored key');
    await db.query(
      "insert into gateway_key (kid, alg, public_key, private_key) values ('tampered-kid-000', 'RSA-OAEP-256', $1, $2)",
      [row.public_key, row.private_key],
    );
    try {
      await expect(loadGatewayKeys(db)).rejects.toThrow('gateway_key tampered-kid-000: the stored public key or kid');
    } finally {
      await db.query("delete from gateway_key where kid = 'tampered-kid-000'");
    }
    expect((await loadGatewayKeys(db)).current.kid).toBe(current.kid);
  });
});

/** The URL a fetch goes to, without reading (and so using up) a Request's body. */
const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

describe('the @platform/api client encrypting for the gateway', () => {
  const echo = defineCall<{ username: string; password: string }, { username: string; password: string }>({
    method: 'POST',
    path: ECHO,
    auth: false,
    encrypted: true,
  });
  let db: PGlite;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    db = new PGlite();
    await runMigrations(db);
    app = buildTestApp(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("fetches the gateway's key, encrypts the body and gets back what it sent", async () => {
    const requests: string[] = [];
    const client = createApiClient({
      baseUrl,
      merchantCode: 'DEMO_ROYAL',
      getLanguage: () => 'en',
      encrypt: 'gateway',
      fetch: (input, init) => {
        requests.push(urlOf(input));
        return fetch(input, init);
      },
    });
    const body = { username: 'player01', password: 'secret88 with spaces and 中文' };
    await expect(client.call(echo, body)).resolves.toEqual(body);
    await expect(client.call(echo, body)).resolves.toEqual(body);
    // The key is fetched once and kept for the session.
    expect(requests.filter((url) => url.includes(publicKey.path))).toHaveLength(1);
  });

  it('fetches the key again and retries once when the gateway no longer knows the key used', async () => {
    const published = await fetchPublicKey(app);
    let keyFetches = 0;
    const client = createApiClient({
      baseUrl,
      merchantCode: 'DEMO_ROYAL',
      getLanguage: () => 'en',
      encrypt: 'gateway',
      fetch: async (input, init) => {
        if (!urlOf(input).includes(publicKey.path)) return fetch(input, init);
        keyFetches += 1;
        // The first answer names a key the gateway does not have (as after a rotation).
        const kid = keyFetches === 1 ? 'AAAAAAAAAAAAAAAA' : published.kid;
        return Response.json(successEnvelope({ ...published, kid }));
      },
    });
    await expect(client.call(echo, { username: 'player01', password: 'secret88' })).resolves.toEqual({
      username: 'player01',
      password: 'secret88',
    });
    expect(keyFetches).toBe(2);
  });
});
