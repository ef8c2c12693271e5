export * from './contract/index';
export * from './client/index';
