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

/** The rows of the agent's whole team, each member's index range read in full: for sums over the period. */
export function teamRows(agentId: number): MemberScope {
  return { condition: `member_id = any(${TEAM_MEMBER_IDS})`, param: agentId };
}

/**
 * The rows of the agent's whole team, for a page of them newest first. As a semi-join the planner
 * can walk a table's time index (bet_time, ledger_entry_time) newest first, keep the team's rows
 * by member_tree's primary key and stop after the page, which is what a large team needs (reading
 * every member's range and sorting them all took hundreds of milliseconds for 5,000 members); for
 * a small team it still reads the members' own ranges.
 */
export function teamRowsNewestFirst(agentId: number): MemberScope {
  return {
    condition: 'exists (select 1 from member_tree team where team.ancestor_id = $1 and team.descendant_id = member_id and team.depth >= 1)',
    param: agentId,
  };
}

/**
 * Where a report's sums over days come from: a table of daily totals and its table by game type
 * (the same figure columns either way), and the condition on them that uses $1.
 */
export interface DailyTotalsScope extends MemberScope {
  table: 'member_daily_totals' | 'team_daily_totals';
  gameTable: 'member_daily_game_totals' | 'team_daily_game_totals';
}

/** The agent's whole team as one total a day (kept by migration 0024's triggers), a few rows a day whatever the team's size. */
export function teamDailyTotals(agentId: number): DailyTotalsScope {
  return { table: 'team_daily_totals', gameTable: 'team_daily_game_totals', condition: 'ancestor_id = $1', param: agentId };
}

/** One member's own daily totals. */
export function memberDailyTotals(memberId: number): DailyTotalsScope {
  return { table: 'member_daily_totals', gameTable: 'member_daily_game_totals', ...ownRows(memberId) };
}

/** Whose rows a team report reads: for sums over rows, for its page newest first, and for sums over days. */
export interface ReportScope {
  forSums: MemberScope;
  forPage: MemberScope;
  dailyTotals: DailyTotalsScope;
}

/** Whose rows a team report reads: one downline's when the filter names one (404 outside the team), else the whole team's. */
export async function reportScope(db: Queryable, agent: SessionMember, account: string | undefined): Promise<ReportScope> {
  if (account === undefined) {
    return { forSums: teamRows(agent.memberId), forPage: teamRowsNewestFirst(agent.memberId), dailyTotals: teamDailyTotals(agent.memberId) };
  }
  const downlineId = (await findTeamMember(db, agent.memberId, agent.merchantCode, account)).id;
  return { forSums: ownRows(downlineId), forPage: ownRows(downlineId), dailyTotals: memberDailyTotals(downlineId) };
}
