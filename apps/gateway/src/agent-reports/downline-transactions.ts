import { DOWNLINE_TRANSACTIONS_COUNT_LIMIT, TRANSACTIONS_EXPORT_LIMIT } from '@platform/api/schemas';
import type {
  AgentDownlineTransactionsExport,
  AgentDownlineTransactionsExportQuery,
  AgentDownlineTransactionsPage,
  AgentDownlineTransactionsQuery,
  DownlineTransaction,
} from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { SUMMED_FIGURES_IN_CENTS, toProfitFigures } from '../records/profit-figures';
import type { FiguresInCents } from '../records/profit-figures';
import { reportPeriod } from '../records/report-period';
import { ledgerEntriesFilter, toMemberTransaction, TRANSACTION_COLUMNS, TRANSACTION_ORDER } from '../wallet/transactions';
import type { EntryRow, TransactionsFilter } from '../wallet/transactions';
import { reportScope } from './team-scope';
import type { DailyTotalsScope } from './team-scope';

/** The account record's filter over the same rows, as each query reads them best (team-scope.ts). */
interface DownlineFilters {
  /** For the page, newest first. */
  forPage: TransactionsFilter;
  /** For counting, each member's index range. */
  forCount: TransactionsFilter;
  /** The daily totals the period's totals add up. */
  forSums: DailyTotalsScope;
}

/**
 * The account record's filter (its type groups and dates) over the ledger entries of the agent's
 * team, or of one downline in it; the dates are required and capped like every report's.
 */
async function downlineFilters(db: Queryable, agent: SessionMember, query: AgentDownlineTransactionsExportQuery): Promise<DownlineFilters> {
  reportPeriod(query.startDate, query.endDate);
  const scope = await reportScope(db, agent, query.account);
  const filterQuery = { startDate: query.startDate, endDate: query.endDate, ...(query.type !== undefined ? { type: query.type } : {}) };
  return { forPage: ledgerEntriesFilter(scope.forPage, filterQuery), forCount: ledgerEntriesFilter(scope.forSums, filterQuery), forSums: scope.dailyTotals };
}

/** The period's money of the same members, from their daily totals (never the ledger's rows). */
async function periodTotals(db: Queryable, scope: DailyTotalsScope, query: AgentDownlineTransactionsQuery) {
  const summed = await db.query<FiguresInCents>(
    `select ${SUMMED_FIGURES_IN_CENTS} from ${scope.table} t where ${scope.condition} and t.business_day between $2::date and $3::date`,
    [scope.param, query.startDate, query.endDate],
  );
  return toProfitFigures(summed.rows[0]!);
}

async function downlineEntries(db: Queryable, filter: TransactionsFilter, limit: number, offset: number): Promise<DownlineTransaction[]> {
  const next = filter.params.length;
  const rows = await db.query<EntryRow & { account: string }>(
    `select ${TRANSACTION_COLUMNS}, (select account from member where member.id = ledger_entry.member_id) as account
       from ledger_entry where ${filter.where} ${TRANSACTION_ORDER} limit $${next + 1} offset $${next + 2}`,
    [...filter.params, limit, offset],
  );
  return rows.rows.map((row) => ({ account: row.account, ...toMemberTransaction(row) }));
}

/**
 * The downline transaction details: the team's account records matching the filters, newest
 * first, counted up to DOWNLINE_TRANSACTIONS_COUNT_LIMIT (a count of every row of a large team's
 * period read them all), with the period's totals from the daily totals.
 */
export async function listDownlineTransactions(db: Queryable, agent: SessionMember, query: AgentDownlineTransactionsQuery): Promise<AgentDownlineTransactionsPage> {
  const filters = await downlineFilters(db, agent, query);
  const next = filters.forCount.params.length;
  // One row past the limit tells whether there are more.
  const counted = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 from ledger_entry where ${filters.forCount.where} limit $${next + 1}) counted`,
    [...filters.forCount.params, DOWNLINE_TRANSACTIONS_COUNT_LIMIT + 1],
  );
  const total = counted.rows[0]!.total;
  const list = await downlineEntries(db, filters.forPage, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return {
    list,
    totalPages: Math.ceil(Math.min(total, DOWNLINE_TRANSACTIONS_COUNT_LIMIT) / query.pageSize),
    isCountCapped: total > DOWNLINE_TRANSACTIONS_COUNT_LIMIT,
    totals: await periodTotals(db, filters.forSums, query),
  };
}

/** Every row the downline transaction details would page through, in its order, up to TRANSACTIONS_EXPORT_LIMIT. */
export async function exportDownlineTransactions(
  db: Queryable,
  agent: SessionMember,
  query: AgentDownlineTransactionsExportQuery,
): Promise<AgentDownlineTransactionsExport> {
  const { forPage } = await downlineFilters(db, agent, query);
  const list = await downlineEntries(db, forPage, TRANSACTIONS_EXPORT_LIMIT + 1, 0);
  return { list: list.slice(0, TRANSACTIONS_EXPORT_LIMIT), truncated: list.length > TRANSACTIONS_EXPORT_LIMIT };
}
