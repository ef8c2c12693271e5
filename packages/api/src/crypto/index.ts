export { encryptPayload, importGatewayPublicKey } from './encrypt-payload';
export type { GatewayEncryptionKey } from './encrypt-payload';
export { createGatewayEncrypter, type GatewayEncrypter } from './gateway-encrypter';
export { decryptServiceLink, SERVICE_LINK_KEY_LABEL } from './service-link';
