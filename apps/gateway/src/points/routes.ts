import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Points balance, the points mall, redemption and conversion. */
export function registerPointsRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
