import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Banners, notices, announcements, help centre, promotions, rewards, missions, winners and feedback. */
export function registerContentRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
