import type { Queryable } from '../db/database';
import { DAILY_GAME_TOTALS_FROM_HISTORY, DAILY_TOTALS_FROM_HISTORY } from '../bets/daily-totals-from-history';

/** A difference between the kept daily totals and the totals recomputed from the bets and the ledger. */
export interface TotalsMismatch {
  table: string;
  row: string;
}

const OPEN_COLUMNS = ['open_bet_count', 'open_bets', 'open_valid_bets'];
const DAY_COLUMNS = ['bet_count', 'bets', 'valid_bets', 'payouts', 'deposits', 'withdrawals', 'bonuses', 'rebates', ...OPEN_COLUMNS];
const GAME_COLUMNS = ['bet_count', 'bets', 'valid_bets', 'payouts', ...OPEN_COLUMNS];
const TEAM_DAY_COLUMNS = ['new_members', 'active_members', ...DAY_COLUMNS];
const DAY_KEYS = ['member_id', "to_char(business_day, 'YYYY-MM-DD') as business_day"];
const TEAM_DAY_KEYS = ['ancestor_id', "to_char(business_day, 'YYYY-MM-DD') as business_day", 'shard'];

/** The team totals (migration 0024) recomputed from the members' daily totals and registrations, for the teams of the ancestors $1. */
const TEAM_TOTALS_FROM_MEMBERS = `
  select ancestor_id, business_day, shard, sum(new_members) as new_members, sum(active_members) as active_members,
         sum(bet_count) as bet_count, sum(bets) as bets, sum(valid_bets) as valid_bets, sum(payouts) as payouts,
         sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses, sum(rebates) as rebates,
         sum(open_bet_count) as open_bet_count, sum(open_bets) as open_bets, sum(open_valid_bets) as open_valid_bets
    from (
      select tree.ancestor_id, t.business_day, t.member_id % 4 as shard, 0 as new_members, (t.bet_count > 0)::int as active_members,
             t.bet_count, t.bets, t.valid_bets, t.payouts, t.deposits, t.withdrawals, t.bonuses, t.rebates, t.open_bet_count, t.open_bets, t.open_valid_bets
        from member_daily_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
       where tree.ancestor_id = any($1::int[])
      union all
      select tree.ancestor_id, ((m.created_at at time zone 'UTC') + interval '8 hours')::date, m.id % 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        from member m join member_tree tree on tree.descendant_id = m.id and tree.depth >= 1
       where tree.ancestor_id = any($1::int[])
    ) parts
   group by ancestor_id, business_day, shard`;

const TEAM_GAME_TOTALS_FROM_MEMBERS = `
  select tree.ancestor_id, t.business_day, t.game_type, t.member_id % 4 as shard,
         sum(t.bet_count) as bet_count, sum(t.bets) as bets, sum(t.valid_bets) as valid_bets, sum(t.payouts) as payouts,
         sum(t.open_bet_count) as open_bet_count, sum(t.open_bets) as open_bets, sum(t.open_valid_bets) as open_valid_bets
    from member_daily_game_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
   where tree.ancestor_id = any($1::int[])
   group by tree.ancestor_id, t.business_day, t.game_type, t.member_id % 4`;

/** The days each team member played (team_active_years) recomputed from the members' daily totals, for the teams of the ancestors $1. */
const TEAM_ACTIVE_YEARS_FROM_MEMBERS = `
  select tree.ancestor_id, extract(year from t.business_day)::int as year, t.member_id,
         bit_or(set_bit(0::bit(366), extract(doy from t.business_day)::int - 1, 1))::text as days
    from member_daily_totals t join member_tree tree on tree.descendant_id = t.member_id and tree.depth >= 1
   where tree.ancestor_id = any($1::int[]) and t.bet_count > 0
   group by 1, 2, 3`;

/** The non-zero rows of a totals query as comparable strings (amounts as numbers, whatever their scale). */
async function totalsRows(db: Queryable, sql: string, keys: readonly string[], columns: readonly string[], ids: readonly number[]): Promise<Set<string>> {
  const result = await db.query<Record<string, unknown>>(
    `select ${[...keys, ...columns.map((column) => `${column}::float8 as ${column}`)].join(', ')}
       from (${sql}) t where ${columns.map((column) => `${column} <> 0`).join(' or ')}`,
    [ids],
  );
  return new Set(result.rows.map((row) => JSON.stringify(row)));
}

function difference(a: Set<string>, b: Set<string>, table: string): TotalsMismatch[] {
  return [...a].filter((row) => !b.has(row)).map((row) => ({ table, row })).concat([...b].filter((row) => !a.has(row)).map((row) => ({ table: `${table} (recomputed)`, row })));
}

/**
 * Test support: the members' daily totals that differ from their bets and ledger, and their
 * uplines' team totals and active days that differ from their teams' members (none when all agree).
 */
export async function auditDailyTotals(db: Queryable, memberIds: readonly number[]): Promise<TotalsMismatch[]> {
  const kept = await totalsRows(db, 'select * from member_daily_totals where member_id = any($1::int[])', DAY_KEYS, DAY_COLUMNS, memberIds);
  const recomputed = await totalsRows(db, DAILY_TOTALS_FROM_HISTORY, DAY_KEYS, DAY_COLUMNS, memberIds);
  const gameKeys = [...DAY_KEYS, 'game_type'];
  const keptGames = await totalsRows(db, 'select * from member_daily_game_totals where member_id = any($1::int[])', gameKeys, GAME_COLUMNS, memberIds);
  const recomputedGames = await totalsRows(db, DAILY_GAME_TOTALS_FROM_HISTORY, gameKeys, GAME_COLUMNS, memberIds);

  const uplines = await db.query<{ id: number }>('select distinct ancestor_id as id from member_tree where descendant_id = any($1::int[]) and depth >= 1', [memberIds]);
  const uplineIds = uplines.rows.map((row) => row.id);
  const keptTeams = await totalsRows(db, 'select * from team_daily_totals where ancestor_id = any($1::int[])', TEAM_DAY_KEYS, TEAM_DAY_COLUMNS, uplineIds);
  const recomputedTeams = await totalsRows(db, TEAM_TOTALS_FROM_MEMBERS, TEAM_DAY_KEYS, TEAM_DAY_COLUMNS, uplineIds);
  const teamGameKeys = [...TEAM_DAY_KEYS, 'game_type'];
  const keptTeamGames = await totalsRows(db, 'select * from team_daily_game_totals where ancestor_id = any($1::int[])', teamGameKeys, GAME_COLUMNS, uplineIds);
  const recomputedTeamGames = await totalsRows(db, TEAM_GAME_TOTALS_FROM_MEMBERS, teamGameKeys, GAME_COLUMNS, uplineIds);
  const activeKeys = ['ancestor_id', 'year', 'member_id', 'days'];
  const keptActive = await totalsRows(
    db,
    'select ancestor_id, year::int as year, member_id, days::text as days, 1 as present from team_active_years where ancestor_id = any($1::int[])',
    activeKeys,
    ['present'],
    uplineIds,
  );
  const recomputedActive = await totalsRows(db, `select *, 1 as present from (${TEAM_ACTIVE_YEARS_FROM_MEMBERS}) active`, activeKeys, ['present'], uplineIds);
  return [
    ...difference(kept, recomputed, 'member_daily_totals'),
    ...difference(keptGames, recomputedGames, 'member_daily_game_totals'),
    ...difference(keptTeams, recomputedTeams, 'team_daily_totals'),
    ...difference(keptTeamGames, recomputedTeamGames, 'team_daily_game_totals'),
    ...difference(keptActive, recomputedActive, 'team_active_years'),
  ];
}
