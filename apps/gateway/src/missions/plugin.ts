import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { claimMission } from './mission-claim';
import { loadMemberMissions } from './mission-progress';
import { leaderboard, memberStanding } from './standings';
import { refuseIfExcluded } from '../protection/exclusions';

/** Missions measured from real events, their claims, and the activity's leaderboard. */
export const missionsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'missionSummary', {
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      const missions = await loadMemberMissions(deps.db, context.merchantCode, memberId, context.locale, context.now);
      const standing = await memberStanding(deps.db, context.merchantCode, memberId, context.now);
      return {
        unclaimedCount: missions.filter((mission) => mission.status === 'COMPLETED').length,
        completedCount: missions.filter((mission) => mission.status !== 'IN_PROGRESS').length,
        totalCount: missions.length,
        points: standing.points,
        rank: standing.rank,
      };
    },
  });

  registerCall(app, deps, 'missionLeaderboard', {
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      return leaderboard(deps.db, context.merchantCode, memberId, input.limitNum ?? 20, context.now);
    },
  });

  registerCall(app, deps, 'missionList', {
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      return { missions: await loadMemberMissions(deps.db, context.merchantCode, memberId, context.locale, context.now) };
    },
  });

  registerCall(app, deps, 'missionClaim', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      // A mission's reward is an incentive: none while the member is on a break or self-excluded.
      await refuseIfExcluded(deps.db, memberId, context.now);
      return claimMission(deps.db, { memberId, merchantCode: context.merchantCode }, input, context.now);
    },
  });
};
