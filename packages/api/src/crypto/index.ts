export { encryptPayload, importGatewayPublicKey } from './encrypt-payload';
export type { GatewayEncryptionKey } from './encrypt-payload';
export { createGatewayEncrypter, type GatewayEncrypter } from './gateway-encrypter';
