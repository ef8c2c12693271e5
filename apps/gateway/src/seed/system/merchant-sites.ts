import type { Queryable } from '../../db/database';
import type { MerchantSite } from '../../system/merchant-site';

/** Hosts every demo brand answers on a developer's machine. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** The two demo brands differ in currency, pay features and channels. Links use the reserved .example domain. */
export const DEMO_SITES: Record<string, MerchantSite> = {
  DEMO_ROYAL: {
    domains: ['royal-lotto.example', 'www.royal-lotto.example', 'm.royal-lotto.example', ...LOCAL_HOSTS],
    oldDomains: { 'royallotto88.example': 'https://www.royal-lotto.example' },
    currencySymbol: 'P',
    contractEnabled: true,
    dailySalary: true,
    hourlySalary: true,
    realtimeSalary: true,
    consolidatedSalary: true,
    creditMode: false,
    languages: ['MS', 'EN', 'CN'],
    defaultCountryCode: 'MY',
    serviceLinks: [
      { type: '1', url: 'https://chat.example/royal-lotto' },
      { type: '2', url: 'https://telegram.example/royal-lotto-support' },
      { type: '3', url: 'https://chat.example/royal-lotto/secure?channel=web' },
    ],
  },
  DEMO_JADE: {
    domains: ['jade-palace.example', 'www.jade-palace.example', ...LOCAL_HOSTS],
    oldDomains: { 'jadepalace-old.example': 'https://www.jade-palace.example' },
    currencySymbol: 'RM',
    contractEnabled: false,
    dailySalary: true,
    hourlySalary: false,
    realtimeSalary: false,
    consolidatedSalary: false,
    creditMode: false,
    languages: ['MS', 'EN', 'CN'],
    defaultCountryCode: null,
    serviceLinks: [
      { type: '1', url: 'https://chat.example/jade-palace' },
      { type: '3', url: 'https://chat.example/jade-palace/secure?channel=web' },
    ],
  },
};

/** Inserts the demo brands' site configuration; rows that exist are left as they are. */
export async function seedMerchantSites(db: Queryable, sites: Record<string, MerchantSite> = DEMO_SITES): Promise<void> {
  for (const [merchantCode, site] of Object.entries(sites)) {
    await db.query(
      `insert into merchant_site (merchant_code, domains, old_domains, currency_symbol, contract_enabled, daily_salary,
         hourly_salary, realtime_salary, consolidated_salary, languages, default_country_code, service_links, credit_mode)
       select $1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13
       where exists (select 1 from merchant where code = $1)
       on conflict do nothing`,
      [
        merchantCode,
        site.domains,
        JSON.stringify(site.oldDomains),
        site.currencySymbol,
        site.contractEnabled,
        site.dailySalary,
        site.hourlySalary,
        site.realtimeSalary,
        site.consolidatedSalary,
        site.languages,
        site.defaultCountryCode,
        JSON.stringify(site.serviceLinks),
        site.creditMode,
      ],
    );
  }
}
