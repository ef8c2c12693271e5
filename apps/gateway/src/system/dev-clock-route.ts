import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '@platform/api/contract';
import { Type } from 'typebox';
import type { GatewayDeps } from '../deps';
import { localRequestsOnly } from '../http/local-only';

/** The path of the dev-mode clock (e2e/support/gateway.ts advanceClock calls it). */
export const DEV_CLOCK_PATH = '/wps/dev/clock';

/** The longest step one request moves the clock: 40 days, past the end of any contract period. */
export const MAX_CLOCK_STEP_MINUTES = 60 * 24 * 40;

const body = Type.Object(
  {
    advanceMinutes: Type.Integer({ minimum: 1, maximum: MAX_CLOCK_STEP_MINUTES, description: 'How far to move the clock forward, in minutes.' }),
  },
  { additionalProperties: false },
);

/**
 * The gateway's clock in dev mode: GET /wps/dev/clock answers its time; POST moves it forward
 * by `advanceMinutes` (never back) and answers the new time. Everything that reads the gateway's
 * clock sees it: sessions and codes expire, and the next settlement sweep settles the periods
 * that have ended. Dev mode only, from this machine only (localRequestsOnly): otherwise the path
 * answers the 404 envelope.
 */
export function registerDevClockRoute(app: FastifyInstance, deps: GatewayDeps): void {
  const clock = deps.devClock;
  if (!deps.devMode || clock === undefined) return;
  app.get(DEV_CLOCK_PATH, { onRequest: localRequestsOnly, schema: { querystring: Type.Object({}, { additionalProperties: false }) } }, async () =>
    successEnvelope({ now: clock.now().toISOString() }),
  );
  app.post<{ Body: { advanceMinutes: number } }>(DEV_CLOCK_PATH, { onRequest: localRequestsOnly, schema: { body } }, async (request) =>
    successEnvelope({ now: clock.advance(request.body.advanceMinutes).toISOString() }),
  );
}
