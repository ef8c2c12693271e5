export { gatewayCrypto } from './gateway-crypto';
export type { DecryptBodyHook, GatewayCryptoOptions } from './gateway-crypto';
export { decryptPayload, EncryptedPayloadError, MAX_PLAINTEXT_BYTES } from './decrypt-payload';
export { GATEWAY_KEY_BITS, keyIdOf, loadGatewayKeys } from './gateway-keys';
export type { GatewayKey, GatewayKeys } from './gateway-keys';
