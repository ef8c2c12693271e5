import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { accountsPlugin } from './accounts/plugin';
import { sessionPlugin } from './accounts/session-plugin';
import { agentPlugin } from './agent/plugin';
import { agentTeamPlugin } from './agent-team/plugin';
import { agentReportsPlugin } from './agent-reports/plugin';
import { recordsPlugin } from './records/plugin';
import { assetsPlugin } from './assets/plugin';
import type { SystemStatusOverride } from './config';
import { contentPlugin } from './content/plugin';
import { gatewayCrypto } from './crypto/index';
import { feedbackPlugin } from './feedback/plugin';
import type { Database } from './db/database';
import { demoGamePlugin } from './demo-game/plugin';
import type { GatewayDeps } from './deps';
import { gamesPlugin } from './games/plugin';
import { apiDocsPage, apiDocument } from './http/api-docs';
import { callSupport } from './http/call-route';
import { envelopeErrors } from './http/envelope-errors';
import { formBodies } from './http/form-body';
import { answerFrameworkError } from './http/framework-errors';
import { INPUT_VALIDATION } from './http/input-validation';
import { inboxPlugin } from './inbox/plugin';
import { securityHeaders } from './http/security-headers';
import { textInputs } from './http/text-input';
import { fastifyTrustProxy } from './http/trust-proxy';
import type { TrustProxy } from './http/trust-proxy';
import { webApp } from './http/web-dist';
import { lotteryPlugin } from './lottery/plugin';
import { missionsPlugin } from './missions/plugin';
import { paymentsPlugin } from './payments/plugin';
import { pointsPlugin } from './points/plugin';
import { protectionPlugin } from './protection/plugin';
import { rebatePlugin } from './rebate/plugin';
import { settlementPlugin } from './settlement/plugin';
import { referralPlugin } from './referral/plugin';
import { createDevClock } from './system/dev-clock';
import { loadPageImageHosts } from './system/image-hosts';
import { systemPlugin } from './system/plugin';
import { walletPlugin } from './wallet/plugin';
import { winnersPlugin } from './winners/plugin';
import { withdrawalsPlugin } from './withdrawals/plugin';
import { rewardsPlugin } from './rewards/plugin';

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
  /** Runs the timers of scheduled work (see GatewayDeps.runsScheduledWork); on unless false. */
  runsScheduledWork?: boolean;
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
  const baseClock = options.now ?? (() => new Date());
  // Dev mode's clock can be moved forward (POST /wps/dev/clock); production's is the plain one.
  const devClock = options.devMode ? createDevClock(baseClock) : undefined;
  const deps: GatewayDeps = {
    db: options.db,
    devMode: options.devMode ?? false,
    systemStatusOverride: options.systemStatusOverride ?? null,
    now: devClock?.now ?? baseClock,
    ...(devClock ? { devClock } : {}),
    runsScheduledWork: options.runsScheduledWork ?? true,
  };

  // What every route shares, on the root instance (fastify-plugin), before any domain: hooks
  // reach only the plugins registered after them.
  app.register(securityHeaders, { webDist: options.webDist, pageImageHosts: (hostname) => loadPageImageHosts(deps.db, hostname) });
  app.register(apiDocument);
  app.register(envelopeErrors);
  app.register(formBodies);
  app.register(textInputs);
  app.register(webApp, { webDist: options.webDist });
  app.register(gatewayCrypto, { db: deps.db });
  app.register(callSupport, deps);
  app.register(sessionPlugin, deps);

  // One encapsulated plugin per domain, in this order. The system plugin comes first: its call
  // gate (maintenance, region) runs before the accounts' password-change gate.
  const domains = [systemPlugin, accountsPlugin, gamesPlugin, assetsPlugin, lotteryPlugin, walletPlugin, paymentsPlugin, withdrawalsPlugin, pointsPlugin, rebatePlugin, demoGamePlugin, contentPlugin, winnersPlugin, agentPlugin, settlementPlugin, agentTeamPlugin, agentReportsPlugin, recordsPlugin, inboxPlugin, feedbackPlugin, rewardsPlugin, missionsPlugin, referralPlugin, protectionPlugin];
  for (const domain of domains) app.register(domain, deps);
  app.register(apiDocsPage, { devMode: deps.devMode });

  return app;
}
