import { defineCall } from './define-call';
import { AGENT_TYPES } from './entities';
import type { MemberTransferResult } from '../schemas/wallet';
import type {
  AffiliateLink,
  AffiliateLinks,
  AgentTeamPage,
  AgentTeamQuery,
  CreateAffiliateLinkRequest,
  CreateDownlineAccountRequest,
  TeamMember,
  TransferToDownlineRequest,
  UpdateAffiliateLinkRequest,
} from '../schemas/agent-team';
import type { NoInput, Notice } from '../schemas/entities';
export type {
  AffiliateLink,
  AffiliateLinks,
  AgentTeamPage,
  AgentTeamQuery,
  CreateAffiliateLinkRequest,
  CreateDownlineAccountRequest,
  DownlineAccountType,
  TeamContract,
  TeamMember,
  TeamPathStep,
  TransferToDownlineRequest,
  UpdateAffiliateLinkRequest,
} from '../schemas/agent-team';

/** The account type of a member (a player). */
export const MEMBER_ACCOUNT_TYPE = 0;

/** Each agent type's level in the tree: 1 at the top, 2 below it, 41 and 42 below that. */
export const AGENT_LEVELS: Readonly<Record<(typeof AGENT_TYPES)[number], number>> = Object.freeze({ 1: 1, 2: 2, 41: 3, 42: 3 });

/** How many affiliate links one agent may have. */
export const MAX_AFFILIATE_LINKS = 50;

/**
 * The account types an agent of `agentType` may open directly or give an affiliate link: a
 * member, and every agent type of its own level or below (type 1 opens 1, 2, 41 and 42; type 2
 * opens 2, 41 and 42; types 41 and 42 open 41 and 42). Never a trial account; nothing for a
 * non-agent.
 */
export function accountTypesCreatableBy(agentType: number): number[] {
  const level = (AGENT_LEVELS as Record<number, number | undefined>)[agentType];
  if (level === undefined) return [];
  return [MEMBER_ACCOUNT_TYPE, ...AGENT_TYPES.filter((type) => AGENT_LEVELS[type] >= level)];
}

/** The agent opens a direct downline account (page registerCenter); agents only. */
export const createDownlineAccount = defineCall<CreateDownlineAccountRequest, TeamMember>({
  method: 'POST',
  path: '/wps/agent/team/account',
  auth: true,
  encrypted: false,
});

/** The agent's affiliate links with their registration counts, and the account types a link may register; agents only. */
export const affiliateLinks = defineCall<NoInput, AffiliateLinks>({
  method: 'GET',
  path: '/wps/agent/affiliate/links',
  auth: true,
  encrypted: false,
});

/** Creates an affiliate link with a new code; agents only. */
export const createAffiliateLink = defineCall<CreateAffiliateLinkRequest, AffiliateLink>({
  method: 'POST',
  path: '/wps/agent/affiliate/links',
  auth: true,
  encrypted: false,
});

/** Renames, disables or enables one of the agent's affiliate links; agents only. */
export const updateAffiliateLink = defineCall<UpdateAffiliateLinkRequest, AffiliateLink>({
  method: 'POST',
  path: '/wps/agent/affiliate/links/update',
  auth: true,
  encrypted: false,
});

/** The agent's team level by level, or searched by account (page downlineManagmentView); agents only. */
export const agentTeam = defineCall<AgentTeamQuery, AgentTeamPage>({
  method: 'GET',
  path: '/wps/agent/team',
  auth: true,
  encrypted: false,
});

/** Moves withdrawable money from the agent's main wallet to a member of its team, with the payment password, once per requestId; agents only. */
export const transferToDownline = defineCall<TransferToDownlineRequest, MemberTransferResult>({
  method: 'POST',
  path: '/wps/agent/team/transfer',
  auth: true,
  encrypted: false,
});

/** The announcements meant for agents (page agentAnnouncement), newest first, for the notice board; agents only. */
export const agentNotices = defineCall<NoInput, Notice[]>({
  method: 'GET',
  path: '/wps/agent/notices',
  auth: true,
  encrypted: false,
});
