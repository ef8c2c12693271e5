import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../deps';

/** Game menus, vendors, lists, hot and recent games, favourites, PvP rooms and game launch. */
export function registerGameRoutes(_app: FastifyInstance, _deps: GatewayDeps): void {
  // Filled in by the work on issue 7.
}
