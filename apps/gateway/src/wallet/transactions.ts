import { ERROR_CODE } from '@platform/api/contract';
import type { MemberTransactionsPage, MemberTransactionsQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { roundMoney } from '../shared/money';

/**
 * The members' day boundaries: the demo brands serve Malaysia (UTC+8), so a date filter
 * `2026-11-21` means that day in Malaysian time.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a yyyy-MM-dd day in business time, refusing dates that do not exist (2026-02-30). */
export function startOfBusinessDay(date: string, field: string): Date {
  const start = new Date(`${date}T00:00:00${BUSINESS_UTC_OFFSET}`);
  const [year, month, day] = date.split('-').map(Number);
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(start.getTime()) || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) {
    throw new RequestError(400, ERROR_CODE.badRequest, `${field} is not a real date (yyyy-MM-dd)`);
  }
  return start;
}

export const DATE_SCHEMA = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;

interface EntryRow {
  id: number;
  reference_no: string;
  type: string;
  amount: number;
  balance_after: number;
  wallet_code: string;
  remark: string | null;
  created_at: Date;
}

/** A member's ledger entries, newest first, filtered by type and by inclusive business dates. */
export async function listMemberTransactions(db: Queryable, memberId: number, query: MemberTransactionsQuery): Promise<MemberTransactionsPage> {
  const from = query.startDate ? startOfBusinessDay(query.startDate, 'startDate') : null;
  const until = query.endDate ? new Date(startOfBusinessDay(query.endDate, 'endDate').getTime() + DAY_MS) : null;
  if (from && until && from.getTime() >= until.getTime()) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'startDate must not be after endDate');
  }
  const filter = `member_id = $1 and ($2::text is null or type = $2) and ($3::timestamptz is null or created_at >= $3)
    and ($4::timestamptz is null or created_at < $4)`;
  const params = [memberId, query.type ?? null, from, until];
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from ledger_entry where ${filter}`, params);
  const rows = await db.query<EntryRow>(
    `select id, reference_no, type, amount::float8 as amount, balance_after::float8 as balance_after, wallet_code, remark, created_at
       from ledger_entry where ${filter}
      order by created_at desc, id desc limit $5 offset $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      referenceNo: row.reference_no,
      type: row.type,
      amount: roundMoney(row.amount),
      balance: roundMoney(row.balance_after),
      status: 'SUCCESS',
      remark: row.wallet_code === 'MAIN' ? row.remark : `[${row.wallet_code}] ${row.remark ?? ''}`.trim(),
      createTime: row.created_at.getTime(),
    })),
    totalPages: Math.ceil(counted.rows[0]!.total / query.pageSize),
  };
}
