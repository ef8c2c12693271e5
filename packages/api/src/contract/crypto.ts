import { defineCall } from './define-call';

/**
 * The encrypted envelope a marked call's body travels in: a fresh AES-256-GCM key encrypts the
 * JSON body, and the gateway's RSA-OAEP (SHA-256) public key wraps that key. All fields base64.
 */
export interface EncryptedPayload {
  /** Format version, so the gateway can refuse what it cannot read. */
  v: 1;
  /** The id of the gateway key that wrapped `key` (the gateway may rotate keys). */
  kid: string;
  /** The AES key, wrapped with RSA-OAEP-256. */
  key: string;
  /** The 12-byte AES-GCM nonce. */
  iv: string;
  /** The AES-GCM ciphertext of the JSON body, with its 16-byte tag at the end. */
  data: string;
}

/** The gateway's public key for encrypted payloads. */
export interface GatewayPublicKey {
  kid: string;
  /** SubjectPublicKeyInfo (DER), base64. */
  spki: string;
  alg: 'RSA-OAEP-256';
}

/** The gateway's published public key; public, not encrypted. */
export const publicKey = defineCall<Record<string, never>, GatewayPublicKey>({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  encrypted: false,
});
