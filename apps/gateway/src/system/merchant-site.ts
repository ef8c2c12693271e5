import type { Queryable } from '../db/database';

/** A customer-service link as stored; type '3' is answered encrypted (see service-link-encrypter.ts). */
export interface ServiceLink {
  type: string;
  url: string;
}

/** The brand's site configuration (table merchant_site). */
export interface MerchantSite {
  domains: string[];
  /** Old host → where it sends visitors now. */
  oldDomains: Record<string, string>;
  currencySymbol: string;
  contractEnabled: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
  consolidatedSalary: boolean;
  /** Credit mode: members play on credit, so the site takes no deposits and pays no withdrawals. */
  creditMode: boolean;
  languages: string[];
  defaultCountryCode: string | null;
  serviceLinks: ServiceLink[];
}

/** What a merchant without a merchant_site row gets: the spec's defaults, nothing switched on. */
export const DEFAULT_SITE: MerchantSite = {
  domains: [],
  oldDomains: {},
  currencySymbol: 'P',
  contractEnabled: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
  consolidatedSalary: false,
  creditMode: false,
  languages: ['MS', 'EN', 'CN'],
  defaultCountryCode: null,
  serviceLinks: [],
};

interface SiteRow {
  domains: string[];
  old_domains: Record<string, string>;
  currency_symbol: string;
  contract_enabled: boolean;
  daily_salary: boolean;
  hourly_salary: boolean;
  realtime_salary: boolean;
  consolidated_salary: boolean;
  credit_mode: boolean;
  languages: string[];
  default_country_code: string | null;
  service_links: ServiceLink[];
}

export async function loadMerchantSite(db: Queryable, merchantCode: string): Promise<MerchantSite> {
  const result = await db.query<SiteRow>('select * from merchant_site where merchant_code = $1', [merchantCode]);
  const row = result.rows[0];
  if (!row) return DEFAULT_SITE;
  return {
    domains: row.domains,
    oldDomains: row.old_domains,
    currencySymbol: row.currency_symbol,
    contractEnabled: row.contract_enabled,
    dailySalary: row.daily_salary,
    hourlySalary: row.hourly_salary,
    realtimeSalary: row.realtime_salary,
    consolidatedSalary: row.consolidated_salary,
    creditMode: row.credit_mode,
    languages: row.languages,
    defaultCountryCode: row.default_country_code,
    serviceLinks: row.service_links,
  };
}
