export * from './contract/index';
export * from './client/index';
export * from './crypto/index';
