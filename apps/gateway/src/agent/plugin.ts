import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  AGENT_TYPES,
  ERROR_CODE,
  affiliate,
  dailySalaryContract,
  dividendRequest,
  downlines,
  hourlySalaryContract,
  realtimeSalaryContract,
} from '@platform/api/contract';
import type { CallDefinition, Contract, ContractDecision, ContractPeriod, ContractRequest } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { SINGLE_LINE_TEXT } from '../http/input-patterns';
import { findAffiliateAgent } from './affiliate';
import { DAILY_SALARY, DIVIDEND, HOURLY_SALARY, REALTIME_SALARY } from './contract-kinds';
import type { AnyTier, ContractKindRule } from './contract-kinds';
import { offerContract, replyToContract, terminateContract } from './contracts';
import { listDownlines } from './downlines';

const ACCOUNT = { type: 'string', minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT } as const;
const MAX_ID = 2_147_483_647;

/** Refuses a member who is not an agent (types 1, 2, 41, 42). */
function requireAgent(context: CallContext) {
  const member = requireSession(context);
  if (!(AGENT_TYPES as readonly number[]).includes(member.type)) {
    throw new RequestError(403, ERROR_CODE.notAgent, 'Only agents can do this: your account is not an agent account');
  }
  return member;
}

/** The body every contract call takes: an offer, a termination or the downline's answer. */
interface ContractBody {
  requestType?: 'NEW' | 'TERMINATION';
  downline?: string;
  period?: ContractPeriod;
  tiers?: unknown[];
  agreeToTerminate?: boolean;
  contractId?: number;
  decision?: ContractDecision;
}

function registerContractCall<Tier extends AnyTier>(
  app: FastifyInstance,
  deps: GatewayDeps,
  call: CallDefinition<ContractRequest<Tier>, Contract<Tier>>,
  rule: ContractKindRule<Tier>,
): void {
  registerCall(app, deps, call, {
    realAccountOnly: true,
    input: {
      properties: {
        requestType: { type: 'string', enum: ['NEW', 'TERMINATION'] },
        downline: ACCOUNT,
        period: { type: 'string', enum: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] },
        tiers: { type: 'array', minItems: 1, maxItems: 10, items: rule.tier },
        agreeToTerminate: { type: 'boolean' },
        contractId: { type: 'integer', minimum: 1, maximum: MAX_ID },
        decision: { type: 'string', enum: ['ACCEPT', 'REJECT', 'TERMINATE'] },
      },
    },
    handler: async (input, context) => {
      const body = input as ContractBody;
      const base = { merchantCode: context.merchantCode, now: context.now };
      if (body.decision !== undefined) {
        if (body.requestType !== undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'Send either a requestType or a decision, not both');
        if (body.contractId === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A decision needs the contractId it answers');
        const member = requireSession(context);
        return replyToContract<Tier>(deps.db, rule, { ...base, memberId: member.memberId, contractId: body.contractId, decision: body.decision });
      }
      if (body.requestType === undefined) {
        throw new RequestError(400, ERROR_CODE.badRequest, 'Send a requestType (NEW or TERMINATION) or a decision (ACCEPT, REJECT or TERMINATE)');
      }
      const upline = requireAgent(context);
      if (body.downline === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'The downline is required');
      if (body.requestType === 'TERMINATION') {
        if (body.contractId === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A termination needs the contractId');
        return terminateContract<Tier>(deps.db, rule, { ...base, uplineId: upline.memberId, downline: body.downline, contractId: body.contractId });
      }
      if (body.tiers === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'A new contract needs its tiers');
      return offerContract<Tier>(deps.db, rule, {
        ...base,
        uplineId: upline.memberId,
        downline: body.downline,
        tiers: body.tiers as Tier[],
        ...(body.period !== undefined ? { period: body.period } : {}),
        ...(body.agreeToTerminate !== undefined ? { agreeToTerminate: body.agreeToTerminate } : {}),
      });
    },
  });
}

/** Affiliate codes, downlines and agent contracts. */
export const agentPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, affiliate, {
    input: {
      properties: {
        code: { type: 'string', minLength: 1, maxLength: 32, pattern: SINGLE_LINE_TEXT },
        domain: { type: 'string', maxLength: 2048 },
      },
      required: ['code', 'domain'],
    },
    handler: async ({ code }, { merchantCode }) => {
      const agent = await findAffiliateAgent(deps.db, merchantCode, code);
      return agent ? { valid: true, affiliateCode: agent.affiliateCode } : { valid: false, affiliateCode: code.trim() };
    },
  });

  registerCall(app, deps, downlines, {
    input: {
      properties: {
        pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        account: { type: 'string', maxLength: 32, pattern: SINGLE_LINE_TEXT },
      },
    },
    handler: async (input, context) => {
      const agent = requireAgent(context);
      return listDownlines(deps.db, { agentId: agent.memberId, pageNo: input.pageNo, pageSize: input.pageSize, ...(input.account ? { account: input.account } : {}) });
    },
  });

  registerContractCall(app, deps, hourlySalaryContract, HOURLY_SALARY);
  registerContractCall(app, deps, dailySalaryContract, DAILY_SALARY);
  registerContractCall(app, deps, realtimeSalaryContract, REALTIME_SALARY);
  registerContractCall(app, deps, dividendRequest, DIVIDEND);
};
