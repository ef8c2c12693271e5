/**
 * Whose rows a report's filter keeps: a condition on `member_id` that uses $1, and the value of
 * $1. A member's records keep the member's own rows (ownRows); the agent centre's reports keep
 * the agent's team (agent-reports/team-scope.ts). The rest of the filter is the same for both.
 */
export interface MemberScope {
  condition: string;
  param: number;
}

/** The member's own rows. */
export function ownRows(memberId: number): MemberScope {
  return { condition: 'member_id = $1', param: memberId };
}
