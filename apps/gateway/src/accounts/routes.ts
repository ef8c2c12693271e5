import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Sessions, members, registration, verification (captcha, SMS) and the registration settings. */
export function registerAccountRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
