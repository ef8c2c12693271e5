import type { Queryable } from '../db/database';
import { DAILY_GAME_TOTALS_FROM_HISTORY, DAILY_TOTALS_FROM_HISTORY } from '../bets/daily-totals-from-history';

/** A difference between the kept daily totals and the totals recomputed from the bets and the ledger. */
export interface TotalsMismatch {
  table: string;
  row: string;
}

const DAY_COLUMNS = ['bet_count', 'bets', 'valid_bets', 'payouts', 'deposits', 'withdrawals', 'bonuses', 'rebates'];
const GAME_COLUMNS = ['bet_count', 'bets', 'valid_bets', 'payouts'];

/** The non-zero rows of a totals query as comparable strings (amounts as numbers, whatever their scale). */
async function totalsRows(db: Queryable, sql: string, byGameType: boolean, columns: readonly string[], memberIds: readonly number[]): Promise<Set<string>> {
  const keys = ['member_id', "to_char(business_day, 'YYYY-MM-DD') as business_day", ...(byGameType ? ['game_type'] : [])];
  const result = await db.query<Record<string, unknown>>(
    `select ${[...keys, ...columns.map((column) => `${column}::float8 as ${column}`)].join(', ')}
       from (${sql}) t where ${columns.map((column) => `${column} <> 0`).join(' or ')}`,
    [memberIds],
  );
  return new Set(result.rows.map((row) => JSON.stringify(row)));
}

function difference(a: Set<string>, b: Set<string>, table: string): TotalsMismatch[] {
  return [...a].filter((row) => !b.has(row)).map((row) => ({ table, row })).concat([...b].filter((row) => !a.has(row)).map((row) => ({ table: `${table} (recomputed)`, row })));
}

/** Test support: the members' daily totals that differ from their bets and ledger (none when they agree). */
export async function auditDailyTotals(db: Queryable, memberIds: readonly number[]): Promise<TotalsMismatch[]> {
  const kept = await totalsRows(db, 'select * from member_daily_totals where member_id = any($1::int[])', false, DAY_COLUMNS, memberIds);
  const recomputed = await totalsRows(db, DAILY_TOTALS_FROM_HISTORY, false, DAY_COLUMNS, memberIds);
  const keptGames = await totalsRows(db, 'select * from member_daily_game_totals where member_id = any($1::int[])', true, GAME_COLUMNS, memberIds);
  const recomputedGames = await totalsRows(db, DAILY_GAME_TOTALS_FROM_HISTORY, true, GAME_COLUMNS, memberIds);
  return [...difference(kept, recomputed, 'member_daily_totals'), ...difference(keptGames, recomputedGames, 'member_daily_game_totals')];
}
