import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerBannerRoutes } from './banner-routes';
import { registerFeedbackRoute } from './feedback-route';
import { registerHelpRoutes } from './help-routes';
import { registerMissionRoutes } from './mission-routes';
import { registerNoticeRoutes } from './notice-routes';
import { registerPromotionRoutes } from './promotion-routes';

/** Banners, notices, announcements, help centre, promotions, rewards, raffle, missions and feedback. */
export const contentPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerBannerRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerHelpRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerMissionRoutes(app, deps);
  registerFeedbackRoute(app, deps);
};
