import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The headers a demo-provider callback carries its signature in. */
export const SIGNATURE_HEADERS = {
  timestamp: 'x-demo-pay-timestamp',
  nonce: 'x-demo-pay-nonce',
  signature: 'x-demo-pay-signature',
} as const;

/** How far a callback's timestamp may be from the gateway's clock, either way. */
export const CALLBACK_FRESHNESS_MS = 5 * 60_000;

const TIMESTAMP = /^[0-9]{13}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The signed content: the timestamp and the nonce bind the body to one moment and one delivery. */
function signedContent(timestamp: string, nonce: string, rawBody: string): string {
  return `${timestamp}.${nonce}.${rawBody}`;
}

/** HMAC-SHA256 of a callback, hex. */
export function signCallback(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedContent(timestamp, nonce, rawBody), 'utf8').digest('hex');
}

/** The signature headers of a body sent now, as the provider sends them (a fresh nonce each time). */
export function signatureHeaders(secret: string, rawBody: string, now: Date): Record<string, string> {
  const timestamp = String(now.getTime());
  const nonce = randomBytes(18).toString('base64url');
  return {
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: signCallback(secret, timestamp, nonce, rawBody),
  };
}

/** A callback's signature headers, each well formed, or null. */
export interface SignatureParts {
  timestamp: string;
  nonce: string;
  signature: string;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

/** The three signature headers when each is present once and well formed; null otherwise. */
export function readSignatureHeaders(headers: Record<string, string | string[] | undefined>): SignatureParts | null {
  const timestamp = header(headers, SIGNATURE_HEADERS.timestamp);
  const nonce = header(headers, SIGNATURE_HEADERS.nonce);
  const signature = header(headers, SIGNATURE_HEADERS.signature);
  if (timestamp === null || !TIMESTAMP.test(timestamp)) return null;
  if (nonce === null || !NONCE.test(nonce)) return null;
  if (signature === null || !SIGNATURE.test(signature)) return null;
  return { timestamp, nonce, signature };
}

/** Whether a timestamp is within the freshness window of the gateway's clock. */
export function isFresh(timestamp: string, now: Date): boolean {
  return Math.abs(Number(timestamp) - now.getTime()) <= CALLBACK_FRESHNESS_MS;
}

/** Whether the signature is the body's under the secret, compared in constant time. */
export function hasValidSignature(secret: string, parts: SignatureParts, rawBody: string): boolean {
  const expected = Buffer.from(signCallback(secret, parts.timestamp, parts.nonce, rawBody), 'hex');
  const given = Buffer.from(parts.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
