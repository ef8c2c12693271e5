import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { findTeamMember } from '../agent/subtree';
import { ownRows } from '../shared/member-scope';
import type { MemberScope } from '../shared/member-scope';

/**
 * The ids of the agent's team, as an array computed once ahead of the query: every downline at
 * every level below the agent ($1), not the agent itself, from one index range of member_tree's
 * primary key. `member_id = any(TEAM_MEMBER_IDS)` then reads each member's own index range
 * (the member-time and daily-totals indexes), whatever share of all members the team is, rather
 * than joining the team to a whole table.
 */
export const TEAM_MEMBER_IDS = 'array(select descendant_id from member_tree where ancestor_id = $1 and depth >= 1)';

/** The rows of the agent's whole team. */
export function teamRows(agentId: number): MemberScope {
  return { condition: `member_id = any(${TEAM_MEMBER_IDS})`, param: agentId };
}

/** Whose rows a team report reads: one downline's when the filter names one (404 outside the team), else the whole team's. */
export async function reportScope(db: Queryable, agent: SessionMember, account: string | undefined): Promise<MemberScope> {
  if (account === undefined) return teamRows(agent.memberId);
  return ownRows((await findTeamMember(db, agent.memberId, agent.merchantCode, account)).id);
}
