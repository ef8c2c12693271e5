import type { FastifyPluginAsync } from 'fastify';
import { requireAgent } from '../agent/require-agent';
import { loadNotices } from '../content/notice-routes';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { createAffiliateLink, listAffiliateLinks, updateAffiliateLink } from './affiliate-links';
import { createDownlineAccount } from './downline-account';
import { listTeam } from './team';
import { transferToDownline } from './transfer-to-downline';

/**
 * The agent centre's open account (registerCenter: accounts, affiliate links) and team management
 * (downlineManagmentView: the team level by level, transfers to downlines), and the agent
 * announcements (agentAnnouncement: notices for agents). Agents only: anyone
 * else is refused with "non-agents cannot log in" (403 NOT_AGENT).
 */
export const agentTeamPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'createDownlineAccount', {
    realAccountOnly: true,
    handler: async (input, context) => createDownlineAccount(deps.db, requireAgent(context), input, context),
  });

  registerCall(app, deps, 'affiliateLinks', {
    handler: async (_input, context) => listAffiliateLinks(deps.db, requireAgent(context)),
  });

  registerCall(app, deps, 'createAffiliateLink', {
    realAccountOnly: true,
    handler: async (input, context) => createAffiliateLink(deps.db, requireAgent(context), input, context.now),
  });

  registerCall(app, deps, 'updateAffiliateLink', {
    realAccountOnly: true,
    handler: async (input, context) => updateAffiliateLink(deps.db, requireAgent(context), input, context.now),
  });

  registerCall(app, deps, 'agentTeam', {
    handler: async (input, context) => {
      const agent = requireAgent(context);
      return listTeam(deps.db, { agentId: agent.memberId, merchantCode: agent.merchantCode, ...input });
    },
  });

  registerCall(app, deps, 'transferToDownline', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const agent = requireAgent(context);
      return transferToDownline(deps.db, agent, input, { memberId: agent.memberId, now: context.now, reply: context.reply });
    },
  });

  registerCall(app, deps, 'agentNotices', {
    handler: async (_input, context) => loadNotices(deps.db, requireAgent(context).merchantCode, 'AGENTS', context.locale, context.now),
  });
};
