import { ERROR_CODE } from '@platform/api/contract';
import type { MemberTransaction, MemberTransactionsPage, MemberTransactionsQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { ownRows } from '../shared/member-scope';
import type { MemberScope } from '../shared/member-scope';
import { roundMoney } from '../shared/money';
import { DAY_MS, startOfBusinessDay } from '../shared/business-day';

export interface EntryRow {
  id: number;
  reference_no: string;
  type: string;
  amount: number;
  balance_after: number;
  wallet_code: string;
  remark: string | null;
  created_at: Date;
}

/** The account record's filters (the paged list's and the export's). */
export type TransactionsFilterQuery = Pick<MemberTransactionsQuery, 'type' | 'startDate' | 'endDate' | 'counterparty'>;

/**
 * What a type in the filter matches: 'BET' is a round's money, its stake (BET) and what it paid
 * back (WIN); every other type matches itself (so 'WIN' alone lists the payouts).
 */
const ENTRY_TYPES_OF_FILTER: Readonly<Record<string, readonly string[]>> = { BET: ['BET', 'WIN'] };

/** A where clause over ledger_entry and its parameters ($1…): only the conditions given, so the planner sees a plain index range. */
export interface TransactionsFilter {
  where: string;
  params: unknown[];
}

/**
 * The account record's filter of the ledger entries of `scope` (a member's own, or an agent's
 * team) by type and by inclusive business dates; 400 when the dates are not real or the start is
 * after the end.
 */
export function ledgerEntriesFilter(scope: MemberScope, query: Omit<TransactionsFilterQuery, 'counterparty'>): TransactionsFilter {
  const from = query.startDate ? startOfBusinessDay(query.startDate, 'startDate') : null;
  const until = query.endDate ? new Date(startOfBusinessDay(query.endDate, 'endDate').getTime() + DAY_MS) : null;
  if (from && until && from.getTime() >= until.getTime()) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'startDate must not be after endDate');
  }
  const params: unknown[] = [scope.param];
  const conditions = [scope.condition];
  if (query.type) {
    params.push(ENTRY_TYPES_OF_FILTER[query.type] ?? [query.type]);
    conditions.push(`type = any($${params.length}::text[])`);
  }
  if (from) {
    params.push(from);
    conditions.push(`created_at >= $${params.length}`);
  }
  if (until) {
    params.push(until);
    conditions.push(`created_at < $${params.length}`);
  }
  return { where: conditions.join(' and '), params };
}

/**
 * The account record's filter of a member's ledger entries (ledgerEntriesFilter) and, for the
 * transfer-to-upline record, by counterparty.
 */
export function memberTransactionsFilter(memberId: number, query: TransactionsFilterQuery): TransactionsFilter {
  const filter = ledgerEntriesFilter(ownRows(memberId), query);
  if (query.counterparty !== 'UPLINE') return filter;
  // A movement with the upline posts both sides under one reference number: keep the entries
  // whose reference the member's (current) upline also has an entry under.
  return {
    where: `${filter.where} and exists (select 1 from ledger_entry other join member self on self.id = $1
                              where other.reference_no = ledger_entry.reference_no and other.member_id = self.parent_id)`,
    params: filter.params,
  };
}

/** The columns of an account record, newest first, for selecting after `from ledger_entry where …`. */
export const TRANSACTION_COLUMNS = `id, reference_no, type, amount::float8 as amount, balance_after::float8 as balance_after, wallet_code, remark, created_at`;
export const TRANSACTION_ORDER = 'order by created_at desc, id desc';

/** An entry as the account record shows it: the balance after it is its own wallet's; other wallets than MAIN are named. */
export function toMemberTransaction(row: EntryRow): MemberTransaction {
  return {
    id: row.id,
    referenceNo: row.reference_no,
    type: row.type,
    amount: roundMoney(row.amount),
    balance: roundMoney(row.balance_after),
    status: 'SUCCESS',
    remark: row.wallet_code === 'MAIN' ? row.remark : `[${row.wallet_code}] ${row.remark ?? ''}`.trim(),
    createTime: row.created_at.getTime(),
  };
}

/** A member's ledger entries, newest first, filtered by type and by inclusive business dates. */
export async function listMemberTransactions(db: Queryable, memberId: number, query: MemberTransactionsQuery): Promise<MemberTransactionsPage> {
  const filter = memberTransactionsFilter(memberId, query);
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from ledger_entry where ${filter.where}`, filter.params);
  const next = filter.params.length;
  const rows = await db.query<EntryRow>(
    `select ${TRANSACTION_COLUMNS} from ledger_entry where ${filter.where} ${TRANSACTION_ORDER} limit $${next + 1} offset $${next + 2}`,
    [...filter.params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return { list: rows.rows.map(toMemberTransaction), totalPages: Math.ceil(counted.rows[0]!.total / query.pageSize) };
}
