import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';

/** A member of an agent's team (its subtree), found by account. */
export interface TeamMemberRef {
  id: number;
  account: string;
  type: number;
  /** Levels below the agent: 1 for a direct downline. */
  depth: number;
}

/**
 * The member of `agentId`'s team (every level below it, not the agent itself) whose account this
 * is, without regard to case; one lookup of the account and one of the closure table (0019). A
 * member outside the team, of another brand, or unknown is refused alike (404), so an agent learns
 * nothing of accounts beyond its team.
 */
export async function findTeamMember(db: Queryable, agentId: number, merchantCode: string, account: string): Promise<TeamMemberRef> {
  const typed = account.trim();
  const result = await db.query<TeamMemberRef>(
    `select m.id, m.account, m.type, t.depth
       from member m join member_tree t on t.descendant_id = m.id and t.ancestor_id = $3 and t.depth > 0
      where m.merchant_code = $1 and lower(m.account) = lower($2)`,
    [merchantCode, typed, agentId],
  );
  const found = result.rows[0];
  if (!found) throw new RequestError(404, ERROR_CODE.notFound, `"${typed}" is not in your downline`);
  return found;
}

/** One step of the way from an agent down to a member of its team. */
export interface TeamPathStep {
  account: string;
  type: number;
  /** Levels below the agent: 0 for the agent itself. */
  depth: number;
}

/** The way from the agent (first, depth 0) down to `member` (last): the breadcrumb of a level of its team. */
export async function pathToTeamMember(db: Queryable, member: Pick<TeamMemberRef, 'id' | 'depth'>): Promise<TeamPathStep[]> {
  const steps = await db.query<TeamPathStep>(
    `select m.account, m.type, ($2::int - up.depth) as depth
       from member_tree up join member m on m.id = up.ancestor_id
      where up.descendant_id = $1 and up.depth <= $2
      order by up.depth desc`,
    [member.id, member.depth],
  );
  return steps.rows;
}
