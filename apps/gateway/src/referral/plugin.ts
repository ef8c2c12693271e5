import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { maskAccount } from '../shared/mask-account';
import { centsToMoney } from '../shared/money';
import { countInvitedFriends, loadInvitedFriends } from './friends';
import { ensureInvitationCode } from './invitation';
import { claimReferralRewards } from './referral-claim';
import { loadReferralRules } from './referral-rules';
import { refuseIfExcluded } from '../protection/exclusions';

/** The referral programme: the member's invitation code, the friends invited, and the rewards they earned. */
export const referralPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'referralInfo', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      const code = await ensureInvitationCode(deps.db, memberId, context.merchantCode, context.now);
      const rules = await loadReferralRules(deps.db, context.merchantCode);
      const friends = await loadInvitedFriends(deps.db, memberId, rules);
      return {
        code,
        rules,
        friendCount: friends.length,
        qualifiedCount: friends.filter((friend) => friend.status === 'QUALIFIED').length,
        earnedAmount: centsToMoney(friends.reduce((sum, friend) => sum + friend.paidCents, 0)),
        claimableAmount: centsToMoney(friends.reduce((sum, friend) => sum + friend.claimableCents, 0)),
      };
    },
  });

  registerCall(app, deps, 'referralFriends', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      const rules = await loadReferralRules(deps.db, context.merchantCode);
      const friends = await loadInvitedFriends(deps.db, memberId, rules, input);
      const total = await countInvitedFriends(deps.db, memberId);
      return {
        list: friends.map((friend) => ({
          account: maskAccount(friend.account),
          registeredAt: friend.registeredAt.getTime(),
          status: friend.status,
          firstDepositAt: friend.firstDepositAt?.getTime() ?? null,
          earnedAmount: centsToMoney(friend.paidCents),
          claimableAmount: centsToMoney(friend.claimableCents),
        })),
        totalPages: Math.ceil(total / input.pageSize),
      };
    },
  });

  registerCall(app, deps, 'referralClaim', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const { memberId } = requireSession(context);
      // A referral reward is an incentive: none while the member is on a break or self-excluded.
      await refuseIfExcluded(deps.db, memberId, context.now);
      return claimReferralRewards(deps.db, { memberId, merchantCode: context.merchantCode }, input, context.now);
    },
  });
};
