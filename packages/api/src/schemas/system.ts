import type { Static } from 'typebox';
import { Type } from 'typebox';
import { CountrySchema } from './entities';
import { LanguageField, SINGLE_LINE_TEXT } from './input-fields';
import { nullable } from './schema-builders';
import { FeatureNodeSchema } from './whitelabel';

/**
 * Query of the system status call: the site's current host. The gateway takes it with the common
 * parameters (merchantCode without a pattern there) and keeps unknown ones.
 */
export const SystemStatusQuerySchema = Type.Object({ url: Type.Optional(Type.String({ maxLength: 2048 })) }, { description: "Query of the system status call: the site's current host." });
/** Query of the system status call: the site's current host. */
export type SystemStatusQuery = Static<typeof SystemStatusQuerySchema>;

/** Registration settings of the tenant (named switches and values). */
export const RegisterSettingsSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
  description: 'Registration settings of the tenant (named switches and values).',
});
export type RegisterSettings = Static<typeof RegisterSettingsSchema>;

/** Analytics identifiers of the tenant, by provider. */
export const AnalyticsSettingsSchema = Type.Record(Type.String(), Type.String(), { description: 'Analytics identifiers of the tenant, by provider.' });
export type AnalyticsSettings = Static<typeof AnalyticsSettingsSchema>;

/** A social or chat channel of the brand, shown in the footer only when it exists. */
export const ResourceSchema = Type.Object(
  { resourceType: Type.String(), url: Type.String(), qrCodeUrl: Type.Optional(Type.String()) },
  { description: 'A social or chat channel of the brand, shown in the footer only when it exists.' },
);
export type Resource = Static<typeof ResourceSchema>;

/** A customer-service entry (live chat and the like). */
export const CustomerServiceEntrySchema = Type.Object(
  { csType: Type.String(), title: Type.String(), path: Type.String() },
  { description: 'A customer-service entry (live chat and the like).' },
);
export type CustomerServiceEntry = Static<typeof CustomerServiceEntrySchema>;

/** Where the visitor is, as the gateway sees it. */
export const VisitorLocationSchema = Type.Object({ ip: Type.String() }, { description: 'Where the visitor is, as the gateway sees it.' });
export type VisitorLocation = Static<typeof VisitorLocationSchema>;

export const MaintenanceSchema = Type.Object({
  enabled: Type.Boolean(),
  endTime: nullable(Type.String(), { description: 'ISO 8601 date-time when the maintenance ends, when known.' }),
  message: nullable(Type.String()),
});
export type Maintenance = Static<typeof MaintenanceSchema>;

export const RegionRestrictionSchema = Type.Object({ restricted: Type.Boolean(), message: nullable(Type.String()) });
export type RegionRestriction = Static<typeof RegionRestrictionSchema>;

/** Answer of the system status call (spec section 7). */
export const SystemStatusSchema = Type.Object(
  {
    whitelabel: Type.Array(FeatureNodeSchema),
    register: RegisterSettingsSchema,
    resources: Type.Array(ResourceSchema),
    customerService: Type.Array(CustomerServiceEntrySchema),
    analytics: AnalyticsSettingsSchema,
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
    location: VisitorLocationSchema,
    maintenance: MaintenanceSchema,
    regionRestriction: RegionRestrictionSchema,
  },
  { description: 'Answer of the system status call (spec section 7).' },
);
export type SystemStatus = Static<typeof SystemStatusSchema>;

/** The brand's routers: its domains and its resources (session cache key `routers`). */
export const RoutersSchema = Type.Object(
  { domainList: Type.Array(Type.String()), resources: Type.Array(ResourceSchema) },
  { description: "The brand's routers: its domains and its resources (session cache key `routers`)." },
);
export type Routers = Static<typeof RoutersSchema>;

export const DomainRouteQuerySchema = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 2048, pattern: SINGLE_LINE_TEXT, description: "The site's current host." }) },
  { additionalProperties: false },
);
export type DomainRouteQuery = Static<typeof DomainRouteQuerySchema>;

/** Whether the host serves the brand; an invalid one shows "domain check invalid, contact support". */
export const DomainRouteSchema = Type.Object(
  {
    valid: Type.Boolean(),
    redirectUrl: nullable(Type.String(), { description: 'Where the host sends visitors instead, when it is an old domain of the brand.' }),
  },
  { description: 'Whether the host serves the brand; an invalid one shows "domain check invalid, contact support".' },
);
export type DomainRoute = Static<typeof DomainRouteSchema>;

/** Which agent-centre pay pages and features the brand turns on (the spec's "other state"). */
export const SalaryTypesSchema = Type.Object(
  { daily: Type.Boolean(), hourly: Type.Boolean(), realtime: Type.Boolean() },
  { description: 'Which agent-centre pay pages and features the brand turns on (the spec\'s "other state").' },
);
export type SalaryTypes = Static<typeof SalaryTypesSchema>;

/** The brand's configuration the site reads at start. */
export const SiteConfigSchema = Type.Object(
  {
    currencySymbol: Type.String({ description: 'Shown before amounts; `P` by default.' }),
    contractEnabled: Type.Boolean({ description: "The contract (dividend) feature: shows the agent centre's dividend page." }),
    salaryTypes: SalaryTypesSchema,
    consolidatedSalary: Type.Boolean({ description: 'Salaries are paid into the consolidated funds.' }),
    creditMode: Type.Boolean({ description: 'Credit mode: members play on credit, so the site offers no deposit and no withdrawal.' }),
    languages: Type.Array(Type.String(), { description: 'The interface languages offered (MS, EN, CN).' }),
  },
  { description: "The brand's configuration the site reads at start." },
);
export type SiteConfig = Static<typeof SiteConfigSchema>;

/** The visitor's country by IP (null when unknown) and the countries of the dialling-code picker. */
export const CountryCodesSchema = Type.Object(
  { countryCode: nullable(Type.String()), countries: Type.Array(CountrySchema) },
  { description: "The visitor's country by IP (null when unknown) and the countries of the dialling-code picker." },
);
export type CountryCodes = Static<typeof CountryCodesSchema>;

export const CustomerServiceQuerySchema = Type.Object({ language: Type.Optional(LanguageField) }, { additionalProperties: false });
export type CustomerServiceQuery = Static<typeof CustomerServiceQuerySchema>;

/** A customer-service channel. Type '3' holds an encrypted link that the client decrypts. */
export const CustomerServicePathSchema = Type.Object(
  { type: Type.String(), path: Type.String() },
  { description: "A customer-service channel. Type '3' holds an encrypted link that the client decrypts." },
);
export type CustomerServicePath = Static<typeof CustomerServicePathSchema>;

/** The customer-service answer (spec section 7: `value.version.pathList`). */
export const CustomerServiceSchema = Type.Object(
  { version: Type.Object({ pathList: Type.Array(CustomerServicePathSchema) }) },
  { description: 'The customer-service answer (spec section 7: `value.version.pathList`).' },
);
export type CustomerService = Static<typeof CustomerServiceSchema>;
