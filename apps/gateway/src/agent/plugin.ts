import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { Contract, ContractRequest } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { findAffiliateAgent } from './affiliate';
import { DAILY_SALARY, DIVIDEND, HOURLY_SALARY, REALTIME_SALARY } from './contract-kinds';
import type { AnyTier, ContractKindRule } from './contract-kinds';
import { contractOfferImpact } from './contract-impact';
import { listAgentContracts } from './contract-list';
import { offerContract, replyToContract, terminateContract } from './contracts';
import { listDownlines } from './downlines';
import { requireAgent } from './require-agent';

/**
 * The route of a contract call, with `rule` its kind's rules: an offer, a termination or the
 * downline's decision, each refused with its own message when a field it needs is missing.
 */
function contractRoute<Tier extends AnyTier>(deps: GatewayDeps, rule: ContractKindRule<Tier>) {
  return {
    realAccountOnly: true,
    handler: async (body: ContractRequest<Tier>, context: CallContext): Promise<Contract<Tier>> => {
      const base = { merchantCode: context.merchantCode, now: context.now };
      // The schema takes whole numbers only; the contract's type keeps the platform's string | number.
      const contractId = body.contractId === undefined ? undefined : Number(body.contractId);
      if (body.decision !== undefined) {
        if (body.requestType !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'Send either a requestType or a decision, not both');
        if (contractId === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A decision needs the contractId it answers');
        const member = requireSession(context);
        return replyToContract<Tier>(deps.db, rule, { ...base, memberId: member.memberId, contractId, decision: body.decision });
      }
      if (body.requestType === undefined) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'Send a requestType (NEW or TERMINATION) or a decision (ACCEPT, REJECT or TERMINATE)');
      }
      const upline = requireAgent(context);
      if (body.downline === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'The downline is required');
      if (body.requestType === 'TERMINATION') {
        if (contractId === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A termination needs the contractId');
        return terminateContract<Tier>(deps.db, rule, { ...base, uplineId: upline.memberId, downline: body.downline, contractId });
      }
      if (body.tiers === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A new contract needs its tiers');
      return offerContract<Tier>(deps.db, rule, {
        ...base,
        uplineId: upline.memberId,
        downline: body.downline,
        tiers: body.tiers,
        ...(body.period !== undefined ? { period: body.period } : {}),
        ...(body.agreeToTerminate !== undefined ? { agreeToTerminate: body.agreeToTerminate } : {}),
      });
    },
  };
}

/** Affiliate codes, downlines and agent contracts: offers, answers, each side's list and an offer's impact. */
export const agentPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'affiliate', {
    handler: async ({ code }, { merchantCode }) => {
      const agent = await findAffiliateAgent(deps.db, merchantCode, code);
      return agent ? { valid: true, affiliateCode: agent.affiliateCode } : { valid: false, affiliateCode: code.trim() };
    },
  });

  registerCall(app, deps, 'downlines', {
    handler: async (input, context) => {
      const agent = requireAgent(context);
      return listDownlines(deps.db, { agentId: agent.memberId, pageNo: input.pageNo, pageSize: input.pageSize, ...(input.account ? { account: input.account } : {}) });
    },
  });

  registerCall(app, deps, 'hourlySalaryContract', contractRoute(deps, HOURLY_SALARY));
  registerCall(app, deps, 'dailySalaryContract', contractRoute(deps, DAILY_SALARY));
  registerCall(app, deps, 'realtimeSalaryContract', contractRoute(deps, REALTIME_SALARY));
  registerCall(app, deps, 'dividendRequest', contractRoute(deps, DIVIDEND));

  registerCall(app, deps, 'agentContracts', {
    handler: async (input, context) => listAgentContracts(deps.db, requireAgent(context), input),
  });

  registerCall(app, deps, 'contractOfferImpact', {
    handler: async (input, context) => contractOfferImpact(deps.db, requireAgent(context), input),
  });
};
