import { describe, expect, it } from 'vitest';
import type { GatewayPublicKey } from '../contract/crypto';
import { base64ToBytes, bytesToBase64 } from './base64';
import { encryptPayload, importGatewayPublicKey } from './index';
import type { GatewayEncryptionKey } from './index';

const { subtle } = globalThis.crypto;
const RSA_OAEP_256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function testKeyPair(modulusLength = 2048): Promise<{ published: GatewayPublicKey; privateKey: CryptoKey }> {
  const pair = await subtle.generateKey(
    { ...RSA_OAEP_256, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { published: { kid: 'test-kid', spki, alg: 'RSA-OAEP-256' }, privateKey: pair.privateKey };
}

/** The gateway's side, done here with WebCrypto: unwrap the AES key, then open the data. */
async function decrypt(
  payload: { key: string; iv: string; data: string },
  privateKey: CryptoKey,
): Promise<unknown> {
  const rawKey = await subtle.decrypt(RSA_OAEP_256, privateKey, base64ToBytes(payload.key));
  const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(payload.iv) }, aesKey, base64ToBytes(payload.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

function flipBit(base64: string, byteIndex: number): string {
  const bytes = base64ToBytes(base64);
  bytes[byteIndex] = (bytes[byteIndex] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

const pair = testKeyPair();
async function gatewayKey(): Promise<{ key: GatewayEncryptionKey; privateKey: CryptoKey }> {
  const { published, privateKey } = await pair;
  return { key: { kid: published.kid, cryptoKey: await importGatewayPublicKey(published) }, privateKey };
}

const LOGIN = { username: 'player01', password: 'S3cret!pässwörd 🔐', captcha: '4821', remember: true };

describe('encryptPayload', () => {
  it('produces an envelope the private key opens back into the same JSON', async () => {
    const { key, privateKey } = await gatewayKey();
    const payload = await encryptPayload(LOGIN, key);
    expect(Object.keys(payload).sort()).toEqual(['data', 'iv', 'key', 'kid', 'v']);
    expect(payload.v).toBe(1);
    expect(payload.kid).toBe('test-kid');
    expect(base64ToBytes(payload.iv)).toHaveLength(12);
    expect(base64ToBytes(payload.key)).toHaveLength(256); // one RSA-2048 block
    // The ciphertext is the UTF-8 JSON's length plus the 16-byte tag, and does not contain it.
    expect(base64ToBytes(payload.data)).toHaveLength(new TextEncoder().encode(JSON.stringify(LOGIN)).length + 16);
    expect(JSON.stringify(payload)).not.toContain('player01');
    expect(await decrypt(payload, privateKey)).toEqual(LOGIN);
  });

  it.each([[null], [0], ['text'], [[1, 'two', { three: 3 }]], [{}]])('round-trips the JSON value %j', async (body) => {
    const { key, privateKey } = await gatewayKey();
    expect(await decrypt(await encryptPayload(body, key), privateKey)).toEqual(body);
  });

  it('round-trips a body larger than one base64 chunk', async () => {
    const { key, privateKey } = await gatewayKey();
    const body = { blob: 'x'.repeat(100_000) };
    expect(await decrypt(await encryptPayload(body, key), privateKey)).toEqual(body);
  });

  it('uses a fresh AES key and nonce on every call', async () => {
    const { key, privateKey } = await gatewayKey();
    const payloads = await Promise.all(Array.from({ length: 8 }, () => encryptPayload(LOGIN, key)));
    for (const field of ['key', 'iv', 'data'] as const) {
      expect(new Set(payloads.map((payload) => payload[field])).size, field).toBe(payloads.length);
    }
    const rawKeys = await Promise.all(
      payloads.map(async (payload) =>
        bytesToBase64(new Uint8Array(await subtle.decrypt(RSA_OAEP_256, privateKey, base64ToBytes(payload.key)))),
      ),
    );
    expect(new Set(rawKeys).size).toBe(payloads.length);
    for (const rawKey of rawKeys) expect(base64ToBytes(rawKey)).toHaveLength(32); // AES-256
  });

  it.each([
    ['data', 0],
    ['data', -1], // the tag
    ['iv', 0],
    ['key', 100],
  ] as const)('fails to open when a bit of %s (byte %i) is flipped', async (field, byte) => {
    const { key, privateKey } = await gatewayKey();
    const payload = await encryptPayload(LOGIN, key);
    const length = base64ToBytes(payload[field]).length;
    const tampered = { ...payload, [field]: flipBit(payload[field], (byte + length) % length) };
    await expect(decrypt(tampered, privateKey)).rejects.toThrow();
  });

  it('fails to open with another key pair', async () => {
    const { key } = await gatewayKey();
    const other = await testKeyPair();
    await expect(decrypt(await encryptPayload(LOGIN, key), other.privateKey)).rejects.toThrow();
  });

  it('refuses a body that is not JSON', async () => {
    const { key } = await gatewayKey();
    await expect(encryptPayload(undefined, key)).rejects.toThrow(TypeError);
    await expect(encryptPayload({ amount: 10n }, key)).rejects.toThrow(TypeError);
  });
});

describe('importGatewayPublicKey', () => {
  it('imports an encrypt-only, non-extractable RSA-OAEP SHA-256 key', async () => {
    const { published } = await pair;
    const cryptoKey = await importGatewayPublicKey(published);
    expect(cryptoKey.type).toBe('public');
    expect(cryptoKey.usages).toEqual(['encrypt']);
    expect(cryptoKey.extractable).toBe(false);
    expect(cryptoKey.algorithm).toMatchObject({ name: 'RSA-OAEP', hash: { name: 'SHA-256' }, modulusLength: 2048 });
  });

  it('refuses another algorithm', async () => {
    const { published } = await pair;
    const other = { ...published, alg: 'RSA-OAEP' } as unknown as GatewayPublicKey;
    await expect(importGatewayPublicKey(other)).rejects.toThrow('Unsupported gateway key algorithm: RSA-OAEP');
  });

  it('refuses a malformed key', async () => {
    const { published } = await pair;
    await expect(importGatewayPublicKey({ ...published, spki: 'not base64!' })).rejects.toThrow();
    await expect(importGatewayPublicKey({ ...published, spki: bytesToBase64(new Uint8Array(64)) })).rejects.toThrow();
  });

  it('refuses a key shorter than 2048 bits', async () => {
    const { published } = await testKeyPair(1024);
    await expect(importGatewayPublicKey(published)).rejects.toThrow('too short: 1024 bits');
  });
});
