import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Prefixed to the merchant code before hashing it into the key. Must stay equal to the label of
 * `decryptServiceLink` in @platform/api (packages/api/src/crypto/service-link.ts).
 */
export const SERVICE_LINK_KEY_LABEL = 'platform/customer-service-link/v1:';
const IV_BYTES = 12;

/**
 * Encrypts a customer-service link (getService's type '3') so the client can open it:
 * AES-256-GCM under SHA-256(label + merchant code), answered as base64url(iv | ciphertext | tag).
 *
 * Honestly: the key comes from the merchant code, which every visitor's client has. This only
 * keeps the link from being scraped from the page or the API in plain text; it is not a secret and
 * must not protect anything that needs one.
 */
export function encryptServiceLink(link: string, merchantCode: string, iv: Uint8Array = randomBytes(IV_BYTES)): string {
  if (iv.length !== IV_BYTES) throw new RangeError(`The IV must be ${IV_BYTES} bytes`);
  const key = createHash('sha256').update(SERVICE_LINK_KEY_LABEL + merchantCode, 'utf8').digest();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}
