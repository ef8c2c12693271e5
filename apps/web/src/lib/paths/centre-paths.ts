/**
 * Entry points of the member and agent centres, which later issues build. The header, the
 * activity gift and the side bar link here; the route table sends these paths to the centre.
 * Defaults from spec section 9: member centre page securityCenter, agent page agentTeamOverview.
 */
export const MEMBER_CENTRE_PAGES = ['securityCenter', 'deposit', 'withdrawal', 'messages', 'wallet'] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export function memberCentrePath(page: MemberCentrePage = 'securityCenter'): string {
  return `/member/${page}`;
}

export function agentCentrePath(page = 'agentTeamOverview'): string {
  return `/agent/${page}`;
}
