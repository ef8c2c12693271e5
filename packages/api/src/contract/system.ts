import { defineCall } from './define-call';
import type { FeatureNode } from './whitelabel';

/** Query of the system status call: the site's current host. */
export interface SystemStatusQuery {
  url: string;
}

/** Registration settings of the tenant (named switches and values). */
export type RegisterSettings = Record<string, string | number | boolean | null>;

/** Analytics identifiers of the tenant, by provider. */
export type AnalyticsSettings = Record<string, string>;

/** A social or chat channel of the brand, shown in the footer only when it exists. */
export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
}

/** A customer-service entry (live chat and the like). */
export interface CustomerServiceEntry {
  csType: string;
  title: string;
  path: string;
}

/** Where the visitor is, as the gateway sees it. */
export interface VisitorLocation {
  ip: string;
}

export interface Maintenance {
  enabled: boolean;
  /** ISO 8601 date-time when the maintenance ends, when known. */
  endTime: string | null;
  message: string | null;
}

export interface RegionRestriction {
  restricted: boolean;
  message: string | null;
}

/** Answer of the system status call (spec section 7). */
export interface SystemStatus {
  whitelabel: FeatureNode[];
  register: RegisterSettings;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: AnalyticsSettings;
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: VisitorLocation;
  maintenance: Maintenance;
  regionRestriction: RegionRestriction;
}

/** System status and permissions of the tenant; public, not encrypted. */
export const systemStatus = defineCall<SystemStatusQuery, SystemStatus>({
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
});

/** The three views the whole app can show (spec section 2, "System status views"). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

export type SystemStatusView = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Which view the app shows: maintenance gives 1, region restriction gives 2, else 0. */
export function systemStatusView(status: SystemStatus): SystemStatusView {
  if (status.maintenance.enabled) return SYSTEM_STATUS.maintenance;
  if (status.regionRestriction.restricted) return SYSTEM_STATUS.regionBlocked;
  return SYSTEM_STATUS.normal;
}
