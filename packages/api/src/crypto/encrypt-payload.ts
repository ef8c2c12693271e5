import type { EncryptedPayload, GatewayPublicKey } from '../contract/crypto';
import { base64ToBytes, bytesToBase64 } from './base64';

/** The only key algorithm the gateway publishes: RSA-OAEP with SHA-256. */
const RSA_OAEP_256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
/** Smaller RSA moduli are refused: they no longer protect an AES-256 key. */
export const MIN_RSA_MODULUS_BITS = 2048;
/** AES-GCM's recommended nonce length (NIST SP 800-38D). */
export const AES_GCM_IV_BYTES = 12;

/** A gateway public key ready for `encryptPayload`. */
export interface GatewayEncryptionKey {
  kid: string;
  cryptoKey: CryptoKey;
}

function subtle(): SubtleCrypto {
  const subtleCrypto = globalThis.crypto?.subtle;
  if (subtleCrypto === undefined) {
    // Browsers expose SubtleCrypto only in secure contexts (https or localhost).
    throw new Error('WebCrypto (crypto.subtle) is not available: encrypted calls need a secure context (https).');
  }
  return subtleCrypto;
}

/**
 * Imports the gateway's published public key (GET /wps/system/publicKey) for RSA-OAEP-256
 * encryption. Throws on another algorithm, a malformed key or a modulus under 2048 bits.
 */
export async function importGatewayPublicKey(key: GatewayPublicKey): Promise<CryptoKey> {
  if (key.alg !== 'RSA-OAEP-256') throw new Error(`Unsupported gateway key algorithm: ${String(key.alg)}`);
  const cryptoKey = await subtle().importKey('spki', base64ToBytes(key.spki), RSA_OAEP_256, false, ['encrypt']);
  const { modulusLength } = cryptoKey.algorithm as RsaHashedKeyAlgorithm;
  if (modulusLength < MIN_RSA_MODULUS_BITS) {
    throw new Error(`The gateway key is too short: ${modulusLength} bits, at least ${MIN_RSA_MODULUS_BITS} needed`);
  }
  return cryptoKey;
}

/**
 * Encrypts a call's body for the gateway: the JSON of `body` under a fresh AES-256-GCM key and a
 * fresh 12-byte nonce, the raw AES key wrapped with the gateway's RSA-OAEP-256 public key.
 */
export async function encryptPayload(body: unknown, key: GatewayEncryptionKey): Promise<EncryptedPayload> {
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('The payload must be JSON-serialisable');
  const crypto = subtle();
  const aesKey = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
  // AES-GCM output is the ciphertext followed by its 16-byte tag, as the envelope wants it.
  const data = await crypto.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, new TextEncoder().encode(json));
  const rawKey = await crypto.exportKey('raw', aesKey);
  const wrappedKey = await crypto.encrypt({ name: 'RSA-OAEP' }, key.cryptoKey, rawKey);
  return {
    v: 1,
    kid: key.kid,
    key: bytesToBase64(new Uint8Array(wrappedKey)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(data)),
  };
}
