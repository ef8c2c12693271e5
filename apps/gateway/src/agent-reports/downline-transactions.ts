import { TRANSACTIONS_EXPORT_LIMIT } from '@platform/api/schemas';
import type {
  AgentDownlineTransactionsExport,
  AgentDownlineTransactionsExportQuery,
  AgentDownlineTransactionsPage,
  AgentDownlineTransactionsQuery,
  DownlineTransaction,
} from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { reportPeriod } from '../records/report-period';
import { ledgerEntriesFilter, toMemberTransaction, TRANSACTION_COLUMNS, TRANSACTION_ORDER } from '../wallet/transactions';
import type { EntryRow, TransactionsFilter } from '../wallet/transactions';
import { reportScope } from './team-scope';

/**
 * The account record's filter (its type groups and dates) over the ledger entries of the agent's
 * team, or of one downline in it; the dates are required and capped like every report's.
 */
async function downlineEntriesFilter(db: Queryable, agent: SessionMember, query: AgentDownlineTransactionsExportQuery): Promise<TransactionsFilter> {
  reportPeriod(query.startDate, query.endDate);
  const scope = await reportScope(db, agent, query.account);
  return ledgerEntriesFilter(scope, { startDate: query.startDate, endDate: query.endDate, ...(query.type !== undefined ? { type: query.type } : {}) });
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

/** The downline transaction details: the team's account records matching the filters, newest first. */
export async function listDownlineTransactions(db: Queryable, agent: SessionMember, query: AgentDownlineTransactionsQuery): Promise<AgentDownlineTransactionsPage> {
  const filter = await downlineEntriesFilter(db, agent, query);
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from ledger_entry where ${filter.where}`, filter.params);
  const list = await downlineEntries(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return { list, totalPages: Math.ceil(counted.rows[0]!.total / query.pageSize) };
}

/** Every row the downline transaction details would page through, in its order, up to TRANSACTIONS_EXPORT_LIMIT. */
export async function exportDownlineTransactions(
  db: Queryable,
  agent: SessionMember,
  query: AgentDownlineTransactionsExportQuery,
): Promise<AgentDownlineTransactionsExport> {
  const filter = await downlineEntriesFilter(db, agent, query);
  const list = await downlineEntries(db, filter, TRANSACTIONS_EXPORT_LIMIT + 1, 0);
  return { list: list.slice(0, TRANSACTIONS_EXPORT_LIMIT), truncated: list.length > TRANSACTIONS_EXPORT_LIMIT };
}
