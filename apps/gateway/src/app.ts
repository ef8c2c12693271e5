import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import type { SystemStatusOverride } from './config';
import { registerGatewayCrypto } from './crypto/index';
import { registerEnvelopeErrors } from './http/envelope-errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerNotFound, registerWebDist } from './http/web-dist';
import { registerSystemRoutes } from './system/system-routes';

export interface BuildAppOptions {
  db: Database;
  /** Folder of the built web app to serve at `/`; omit to serve the API only. */
  webDist?: string;
  /** Forces maintenance or region restriction in the system status (GATEWAY_SYSTEM_STATUS). */
  systemStatusOverride?: SystemStatusOverride | null;
  /** Fastify log level; no logging when omitted. */
  logLevel?: string;
}

/** The gateway as a Fastify instance: call `listen` to serve, or `inject` to test. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
  });

  registerSecurityHeaders(app);
  registerEnvelopeErrors(app);
  registerNotFound(app, options.webDist);
  registerSystemRoutes(app, { db: options.db, systemStatusOverride: options.systemStatusOverride ?? null });
  registerGatewayCrypto(app, { db: options.db });
  if (options.webDist !== undefined) registerWebDist(app, options.webDist);

  return app;
}
