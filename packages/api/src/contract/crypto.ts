import { defineCall } from './define-call';
import type { GatewayPublicKey } from '../schemas/crypto';
export type { EncryptedPayload, GatewayPublicKey } from '../schemas/crypto';

/** The gateway's published public key; public, not encrypted. */
export const publicKey = defineCall<Record<string, never>, GatewayPublicKey>({
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  encrypted: false,
});
