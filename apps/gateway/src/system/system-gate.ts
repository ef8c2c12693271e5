import type { FastifyInstance } from 'fastify';
import {
  ERROR_CODE,
  countryCode,
  customerService,
  publicKey,
  routers,
  siteConfig,
  systemStatus,
  whitelabel,
} from '@platform/api/contract';
import type { CallSpec } from '@platform/api/contract';
import { RequestError } from '../http/envelope-errors';
import type { StatusCache } from './status-cache';

/** The calls the maintenance and region pages need: open while the site is closed. */
export const STATUS_PAGE_CALLS: readonly CallSpec[] = [systemStatus, publicKey, customerService, countryCode, siteConfig, whitelabel, routers];

const callKey = (call: CallSpec) => `${call.method} ${call.path}`;
const OPEN_CALLS = new Set(STATUS_PAGE_CALLS.map(callKey));

/**
 * Refuses every contract call while the merchant is under maintenance (503 MAINTENANCE) or
 * region-restricted (403 REGION_RESTRICTED), except the calls of the status pages.
 */
export function registerSystemGate(app: FastifyInstance, statusCache: StatusCache): void {
  app.callGates.push(async (context, call) => {
    if (OPEN_CALLS.has(callKey(call))) return;
    const access = await statusCache.get(context.merchantCode);
    if (access.maintenance.enabled) {
      const until = access.maintenance.endTime ? ` until ${access.maintenance.endTime}` : '';
      const message = access.maintenance.message ?? 'the platform is being upgraded, please come back later';
      throw new RequestError(503, ERROR_CODE.maintenance, `Under maintenance${until}: ${message}`);
    }
    if (access.regionRestriction.restricted) {
      throw new RequestError(403, ERROR_CODE.regionRestricted, access.regionRestriction.message ?? 'Access from your region is restricted');
    }
  });
}
