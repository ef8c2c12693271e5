import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/routes';
import { registerAgentRoutes } from './agent/routes';
import type { SystemStatusOverride } from './config';
import { registerContentRoutes } from './content/routes';
import { registerGatewayCrypto } from './crypto/index';
import type { Database } from './db/database';
import { registerDemoGameRoutes } from './demo-game/routes';
import type { GatewayDeps } from './deps';
import { registerGameRoutes } from './games/routes';
import { registerCallSupport } from './http/call-route';
import { registerEnvelopeErrors } from './http/envelope-errors';
import { registerFormBodies } from './http/form-body';
import { INPUT_VALIDATION } from './http/input-validation';
import { fastifyTrustProxy } from './http/trust-proxy';
import type { TrustProxy } from './http/trust-proxy';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextInputs } from './http/text-input';
import { registerNotFound, registerWebDist } from './http/web-dist';
import { registerLotteryRoutes } from './lottery/routes';
import { registerPointsRoutes } from './points/routes';
import { answerFrameworkError } from './http/framework-errors';
import { loadPageImageHosts } from './system/image-hosts';
import { registerSystemRoutes } from './system/system-routes';
import { registerWalletRoutes } from './wallet/routes';
import { registerWinnerRoutes } from './winners/routes';

export interface BuildAppOptions {
  db: Database;
  /** Folder of the built web app to serve at `/`; omit to serve the API only. */
  webDist?: string;
  /** Forces maintenance or region restriction in the system status (GATEWAY_SYSTEM_STATUS). */
  systemStatusOverride?: SystemStatusOverride | null;
  /** Exposes the local SMS inbox and the status switches (see GatewayDeps); off unless asked. */
  devMode?: boolean;
  /** The clock; tests move it to expire tokens and codes. */
  now?: () => Date;
  /** Fastify log level; no logging when omitted. */
  logLevel?: string;
  /** Which proxies to believe for the client's address and protocol (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
}

/** The gateway as a Fastify instance: call `listen` to serve, or `inject` to test. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    // A path Fastify cannot route (a malformed percent-encoding) still gets the envelope.
    frameworkErrors: answerFrameworkError,
    // Request bodies are never type-coerced; query and path text is converted strictly (text-input.ts).
    ajv: INPUT_VALIDATION,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  const deps: GatewayDeps = {
    db: options.db,
    devMode: options.devMode ?? false,
    systemStatusOverride: options.systemStatusOverride ?? null,
    now: options.now ?? (() => new Date()),
  };

  registerSecurityHeaders(app, { webDist: options.webDist, pageImageHosts: (hostname) => loadPageImageHosts(deps.db, hostname) });
  registerEnvelopeErrors(app);
  registerFormBodies(app);
  registerTextInputs(app);
  registerNotFound(app, options.webDist);
  registerGatewayCrypto(app, { db: deps.db });
  registerCallSupport(app, deps);

  registerSystemRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerLotteryRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerPointsRoutes(app, deps);
  registerDemoGameRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerWinnerRoutes(app, deps);
  registerAgentRoutes(app, deps);
  if (options.webDist !== undefined) registerWebDist(app, options.webDist);

  return app;
}
