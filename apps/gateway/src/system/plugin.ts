import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE, successEnvelope, systemStatus } from '@platform/api/contract';
import type { Envelope, SystemStatus } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { registerDevStatusRoute } from './dev-status-route';
import { applyOverride, loadSystemStatus } from './load-system-status';
import { registerSiteRoutes } from './site-routes';
import { createStatusCache } from './status-cache';
import { registerSystemGate } from './system-gate';

interface SystemStatusRequest {
  merchantCode?: string;
  url?: string;
  language?: string;
  device?: string;
}

const querystring = {
  type: 'object',
  properties: {
    merchantCode: { type: 'string', maxLength: 64 },
    url: { type: 'string', maxLength: 2048 },
    language: { type: 'string', maxLength: 16 },
    device: { type: 'string', maxLength: 16 },
  },
} as const;

/** The system status, the brand's configuration calls, the system gate and the dev status switch. */
export const systemPlugin: FastifyPluginAsync<GatewayDeps> = async (app, options) => {
  const statusCache = createStatusCache(options.db, options.now, options.systemStatusOverride);
  registerSystemGate(app, statusCache);
  registerSiteRoutes(app, options);
  registerDevStatusRoute(app, options, statusCache);

  app.route<{ Querystring: SystemStatusRequest; Reply: Envelope<SystemStatus> }>({
    method: systemStatus.method,
    url: systemStatus.path,
    schema: { querystring },
    handler: async (request) => {
      const merchantCode = request.query.merchantCode?.trim() ?? '';
      if (merchantCode === '' || !(await app.merchantExists(merchantCode))) {
        throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
      }
      const status = await loadSystemStatus(options.db, merchantCode, { ip: request.ip });
      return successEnvelope(applyOverride(status, options.systemStatusOverride));
    },
  });
};
