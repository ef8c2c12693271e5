export { defineCall } from './define-call';
export type { CallDefinition, CallSpec, HttpMethod, RequestOf, ResponseOf } from './define-call';
export { ERROR_CODE, failureEnvelope, isEnvelope, successEnvelope } from './envelope';
export type { Envelope, ErrorCode } from './envelope';
export { FEATURE } from './whitelabel';
export type { FeatureId, FeatureNode } from './whitelabel';
export { SYSTEM_STATUS, systemStatus, systemStatusView } from './system';
export type {
  AnalyticsSettings,
  CustomerServiceEntry,
  Maintenance,
  RegionRestriction,
  RegisterSettings,
  Resource,
  SystemStatus,
  SystemStatusQuery,
  SystemStatusView,
  VisitorLocation,
} from './system';
