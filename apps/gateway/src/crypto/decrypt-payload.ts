import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { ERROR_CODE } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import type { GatewayKeys } from './gateway-keys';

/** The largest decrypted body accepted: the encrypted calls carry a few form fields. */
export const MAX_PLAINTEXT_BYTES = 64 * 1024;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;
const MAX_KID_LENGTH = 64;
const ENVELOPE_FIELDS = ['v', 'kid', 'key', 'iv', 'data'] as const;

/** An encrypted payload the gateway cannot accept: always a 400 with a message that says why. */
export class EncryptedPayloadError extends RequestError {
  constructor(message: string, code: string = ERROR_CODE.badRequest) {
    super(400, code, message);
    this.name = 'EncryptedPayloadError';
  }
}

export const PLAINTEXT_REFUSED =
  'This call takes an encrypted payload ({ v, kid, key, iv, data }); a plaintext body is refused';
export const UNKNOWN_KID =
  "Unknown encryption key id: fetch the gateway's public key (GET /wps/system/publicKey) and encrypt again";
/** One message for every cryptographic failure, so a client learns nothing about which step failed. */
export const UNDECRYPTABLE = 'The encrypted payload could not be decrypted: it was altered or not made for this key';

/** A short, printable rendering of a value a client sent, for messages. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes a field as strict base64 (standard alphabet, padded) whose decoded length fits. */
function base64Field(payload: Record<string, unknown>, field: 'key' | 'iv' | 'data', min: number, max: number): Buffer {
  const value = payload[field];
  if (typeof value !== 'string' || value === '') {
    throw new EncryptedPayloadError(`Encrypted payload field "${field}" must be a non-empty base64 string`);
  }
  if (!BASE64.test(value)) {
    throw new EncryptedPayloadError(`Encrypted payload field "${field}" is not valid base64`);
  }
  // The decoded length, known before decoding: 3 bytes per 4 characters, less the padding.
  const length = (value.length / 4) * 3 - (value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0);
  if (length < min || length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    throw new EncryptedPayloadError(`Encrypted payload field "${field}" must be ${expected} bytes, got ${length}`);
  }
  return Buffer.from(value, 'base64');
}

/** JSON.parse that refuses what Fastify's body parser refuses: `__proto__` and `constructor.prototype`. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) {
      throw new EncryptedPayloadError('The decrypted payload contains a forbidden prototype property');
    }
    return value;
  });
}

/** Whether a body is meant to be an encrypted envelope (an object with the version field). */
export function looksEncrypted(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'v' in body;
}

/**
 * Validates an encrypted envelope strictly and returns the JSON it carries. Anything wrong (shape,
 * version, unknown key id, base64, sizes, a failed unwrap or authentication, bad JSON) throws an
 * EncryptedPayloadError, which the gateway answers with a 400 envelope.
 */
export function decryptPayload(envelope: unknown, keys: GatewayKeys): unknown {
  if (!looksEncrypted(envelope)) throw new EncryptedPayloadError(PLAINTEXT_REFUSED);
  const payload = envelope as Record<string, unknown>;
  if (payload.v !== 1) {
    throw new EncryptedPayloadError(`Unsupported encrypted payload version ${shown(payload.v)}: only 1 is supported`);
  }
  for (const field of Object.keys(payload)) {
    if (!(ENVELOPE_FIELDS as readonly string[]).includes(field)) {
      throw new EncryptedPayloadError(`Unexpected field ${shown(field)} in the encrypted payload`);
    }
  }
  const { kid } = payload;
  if (typeof kid !== 'string' || kid === '' || kid.length > MAX_KID_LENGTH) {
    throw new EncryptedPayloadError(`Encrypted payload field "kid" must be a key id of 1 to ${MAX_KID_LENGTH} characters`);
  }
  const key = keys.byKid.get(kid);
  if (key === undefined) throw new EncryptedPayloadError(UNKNOWN_KID, ERROR_CODE.encryptionKeyUnknown);

  const wrappedKey = base64Field(payload, 'key', key.blockBytes, key.blockBytes);
  const iv = base64Field(payload, 'iv', IV_BYTES, IV_BYTES);
  const data = base64Field(payload, 'data', TAG_BYTES, MAX_PLAINTEXT_BYTES + TAG_BYTES);

  let plaintext: Buffer;
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrappedKey,
    );
    if (aesKey.length !== AES_KEY_BYTES) throw new Error('not an AES-256 key');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new EncryptedPayloadError(UNDECRYPTABLE);
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    throw new EncryptedPayloadError('The decrypted payload is not UTF-8 text');
  }
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof EncryptedPayloadError) throw error;
    throw new EncryptedPayloadError('The decrypted payload is not valid JSON');
  }
}
