import { defineCall } from './define-call';
import type { Static } from 'typebox';
import type { EncryptedPayloadSchema, GatewayPublicKeySchema } from '../schemas/crypto';

/**
 * The encrypted envelope a marked call's body travels in: a fresh AES-256-GCM key encrypts the
 * JSON body, and the gateway's RSA-OAEP (SHA-256) public key wraps that key. All fields base64.
 */
export type EncryptedPayload = Static<typeof EncryptedPayloadSchema>;

/** The gateway's public key for encrypted payloads. */
export type GatewayPublicKey = Static<typeof GatewayPublicKeySchema>;

/** The gateway's published public key; public, not encrypted. */
export const publicKey = defineCall<Record<string, never>, GatewayPublicKey>({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  encrypted: false,
});
