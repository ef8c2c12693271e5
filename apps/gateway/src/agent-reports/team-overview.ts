import type { AgentTeamOverview, AgentTeamOverviewQuery, TeamFigures } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { addFigures, NO_FIGURES, SUMMED_FIGURES_IN_CENTS, toProfitFigures } from '../records/profit-figures';
import type { FiguresInCents } from '../records/profit-figures';
import { reportPeriod } from '../records/report-period';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { TEAM_MEMBER_IDS } from './team-scope';

/** One business day of the team, before it becomes money. */
interface TeamDayInCents {
  day: string;
  /** Members registered by the end of the day. */
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  figures: FiguresInCents;
}

function teamFigures(size: { teamSize: number; newMembers: number; activeMembers: number }, figures: FiguresInCents): TeamFigures {
  return { teamSize: size.teamSize, newMembers: size.newMembers, activeMembers: size.activeMembers, ...toProfitFigures(figures) };
}

/** A period's figures from its days (oldest first, at least one) and its distinct active members. */
function periodFigures(days: readonly TeamDayInCents[], activeMembers: number): TeamFigures {
  const newMembers = days.reduce((sum, day) => sum + day.newMembers, 0);
  const figures = days.reduce((sum, day) => addFigures(sum, day.figures), NO_FIGURES);
  return teamFigures({ teamSize: days[days.length - 1]!.teamSize, newMembers, activeMembers }, figures);
}

/**
 * The team overview: the agent's team (every downline at every level, not the agent) over a
 * period and over the period of the same length just before it, and every day of the period for
 * the trend. Money and activity come from the daily totals of the team's members (never the bets
 * or the ledger); size and new members from when the team's members registered.
 */
export async function loadTeamOverview(db: Queryable, agentId: number, query: AgentTeamOverviewQuery): Promise<AgentTeamOverview> {
  const period = reportPeriod(query.startDate, query.endDate);
  const length = period.days.length;
  const previousFrom = new Date(period.from.getTime() - length * DAY_MS);
  // Both periods' days, oldest first: the previous period's, then the period's.
  const days = [...Array.from({ length }, (_unused, index) => businessDayOf(new Date(previousFrom.getTime() + index * DAY_MS))), ...period.days];

  // Both periods' days: from `length` days before startDate ($2) to endDate ($4), counted by the database.
  const bothPeriods = [agentId, period.startDate, length, period.endDate];
  const totals = await db.query<FiguresInCents & { day: string; active: number }>(
    `select to_char(t.business_day, 'YYYY-MM-DD') as day, count(*) filter (where t.bet_count > 0)::int as active, ${SUMMED_FIGURES_IN_CENTS}
       from member_daily_totals t
      where t.member_id = any(${TEAM_MEMBER_IDS}) and t.business_day between $2::date - $3::int and $4::date
      group by t.business_day`,
    bothPeriods,
  );
  const active = await db.query<{ current: number; previous: number }>(
    `select count(distinct t.member_id) filter (where t.business_day >= $2::date)::int as current,
            count(distinct t.member_id) filter (where t.business_day < $2::date)::int as previous
       from member_daily_totals t
      where t.member_id = any(${TEAM_MEMBER_IDS}) and t.business_day between $2::date - $3::int and $4::date and t.bet_count > 0`,
    bothPeriods,
  );
  // Members by the day they registered, counted from the previous period's first day (earlier ones
  // as -1); moments as epoch milliseconds, so any date the schema lets through is plain arithmetic.
  const joined = await db.query<{ day_index: number; members: number }>(
    `select greatest(floor((extract(epoch from m.created_at) * 1000 - $2::float8) / $3::float8), -1)::int as day_index, count(*)::int as members
       from member m
      where m.id = any(${TEAM_MEMBER_IDS}) and extract(epoch from m.created_at) * 1000 < $4::float8
      group by 1`,
    [agentId, previousFrom.getTime(), DAY_MS, period.until.getTime()],
  );

  const byDay = new Map(totals.rows.map(({ day, active: activeMembers, ...figures }) => [day, { activeMembers, figures }]));
  const joinedOn = new Map(joined.rows.map((row) => [row.day_index, row.members]));
  // Registered before the previous period began.
  let teamSize = joinedOn.get(-1) ?? 0;
  const teamDays: TeamDayInCents[] = days.map((day, index) => {
    const newMembers = joinedOn.get(index) ?? 0;
    teamSize += newMembers;
    const kept = byDay.get(day);
    return { day, teamSize, newMembers, activeMembers: kept?.activeMembers ?? 0, figures: kept?.figures ?? NO_FIGURES };
  });
  const previousDays = teamDays.slice(0, length);
  const currentDays = teamDays.slice(length);
  const distinctActive = active.rows[0]!;
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    previousStartDate: days[0]!,
    previousEndDate: days[length - 1]!,
    current: periodFigures(currentDays, distinctActive.current),
    previous: periodFigures(previousDays, distinctActive.previous),
    days: currentDays.map((day) => ({ day: day.day, ...teamFigures(day, day.figures) })),
  };
}
