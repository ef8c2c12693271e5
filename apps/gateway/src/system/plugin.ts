import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE, successEnvelope, systemStatus } from '@platform/api/contract';
import type { Envelope, SystemStatus } from '@platform/api/contract';
import { CALL_SCHEMAS, DeviceField, LanguageField, envelopeSchema } from '@platform/api/schemas';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { registerDevClockRoute } from './dev-clock-route';
import { registerDevStatusRoute } from './dev-status-route';
import { applyOverride, loadSystemStatus } from './load-system-status';
import { registerSiteRoutes } from './site-routes';
import { createStatusCache } from './status-cache';
import { registerSystemGate } from './system-gate';

/**
 * The system status's query: the contract's, with the common parameters. The merchant code is only
 * bounded: an unknown or malformed one is answered MERCHANT_UNKNOWN, never a bad request.
 */
const querystring = Type.Object({
  merchantCode: Type.Optional(Type.String({ maxLength: 64 })),
  language: Type.Optional(LanguageField),
  device: Type.Optional(DeviceField),
  ...CALL_SCHEMAS.systemStatus.request.properties,
});

/** The system status, the brand's configuration calls, the system gate, and the dev status switch and clock. */
export const systemPlugin: FastifyPluginAsync<GatewayDeps> = async (app, options) => {
  const statusCache = createStatusCache(options.db, options.now, options.systemStatusOverride);
  registerSystemGate(app, statusCache);
  registerSiteRoutes(app, options);
  registerDevStatusRoute(app, options, statusCache);
  registerDevClockRoute(app, options);

  app.route<{ Querystring: Static<typeof querystring>; Reply: Envelope<SystemStatus> }>({
    method: systemStatus.method,
    url: systemStatus.path,
    schema: { querystring, response: { 200: envelopeSchema(CALL_SCHEMAS.systemStatus.response) }, tags: [CALL_SCHEMAS.systemStatus.domain], operationId: 'systemStatus' },
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
