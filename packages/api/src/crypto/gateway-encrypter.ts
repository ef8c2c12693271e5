import type { GatewayPublicKey } from '../contract/crypto';
import { encryptPayload, importGatewayPublicKey, type GatewayEncryptionKey } from './encrypt-payload';

/** Encrypts a marked call's body with the gateway's key; `forgetKey` drops a key the gateway no longer has. */
export interface GatewayEncrypter {
  (body: unknown): Promise<unknown>;
  forgetKey(): void;
}

/**
 * Encrypts bodies with the gateway's published public key, fetched once (by `fetchPublicKey`,
 * the contract's `publicKey` call) and kept in memory; a failed fetch is tried again next time.
 */
export function createGatewayEncrypter(fetchPublicKey: () => Promise<GatewayPublicKey>): GatewayEncrypter {
  let key: Promise<GatewayEncryptionKey> | undefined;
  const load = (): Promise<GatewayEncryptionKey> => {
    key ??= fetchPublicKey()
      .then(async (published) => ({ kid: published.kid, cryptoKey: await importGatewayPublicKey(published) }))
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  const encrypt = async (body: unknown) => encryptPayload(body, await load());
  return Object.assign(encrypt, {
    forgetKey: () => {
      key = undefined;
    },
  });
}
