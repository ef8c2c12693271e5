import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { claimReward } from './claim-reward';
import { registerDevApplicationRoute } from './dev-application-route';
import { applyForPromotion } from './promotion-application';
import { listRewardClaims } from './reward-claims';

/** Applications with up to 15 MB of images: a player files a few an hour; a script is slowed down. */
const APPLICATIONS: RateLimitRule = { name: 'promotion-application', limit: 10, windowMs: 60_000 };

/**
 * The reward centre's claims and history, and the activity application of a promotion (with the
 * dev-mode desk that decides applications). The reward centre's list is the `reward` call of
 * content/promotion-routes.ts, which reads it from ./claimable-rewards.ts.
 */
export const rewardsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'claimReward', {
    realAccountOnly: true,
    handler: async (input, context) => claimReward(deps.db, { memberId: requireSession(context).memberId, locale: context.locale, now: context.now }, input),
  });

  registerCall(app, deps, 'rewardClaims', {
    handler: async (input, context) => listRewardClaims(deps.db, requireSession(context).memberId, input, context.locale),
  });

  registerCall(app, deps, 'applyPromotion', {
    realAccountOnly: true,
    // Three proof images of 5 MB in base64, and the rest of the body.
    bodyLimit: 21 * 1024 * 1024,
    handler: async (input, context) => {
      const member = requireSession(context);
      await enforceRateLimit(deps.db, APPLICATIONS, String(member.memberId), context.now, context.reply, 'Too many applications in a minute: please wait a moment');
      return applyForPromotion(deps.db, { memberId: member.memberId, merchantCode: context.merchantCode, now: context.now }, input);
    },
  });

  registerDevApplicationRoute(app, deps);
};
