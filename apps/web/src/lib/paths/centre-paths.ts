import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@platform/api/contract';

/**
 * The member and agent centres' addresses. The member centre's page keys are the spec's (section
 * 2, "Member centre"), in its menu order; the contract lists them for the whitelabel tree. The
 * header, the activity gift, promotions and the centre's own menu link here. Defaults from spec
 * section 9: member centre page securityCenter, agent page agentTeamOverview.
 */
export { MEMBER_CENTRE_PAGES, type MemberCentrePage };

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** `/member` alone is the centre's menu (a screen of its own on a phone); `/member/<page>` a page. */
export const MEMBER_CENTRE_ROOT = '/member';

export function memberCentrePath(page: MemberCentrePage = DEFAULT_MEMBER_CENTRE_PAGE): string {
  return `${MEMBER_CENTRE_ROOT}/${page}`;
}

export function agentCentrePath(page = 'agentTeamOverview'): string {
  return `/agent/${page}`;
}
