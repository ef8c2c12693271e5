/**
 * Base64 (RFC 4648 §4, with padding) without Buffer, so it runs in browsers and Node alike.
 * `btoa`/`atob` work on "binary strings" (one char per byte); bytes go through them in chunks so a
 * large payload never overflows the argument limit of `String.fromCharCode`.
 */

const CHUNK = 0x8000;

/** Encodes bytes as standard base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes standard base64 with padding; throws a TypeError on anything else (whitespace included). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  if (!BASE64.test(base64)) throw new TypeError('Not a base64 string');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
