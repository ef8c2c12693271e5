import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerDevReplyRoute } from './dev-reply-route';
import { registerFeedbackRoutes } from './feedback-routes';

/** Feedback from members (spec sections 3 and 5), its images and history, and the dev-mode reply desk. */
export const feedbackPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerFeedbackRoutes(app, deps);
  registerDevReplyRoute(app, deps);
};
