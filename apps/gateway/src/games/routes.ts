import type { FastifyInstance } from 'fastify';
import { registerAssetRoutes } from '../assets/routes';
import type { GatewayDeps } from '../deps';
import { registerFavouriteRoutes } from './favourite-routes';
import { registerLaunchRoutes } from './launch-routes';
import { registerListRoutes } from './list-routes';
import { registerMenuRoutes } from './menu-routes';

/** Game menus, vendors, lists, hot and recent games, favourites, PvP rooms, game launch and the catalogue's images. */
export function registerGameRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerMenuRoutes(app, deps);
  registerListRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  registerLaunchRoutes(app, deps);
  registerAssetRoutes(app, deps);
}
