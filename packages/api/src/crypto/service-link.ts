import { base64ToBytes } from './base64';

/**
 * Prefixed to the merchant code before hashing it into the key; the gateway's encrypter
 * (apps/gateway/src/system/service-link-encrypter.ts) uses the same label.
 */
export const SERVICE_LINK_KEY_LABEL = 'platform/customer-service-link/v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new TypeError('The service link is not base64url');
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

/**
 * Decrypts a customer-service link of type '3' (getService's `value.version.pathList`): the
 * gateway sends base64url(iv | ciphertext | tag) of AES-256-GCM under
 * SHA-256(label + merchant code). WebCrypto, so it runs in browsers and Node 20.
 *
 * Honestly: anyone with the merchant code (every visitor) can derive the key. This only keeps the
 * link from being scraped in plain text; it is not a secret. Rejects on a malformed or altered link.
 */
export async function decryptServiceLink(encrypted: string, merchantCode: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error('WebCrypto (crypto.subtle) is not available: it needs a secure context (https).');
  const bytes = base64UrlToBytes(encrypted);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new TypeError('The service link is too short');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(SERVICE_LINK_KEY_LABEL + merchantCode));
  const key = await subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
