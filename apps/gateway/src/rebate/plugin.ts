import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { claimMemberRebate } from './claim-rebate';
import { listRebateClaims } from './rebate-history';
import { loadRebateSummary } from './rebate-summary';

/**
 * Claims per member and minute: a claim is idempotent and a second one finds nothing, so this only
 * keeps a script from holding the member's wallet lock; a player pressing repeatedly stays far below.
 */
const REBATE_CLAIMS: RateLimitRule = { name: 'rebate-claim', limit: 300, windowMs: 60_000 };

/** Manual rebate: what is available now, the claim, and the claims so far. */
export const rebatePlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'rebateSummary', {
    handler: async (_input, context) => loadRebateSummary(deps.db, requireSession(context)),
  });

  registerCall(app, deps, 'claimRebate', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = requireSession(context);
      await enforceRateLimit(deps.db, REBATE_CLAIMS, String(member.memberId), context.now, context.reply, 'Too many rebate claims in a minute: please wait a moment');
      return claimMemberRebate(deps.db, member, input, context.now);
    },
  });

  registerCall(app, deps, 'rebateClaims', {
    handler: async (input, context) => listRebateClaims(deps.db, requireSession(context).memberId, input),
  });
};
