import { TRANSACTIONS_EXPORT_LIMIT } from '@platform/api/schemas';
import type { MemberTransactionsExport, MemberTransactionsExportQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { memberTransactionsFilter, toMemberTransaction, TRANSACTION_COLUMNS, TRANSACTION_ORDER } from '../wallet/transactions';
import type { EntryRow } from '../wallet/transactions';

/**
 * Every account record the table would page through for the same filters, in the same order
 * (newest first), up to TRANSACTIONS_EXPORT_LIMIT; `truncated` when the filters match more.
 */
export async function exportMemberTransactions(db: Queryable, memberId: number, query: MemberTransactionsExportQuery): Promise<MemberTransactionsExport> {
  const filter = memberTransactionsFilter(memberId, query);
  // One row past the limit tells whether there were more, without counting them all.
  const rows = await db.query<EntryRow>(
    `select ${TRANSACTION_COLUMNS} from ledger_entry where ${filter.where} ${TRANSACTION_ORDER} limit $${filter.params.length + 1}`,
    [...filter.params, TRANSACTIONS_EXPORT_LIMIT + 1],
  );
  const truncated = rows.rows.length > TRANSACTIONS_EXPORT_LIMIT;
  return { list: rows.rows.slice(0, TRANSACTIONS_EXPORT_LIMIT).map(toMemberTransaction), truncated };
}
