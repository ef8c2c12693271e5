import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Affiliate codes, downlines and agent contracts. */
export function registerAgentRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
