import { ERROR_CODE } from '@platform/api/contract';
import type { ProofImage, Withdrawal, WithdrawalEvent, WithdrawalsPage, WithdrawalsQuery, WithdrawalStatus } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsToMoney, moneyToCents, roundMoney } from '../shared/money';
import { startOfBusinessDay } from '../shared/business-day';
import { bankName, maskAccountNumber } from './banks';

const DAY_MS = 24 * 60 * 60 * 1000;

interface WithdrawalRow {
  id: number;
  withdrawal_no: string;
  amount: number;
  paid_amount: number;
  returned_amount: number;
  status: WithdrawalStatus;
  bank_code: string;
  account_number: string;
  payee_name: string;
  requested_at: Date;
  paid_at: Date | null;
  confirm_deadline: Date | null;
  reject_reason: string | null;
  amount_received: number | null;
  remark: string | null;
}

const WITHDRAWAL_COLUMNS = `w.id, w.withdrawal_no, w.amount::float8 as amount, w.paid_amount::float8 as paid_amount,
  w.returned_amount::float8 as returned_amount, w.status, c.bank_code, c.account_number, c.payee_name, w.requested_at, w.paid_at,
  w.confirm_deadline, w.reject_reason, w.amount_received::float8 as amount_received, w.remark`;

const WITHDRAWAL_FROM = 'withdrawal w join bank_card c on c.id = w.bank_card_id';

/** The withdrawals as the contract answers them, with their history and proof images. */
async function toWithdrawals(db: Queryable, rows: readonly WithdrawalRow[]): Promise<Withdrawal[]> {
  const ids = rows.map((row) => row.id);
  const events = await db.query<{ withdrawal_id: number; status: WithdrawalStatus; detail: string; created_at: Date }>(
    'select withdrawal_id, status, detail, created_at from withdrawal_event where withdrawal_id = any($1::int[]) order by withdrawal_id, created_at, id',
    [ids],
  );
  const images = await db.query<{ id: number; withdrawal_id: number; content_type: ProofImage['contentType']; byte_size: number }>(
    'select id, withdrawal_id, content_type, octet_length(bytes) as byte_size from withdrawal_proof_image where withdrawal_id = any($1::int[]) order by id',
    [ids],
  );
  const historyOf = new Map<number, WithdrawalEvent[]>();
  for (const event of events.rows) {
    const history = historyOf.get(event.withdrawal_id) ?? [];
    history.push({ status: event.status, time: event.created_at.getTime(), detail: event.detail });
    historyOf.set(event.withdrawal_id, history);
  }
  const imagesOf = new Map<number, ProofImage[]>();
  for (const image of images.rows) {
    const list = imagesOf.get(image.withdrawal_id) ?? [];
    list.push({ imageId: image.id, contentType: image.content_type, byteSize: image.byte_size });
    imagesOf.set(image.withdrawal_id, list);
  }
  return rows.map((row) => {
    const received = row.amount_received === null ? null : roundMoney(row.amount_received);
    return {
      withdrawalNo: row.withdrawal_no,
      amount: roundMoney(row.amount),
      paidAmount: roundMoney(row.paid_amount),
      returnedAmount: roundMoney(row.returned_amount),
      status: row.status,
      bankName: bankName(row.bank_code),
      accountNumber: maskAccountNumber(row.account_number),
      payeeName: row.payee_name,
      requestTime: row.requested_at.getTime(),
      paidTime: row.paid_at?.getTime() ?? null,
      confirmDeadline: row.status === 'PAID' || row.status === 'PARTLY_PAID' ? (row.confirm_deadline?.getTime() ?? null) : null,
      rejectReason: row.reject_reason,
      amountReceived: received,
      remainder: received === null ? null : centsToMoney(moneyToCents(row.paid_amount) - moneyToCents(received)),
      remark: row.remark,
      proofImages: imagesOf.get(row.id) ?? [],
      history: historyOf.get(row.id) ?? [],
    };
  });
}

/** One of the member's withdrawals by its number (404 for another member's). */
export async function loadWithdrawal(db: Queryable, memberId: number, withdrawalNo: string): Promise<Withdrawal> {
  const result = await db.query<WithdrawalRow>(`select ${WITHDRAWAL_COLUMNS} from ${WITHDRAWAL_FROM} where w.withdrawal_no = $1 and w.member_id = $2`, [
    withdrawalNo,
    memberId,
  ]);
  const [withdrawal] = await toWithdrawals(db, result.rows);
  if (!withdrawal) throw new RequestError(404, ERROR_CODE.notFound, `You have no withdrawal ${withdrawalNo}`);
  return withdrawal;
}

/** The member's withdrawals, newest first, by inclusive business dates of their request. */
export async function listWithdrawals(db: Queryable, memberId: number, query: WithdrawalsQuery): Promise<WithdrawalsPage> {
  const from = query.startDate ? startOfBusinessDay(query.startDate, 'startDate') : null;
  const until = query.endDate ? new Date(startOfBusinessDay(query.endDate, 'endDate').getTime() + DAY_MS) : null;
  if (from && until && from.getTime() >= until.getTime()) throw new RequestError(400, ERROR_CODE.badRequest, 'startDate must not be after endDate');
  const filter = `w.member_id = $1 and ($2::text is null or w.status = $2) and ($3::timestamptz is null or w.requested_at >= $3)
    and ($4::timestamptz is null or w.requested_at < $4)`;
  const params = [memberId, query.status ?? null, from, until];
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from withdrawal w where ${filter}`, params);
  const rows = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from ${WITHDRAWAL_FROM} where ${filter} order by w.requested_at desc, w.id desc limit $5 offset $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return { list: await toWithdrawals(db, rows.rows), totalPages: Math.ceil(counted.rows[0]!.total / query.pageSize) };
}

/** Writes one step of a withdrawal's history. */
export async function recordWithdrawalEvent(tx: Queryable, withdrawalId: number, status: WithdrawalStatus, detail: string, at: Date): Promise<void> {
  await tx.query('insert into withdrawal_event (withdrawal_id, status, detail, created_at) values ($1, $2, $3, $4)', [withdrawalId, status, detail, at]);
}
