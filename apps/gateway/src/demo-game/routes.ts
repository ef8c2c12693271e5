import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** The built-in demo slot that game launch opens: its page and its spins against the wallet. */
export function registerDemoGameRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
