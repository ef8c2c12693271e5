import type { Static } from 'typebox';
import { Type } from 'typebox';

/**
 * The encrypted envelope a marked call's body travels in: a fresh AES-256-GCM key encrypts the
 * JSON body, and the gateway's RSA-OAEP (SHA-256) public key wraps that key. All fields base64.
 */
export const EncryptedPayloadSchema = Type.Object(
  {
    v: Type.Literal(1, { description: 'Format version, so the gateway can refuse what it cannot read.' }),
    kid: Type.String({ description: 'The id of the gateway key that wrapped `key` (the gateway may rotate keys).' }),
    key: Type.String({ description: 'The AES key, wrapped with RSA-OAEP-256.' }),
    iv: Type.String({ description: 'The 12-byte AES-GCM nonce.' }),
    data: Type.String({ description: 'The AES-GCM ciphertext of the JSON body, with its 16-byte tag at the end.' }),
  },
  {
    description:
      "The encrypted envelope a marked call's body travels in: a fresh AES-256-GCM key encrypts the JSON body, and the gateway's RSA-OAEP (SHA-256) public key wraps that key. All fields base64.",
  },
);
export type EncryptedPayload = Static<typeof EncryptedPayloadSchema>;

/** The gateway's public key for encrypted payloads. */
export const GatewayPublicKeySchema = Type.Object(
  {
    kid: Type.String(),
    spki: Type.String({ description: 'SubjectPublicKeyInfo (DER), base64.' }),
    alg: Type.Literal('RSA-OAEP-256'),
  },
  { description: "The gateway's public key for encrypted payloads." },
);
export type GatewayPublicKey = Static<typeof GatewayPublicKeySchema>;
