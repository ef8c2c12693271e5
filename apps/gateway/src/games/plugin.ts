import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerFavouriteRoutes } from './favourite-routes';
import { registerLaunchRoutes } from './launch-routes';
import { registerListRoutes } from './list-routes';
import { registerMenuRoutes } from './menu-routes';

/** Game menus, vendors, lists, hot and recent games, favourites, PvP rooms and game launch (the catalogue's images are the assets plugin's). */
export const gamesPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerMenuRoutes(app, deps);
  registerListRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  registerLaunchRoutes(app, deps);
};
