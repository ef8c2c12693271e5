import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerBannerRoutes } from './banner-routes';
import { registerHelpRoutes } from './help-routes';
import { registerNoticeRoutes } from './notice-routes';
import { registerPromotionRoutes } from './promotion-routes';

/** Banners, notices, announcements, help centre, promotions, rewards and raffle (missions: missions/; feedback: feedback/). */
export const contentPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerBannerRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerHelpRoutes(app, deps);
  registerPromotionRoutes(app, deps);
};
