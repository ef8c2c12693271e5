import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_PAGES, type AgentCentrePage, type MemberCentrePage } from '@platform/api/contract';

/**
 * The member and agent centres' addresses. Their page keys are the spec's (section 2, "Member
 * centre" and "Agent centre"), in menu order; the contract lists them for the whitelabel tree. The
 * header, the activity gift, promotions and the centre's own menu link here. Defaults from spec
 * section 9: member centre page securityCenter, agent page agentTeamOverview.
 */
export { AGENT_CENTRE_PAGES, MEMBER_CENTRE_PAGES, type AgentCentrePage, type MemberCentrePage };

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** `/member` alone is the centre's menu (a screen of its own on a phone); `/member/<page>` a page. */
export const MEMBER_CENTRE_ROOT = '/member';

export function memberCentrePath(page: MemberCentrePage = DEFAULT_MEMBER_CENTRE_PAGE): string {
  return `${MEMBER_CENTRE_ROOT}/${page}`;
}

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** `/agent` alone is the agent centre's menu on a phone, as `/member` is the member centre's. */
export const AGENT_CENTRE_ROOT = '/agent';

export function agentCentrePath(page: AgentCentrePage = DEFAULT_AGENT_CENTRE_PAGE): string {
  return `${AGENT_CENTRE_ROOT}/${page}`;
}
