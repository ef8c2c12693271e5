import { defineCall } from './define-call';
import type { NoInput, ValidationRules } from './entities';
import type { FeatureNode } from './whitelabel';
import type { SystemStatusQuery, RegisterSettings, SystemStatus, Routers, DomainRouteQuery, DomainRoute, SiteConfig, CountryCodes, CustomerServiceQuery, CustomerService } from '../schemas/system';
export type { SystemStatusQuery, RegisterSettings, AnalyticsSettings, Resource, CustomerServiceEntry, VisitorLocation, Maintenance, RegionRestriction, SystemStatus, Routers, DomainRouteQuery, DomainRoute, SalaryTypes, SiteConfig, CountryCodes, CustomerServiceQuery, CustomerServicePath, CustomerService } from '../schemas/system';

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
