import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Lottery menus, popular lottery games and drawn numbers. */
export function registerLotteryRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
