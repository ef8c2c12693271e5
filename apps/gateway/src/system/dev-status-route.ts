import type { FastifyInstance } from 'fastify';
import { ERROR_CODE, successEnvelope } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { SINGLE_LINE_TEXT } from '@platform/api/schemas';
import { localRequestsOnly } from '../http/local-only';
import type { SiteAccess, StatusCache } from './status-cache';

/** The path of the dev-mode switch of a merchant's status (scripts/system-status.mjs calls it). */
export const DEV_SYSTEM_STATUS_PATH = '/wps/dev/system-status';

export const DEV_STATUSES = ['normal', 'maintenance', 'region'] as const;
export type DevStatus = (typeof DEV_STATUSES)[number];

interface DevStatusBody {
  merchantCode: string;
  status: DevStatus;
  endTime?: string;
  message?: string;
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantCode', 'status'],
  properties: {
    merchantCode: { type: 'string', minLength: 1, maxLength: 64, pattern: SINGLE_LINE_TEXT },
    status: { type: 'string', enum: DEV_STATUSES },
    endTime: { type: 'string', minLength: 1, maxLength: 40 },
    message: { type: 'string', minLength: 1, maxLength: 500, pattern: SINGLE_LINE_TEXT },
  },
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The settings a status writes: only the named status closes the site. */
export function accessOf(status: DevStatus, endTime: string | null, message: string | null): SiteAccess {
  return {
    maintenance: status === 'maintenance' ? { enabled: true, endTime, message } : { enabled: false, endTime: null, message: null },
    regionRestriction: status === 'region' ? { restricted: true, message } : { restricted: false, message: null },
  };
}

/**
 * POST /wps/dev/system-status: switches a merchant to normal, maintenance or region restriction
 * by writing its settings. Dev mode only, from this machine only (localRequestsOnly): otherwise
 * the path answers the 404 envelope.
 */
export function registerDevStatusRoute(app: FastifyInstance, deps: GatewayDeps, statusCache: StatusCache): void {
  if (!deps.devMode) return;
  app.post<{ Body: DevStatusBody }>(DEV_SYSTEM_STATUS_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) => {
    const { merchantCode, status } = request.body;
    if (!(await app.merchantExists(merchantCode))) {
      throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
    }
    let endTime: string | null = null;
    if (request.body.endTime !== undefined) {
      const time = Date.parse(request.body.endTime);
      if (!ISO_DATE_TIME.test(request.body.endTime) || Number.isNaN(time)) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'endTime must be an ISO 8601 date-time such as 2030-01-01T02:00:00Z');
      }
      if (status !== 'maintenance') throw new RequestError(400, ERROR_CODE.badRequest, 'endTime is only for status "maintenance"');
      endTime = new Date(time).toISOString();
    }
    const access = accessOf(status, endTime, request.body.message?.trim() || null);
    await deps.db.transaction(async (tx) => {
      for (const [key, value] of Object.entries(access)) {
        await tx.query(
          `insert into system_setting (merchant_code, key, value) values ($1, $2, $3::jsonb)
           on conflict (merchant_code, key) do update set value = excluded.value`,
          [merchantCode, key, JSON.stringify(value)],
        );
      }
    });
    statusCache.forget(merchantCode);
    return successEnvelope({ merchantCode, status, ...access });
  });
}
