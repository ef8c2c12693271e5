/*
 * The contract's schemas (TypeBox): every call's request and response, the entities they share
 * and the limits of their fields. The contract's types are derived from these; the gateway
 * validates and serialises with them.
 */
export { CALL_SCHEMAS } from './call-schemas';
export type { CallSchemas, CallSchemasOf } from './call-schemas';
export { envelopeSchema } from './envelope';
export * from './input-fields';
export { decimalNumber, hasAtMostDecimals } from './schema-builders';
export * from './entities';
export * from './whitelabel';
export * from './system';
export * from './crypto';
export * from './session';
export * from './member';
export * from './security';
export * from './register';
export * from './verification';
export * from './wallet';
export * from './records';
export * from './rebate';
export * from './withdrawals';
export * from './payments';
export * from './games';
export * from './favourites';
export * from './lottery';
export * from './content';
export * from './agent';
export * from './settlement';
export * from './agent-contracts';
export * from './agent-team';
export * from './agent-reports';
export * from './points';
export * from './promotion';
export * from './rewards';
export * from './mission';
export * from './referral';
export * from './feedback';
export * from './inbox';
export * from './protection';
