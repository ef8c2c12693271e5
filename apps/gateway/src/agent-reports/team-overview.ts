import type { AgentTeamOverview, AgentTeamOverviewQuery, TeamFigures } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { addFigures, NO_FIGURES, SUMMED_FIGURES_IN_CENTS, toProfitFigures } from '../records/profit-figures';
import type { FiguresInCents } from '../records/profit-figures';
import { reportPeriod } from '../records/report-period';
import { businessDayOf, DAY_MS } from '../shared/business-day';

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

/** A year's days as team_active_years keeps them: a string of 366 bits, the leftmost for 1 January. */
interface YearMask {
  year: number;
  current: string;
  previous: string;
}

/** Both periods' days (the previous period's `length` days first) as bits of their years. */
function activeDayMasks(days: readonly string[], length: number): YearMask[] {
  const byYear = new Map<number, { current: string[]; previous: string[] }>();
  days.forEach((day, index) => {
    const year = Number(day.slice(0, 4));
    const bits = byYear.get(year) ?? { current: Array<string>(366).fill('0'), previous: Array<string>(366).fill('0') };
    const dayOfYear = Math.round((Date.UTC(year, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - Date.UTC(year, 0, 1)) / DAY_MS);
    (index < length ? bits.previous : bits.current)[dayOfYear] = '1';
    byYear.set(year, bits);
  });
  return [...byYear].map(([year, bits]) => ({ year, current: bits.current.join(''), previous: bits.previous.join('') }));
}

/**
 * The team overview: the agent's team (every downline at every level, not the agent) over a
 * period and over the period of the same length just before it, and every day of the period for
 * the trend. Money, activity and new members come from the team's daily totals (a few rows a
 * day, never the bets or the ledger); the members active over a period, who may have played on
 * several of its days, are counted once each from the days of the year each played (team_active_years).
 */
export async function loadTeamOverview(db: Queryable, agentId: number, query: AgentTeamOverviewQuery): Promise<AgentTeamOverview> {
  const period = reportPeriod(query.startDate, query.endDate);
  const length = period.days.length;
  const previousFrom = new Date(period.from.getTime() - length * DAY_MS);
  // Both periods' days, oldest first: the previous period's, then the period's.
  const days = [...Array.from({ length }, (_unused, index) => businessDayOf(new Date(previousFrom.getTime() + index * DAY_MS))), ...period.days];

  // Both periods' days: from `length` days before startDate ($2) to endDate ($4), counted by the database.
  const bothPeriods = [agentId, period.startDate, length, period.endDate];
  const totals = await db.query<FiguresInCents & { day: string; active: number; joined: number }>(
    `select to_char(t.business_day, 'YYYY-MM-DD') as day, sum(t.active_members)::int as active, sum(t.new_members)::int as joined, ${SUMMED_FIGURES_IN_CENTS}
       from team_daily_totals t
      where t.ancestor_id = $1 and t.business_day between $2::date - $3::int and $4::date
      group by t.business_day`,
    bothPeriods,
  );
  // Each team member once: did it play on a day of the period, of the previous one (team_active_years).
  const masks = activeDayMasks(days, length);
  const active = await db.query<{ current: number; previous: number }>(
    `select count(*) filter (where current)::int as current, count(*) filter (where previous)::int as previous
       from (select bool_or(bit_count(a.days & mask.current) > 0) as current, bool_or(bit_count(a.days & mask.previous) > 0) as previous
               from unnest($2::int[], $3::bit(366)[], $4::bit(366)[]) as mask (year, current, previous)
               join team_active_years a on a.ancestor_id = $1 and a.year = mask.year
              group by a.member_id) played`,
    [agentId, masks.map((mask) => mask.year), masks.map((mask) => mask.current), masks.map((mask) => mask.previous)],
  );
  // The team before the previous period began: all of it, less those who joined since.
  const before = await db.query<{ members: number }>(
    `select ((select count(*) from member_tree where ancestor_id = $1 and depth >= 1)
             - (select coalesce(sum(new_members), 0) from team_daily_totals where ancestor_id = $1 and business_day >= $2::date - $3::int))::int as members`,
    [agentId, period.startDate, length],
  );

  const byDay = new Map(totals.rows.map(({ day, active: activeMembers, joined, ...figures }) => [day, { activeMembers, joined, figures }]));
  let teamSize = before.rows[0]!.members;
  const teamDays: TeamDayInCents[] = days.map((day) => {
    const kept = byDay.get(day);
    const newMembers = kept?.joined ?? 0;
    teamSize += newMembers;
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
