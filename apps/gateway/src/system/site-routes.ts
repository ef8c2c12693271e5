import type { FastifyInstance } from 'fastify';
import type { FeatureNode, Resource } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { hostOf } from './host';
import { loadMerchantSite } from './merchant-site';
import { encryptServiceLink } from './service-link-encrypter';
import { REGION_COUNTRIES, visitorCountry } from './visitor-country';

/** One stored setting of the merchant's system status (whitelabel, resources…), or a default. */
async function loadSetting<T>(db: Queryable, merchantCode: string, key: string, fallback: T): Promise<T> {
  const result = await db.query<{ value: T }>('select value from system_setting where merchant_code = $1 and key = $2', [merchantCode, key]);
  return result.rows[0]?.value ?? fallback;
}

/** The brand's configuration calls: whitelabel, routers, domain route, config, country code, customer service. */
export function registerSiteRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'whitelabel', {
    handler: async (_input, { merchantCode }) => loadSetting<FeatureNode[]>(deps.db, merchantCode, 'whitelabel', []),
  });

  registerCall(app, deps, 'routers', {
    handler: async (_input, { merchantCode }) => {
      const site = await loadMerchantSite(deps.db, merchantCode);
      return { domainList: site.domains, resources: await loadSetting<Resource[]>(deps.db, merchantCode, 'resources', []) };
    },
  });

  registerCall(app, deps, 'domainRoute', {
    handler: async ({ domain }, { merchantCode }) => {
      const host = hostOf(domain);
      const site = await loadMerchantSite(deps.db, merchantCode);
      if (host !== null && site.domains.includes(host)) return { valid: true, redirectUrl: null };
      // An old domain of the brand is no longer valid: the client sends the visitor on.
      const redirectUrl = host !== null && Object.hasOwn(site.oldDomains, host) ? (site.oldDomains[host] ?? null) : null;
      return { valid: false, redirectUrl };
    },
  });

  registerCall(app, deps, 'siteConfig', {
    handler: async (_input, { merchantCode }) => {
      const site = await loadMerchantSite(deps.db, merchantCode);
      return {
        currencySymbol: site.currencySymbol,
        contractEnabled: site.contractEnabled,
        salaryTypes: { daily: site.dailySalary, hourly: site.hourlySalary, realtime: site.realtimeSalary },
        consolidatedSalary: site.consolidatedSalary,
        creditMode: site.creditMode,
        languages: site.languages,
      };
    },
  });

  registerCall(app, deps, 'countryCode', {
    handler: async (_input, { merchantCode, request }) => {
      const site = await loadMerchantSite(deps.db, merchantCode);
      return { countryCode: visitorCountry(request.ip, site.defaultCountryCode), countries: [...REGION_COUNTRIES] };
    },
  });

  registerCall(app, deps, 'customerService', {
    handler: async (_input, { merchantCode }) => {
      const site = await loadMerchantSite(deps.db, merchantCode);
      const pathList = site.serviceLinks.map((link) => ({
        type: link.type,
        path: link.type === '3' ? encryptServiceLink(link.url, merchantCode) : link.url,
      }));
      return { version: { pathList } };
    },
  });
}
