import { defineCall } from './define-call';
import type { NoInput, ValidationRules } from './entities';
import type { FeatureNode } from './whitelabel';
import type { Static } from 'typebox';
import type { AnalyticsSettingsSchema, CountryCodesSchema, CustomerServiceEntrySchema, CustomerServicePathSchema, CustomerServiceQuerySchema, CustomerServiceSchema, DomainRouteQuerySchema, DomainRouteSchema, MaintenanceSchema, RegionRestrictionSchema, RegisterSettingsSchema, ResourceSchema, RoutersSchema, SalaryTypesSchema, SiteConfigSchema, SystemStatusQuerySchema, SystemStatusSchema, VisitorLocationSchema } from '../schemas/system';

/** Query of the system status call: the site's current host. */
export type SystemStatusQuery = Static<typeof SystemStatusQuerySchema>;

/** Registration settings of the tenant (named switches and values). */
export type RegisterSettings = Static<typeof RegisterSettingsSchema>;

/** Analytics identifiers of the tenant, by provider. */
export type AnalyticsSettings = Static<typeof AnalyticsSettingsSchema>;

/** A social or chat channel of the brand, shown in the footer only when it exists. */
export type Resource = Static<typeof ResourceSchema>;

/** A customer-service entry (live chat and the like). */
export type CustomerServiceEntry = Static<typeof CustomerServiceEntrySchema>;

/** Where the visitor is, as the gateway sees it. */
export type VisitorLocation = Static<typeof VisitorLocationSchema>;

export type Maintenance = Static<typeof MaintenanceSchema>;

export type RegionRestriction = Static<typeof RegionRestrictionSchema>;

/** Answer of the system status call (spec section 7). */
export type SystemStatus = Static<typeof SystemStatusSchema>;

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

/** The brand's routers: its domains and its resources (session cache key `routers`). */
export type Routers = Static<typeof RoutersSchema>;

export type DomainRouteQuery = Static<typeof DomainRouteQuerySchema>;

/** Whether the host serves the brand; an invalid one shows "domain check invalid, contact support". */
export type DomainRoute = Static<typeof DomainRouteSchema>;

/** Which agent-centre pay pages and features the brand turns on (the spec's "other state"). */
export type SalaryTypes = Static<typeof SalaryTypesSchema>;

/** The brand's configuration the site reads at start. */
export type SiteConfig = Static<typeof SiteConfigSchema>;

/** The visitor's country by IP (null when unknown) and the countries of the dialling-code picker. */
export type CountryCodes = Static<typeof CountryCodesSchema>;

export type CustomerServiceQuery = Static<typeof CustomerServiceQuerySchema>;

/** A customer-service channel. Type '3' holds an encrypted link that the client decrypts. */
export type CustomerServicePath = Static<typeof CustomerServicePathSchema>;

/** The customer-service answer (spec section 7: `value.version.pathList`). */
export type CustomerService = Static<typeof CustomerServiceSchema>;

/** The whitelabel feature tree (the spec's "whitelabel menu"); public. */
export const whitelabel = defineCall<NoInput, FeatureNode[]>({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  encrypted: false,
});

/** The tenant's registration settings; public. */
export const registerSettings = defineCall<NoInput, RegisterSettings>({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  encrypted: false,
});

/** The registration validation rules by field (session cache key `validate`); public. */
export const validationRules = defineCall<NoInput, ValidationRules>({
  method: 'GET',
  path: '/wps/system/setting/validation',
  auth: false,
  encrypted: false,
});

/** The brand's domains and resources (session cache key `routers`); public. */
export const routers = defineCall<NoInput, Routers>({
  method: 'GET',
  path: '/wps/system/routers',
  auth: false,
  encrypted: false,
});

/** Checks the site's host against the brand's domains; public. */
export const domainRoute = defineCall<DomainRouteQuery, DomainRoute>({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  encrypted: false,
});

/** The brand's configuration (the spec's "config"); public. */
export const siteConfig = defineCall<NoInput, SiteConfig>({
  method: 'GET',
  path: '/wps/system/config',
  auth: false,
  encrypted: false,
});

/** The visitor's country and the dialling codes, fetched at app start (the spec's "country code"); public. */
export const countryCode = defineCall<NoInput, CountryCodes>({
  method: 'GET',
  path: '/wps/system/countryCode',
  auth: false,
  encrypted: false,
});

/** The customer-service channels (getService); public, so the maintenance page can offer it. */
export const customerService = defineCall<CustomerServiceQuery, CustomerService>({
  method: 'GET',
  path: '/wps/system/customerService',
  auth: false,
  encrypted: false,
});
