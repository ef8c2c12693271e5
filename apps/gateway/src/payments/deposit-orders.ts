import { randomInt } from 'node:crypto';
import { ERROR_CODE } from '@platform/api/contract';
import type { CreateDepositRequest, DepositChannelType, DepositInstructions, DepositOrder, DepositRecordsPage, DepositRecordsQuery, DepositStatus } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { amountInCents, centsText, nextReferenceNo, roundMoney } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { guardMovement } from '../protection/limit-enforcement';
import { lockMainWallet, MAIN_WALLET } from '../wallet/ledger';
import { startOfBusinessDay } from '../shared/business-day';
import { channelForDeposit, firstDepositOffer, hasDeposited, MAX_OPEN_DEPOSITS, requireDepositsOffered } from './channels';
import type { ChannelDetails } from './channels';
import type { PaymentProvider } from './provider';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reference's letters: no 0/O or 1/I, so a player copies it right. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

export interface Depositor {
  memberId: number;
  merchantCode: string;
}

function newReference(): string {
  return Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Refuses a first-deposit opt-in the member cannot have: no offer, an earlier deposit, or too small a deposit. */
async function checkFirstDepositOptIn(db: Queryable, depositor: Depositor, cents: number): Promise<void> {
  const offer = await firstDepositOffer(db, depositor.merchantCode);
  if (offer === null || (await hasDeposited(db, depositor.memberId))) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'The first-deposit promotion is not offered to you: deposit without it');
  }
  if (cents < offer.minDepositCents) {
    throw new RequestError(400, ERROR_CODE.badRequest, `The first-deposit promotion needs a deposit of at least ${money(offer.minDepositCents)}`);
  }
}

/**
 * Opens a deposit order, once per request id: on a channel the merchant has switched on, for an
 * amount within its limits, while the member has fewer than MAX_OPEN_DEPOSITS orders waiting (the
 * member's main wallet is locked while they are counted, so two requests cannot both take the last
 * place), and while the member is not excluded and within its deposit limits (EXCLUDED,
 * LIMIT_REACHED). A demo-provider channel starts the payment at once (the cashier page); a bank transfer
 * waits for its review. Answers the order's number.
 */
export async function openDepositOrder(
  db: Database,
  providers: Readonly<Record<string, PaymentProvider>>,
  depositor: Depositor,
  request: CreateDepositRequest,
  now: Date,
): Promise<string> {
  await requireDepositsOffered(db, depositor.merchantCode);
  const channel = await channelForDeposit(db, depositor.merchantCode, request.channelCode);
  const cents = amountInCents(request.amount);
  if (cents < channel.minCents || cents > channel.maxCents) {
    throw new RequestError(400, ERROR_CODE.badRequest, `A deposit by ${channel.name} must be between ${money(channel.minCents)} and ${money(channel.maxCents)}`);
  }
  const joinFirstDeposit = request.joinFirstDepositPromotion === true;
  if (joinFirstDeposit) await checkFirstDepositOptIn(db, depositor, cents);

  const params = { channel: channel.code, cents, joinFirstDeposit };
  const opened = await applyOnce(db, { memberId: depositor.memberId, requestId: request.requestId, kind: 'DEPOSIT_ORDER', params, now }, async (tx) => {
    await lockMainWallet(tx, depositor.memberId);
    // The member's deposit limits count open orders too, under the same lock (protection/).
    await guardMovement(tx, { memberId: depositor.memberId, kinds: ['DEPOSIT'], cents, walletCodes: [MAIN_WALLET] }, now);
    const open = await tx.query<{ open: number }>(
      "select count(*)::int as open from deposit_order where member_id = $1 and status = 'PENDING' and expires_at > $2",
      [depositor.memberId, now],
    );
    if (open.rows[0]!.open >= MAX_OPEN_DEPOSITS) {
      throw new RequestError(
        400,
        ERROR_CODE.operationNotAllowed,
        `You have ${MAX_OPEN_DEPOSITS} deposits waiting for payment: pay one or let it expire before opening another`,
      );
    }
    const orderNo = await nextReferenceNo(tx, 'DP');
    const reference = newReference();
    const expiresAt = new Date(now.getTime() + channel.expiryMinutes * 60_000);
    await tx.query(
      `insert into deposit_order (order_no, merchant_code, member_id, request_id, channel_id, amount, reference, join_first_deposit, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9, $10)`,
      [orderNo, depositor.merchantCode, depositor.memberId, request.requestId, channel.id, centsText(cents), reference, joinFirstDeposit, now, expiresAt],
    );
    const provider = providers[channel.provider];
    if (provider !== undefined) {
      await provider.startPayment(
        tx,
        { orderNo, merchantCode: depositor.merchantCode, amountCents: cents, reference, channelType: channel.type, expiresAt },
        now,
      );
    }
    return { orderNo };
  });
  return opened.orderNo;
}

interface OrderRow {
  order_no: string;
  channel_code: string;
  channel_type: DepositChannelType;
  channel_name: string;
  details: ChannelDetails;
  amount: number;
  status: DepositStatus;
  reference: string;
  bonus_amount: number | null;
  remark: string | null;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  payment_url: string | null;
}

/** The order's columns, with EXPIRED for a PENDING order past its time ($2 is the clock). */
const ORDER_COLUMNS = `o.order_no, c.code as channel_code, c.type as channel_type, c.name as channel_name, c.details,
  o.amount::float8 as amount, case when o.status = 'PENDING' and o.expires_at <= $2 then 'EXPIRED' else o.status end as status,
  o.reference, o.bonus_amount::float8 as bonus_amount, o.remark, o.created_at, o.expires_at, o.settled_at, o.payment_url`;

/** How to pay an order of its channel's type; the cashier only while the order can be paid. */
function instructionsOf(row: OrderRow): DepositInstructions {
  const none: DepositInstructions = { bankName: null, accountName: null, accountNumber: null, network: null, address: null, qrPayload: null, cashierUrl: null };
  const cashierUrl = row.status === 'PENDING' ? row.payment_url : null;
  const { details } = row;
  switch (row.channel_type) {
    case 'BANK_TRANSFER':
      return { ...none, bankName: details.bankName ?? null, accountName: details.accountName ?? null, accountNumber: details.accountNumber ?? null };
    case 'QR_EWALLET':
      // What the e-wallet app reads from the code: the merchant's wallet, the order, the amount and the reference.
      return { ...none, qrPayload: `DEMOPAY:${details.walletId ?? ''}:${row.order_no}:${row.amount.toFixed(2)}:${row.reference}`, cashierUrl };
    case 'USDT':
      return { ...none, network: details.network ?? null, address: details.address ?? null, qrPayload: details.address ?? null, cashierUrl };
  }
}

function orderView(row: OrderRow): DepositOrder {
  return {
    orderNo: row.order_no,
    channelCode: row.channel_code,
    channelType: row.channel_type,
    channelName: row.channel_name,
    amount: roundMoney(row.amount),
    status: row.status,
    reference: row.reference,
    bonusAmount: row.bonus_amount === null ? null : roundMoney(row.bonus_amount),
    remark: row.remark,
    createTime: row.created_at.getTime(),
    expireTime: row.expires_at.getTime(),
    settleTime: row.settled_at === null ? null : row.settled_at.getTime(),
    instructions: instructionsOf(row),
  };
}

/** One of the member's orders (404 for an order that is not theirs: another member's looks the same as none). */
export async function findMemberDepositOrder(db: Queryable, memberId: number, orderNo: string, now: Date): Promise<DepositOrder> {
  const result = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from deposit_order o join payment_channel c on c.id = o.channel_id where o.member_id = $1 and o.order_no = $3`,
    [memberId, now, orderNo],
  );
  const row = result.rows[0];
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, `You have no deposit order ${orderNo}`);
  return orderView(row);
}

/** The member's orders, newest first, by inclusive business dates and status. */
export async function listDepositRecords(db: Queryable, memberId: number, query: DepositRecordsQuery, now: Date): Promise<DepositRecordsPage> {
  const from = query.startDate ? startOfBusinessDay(query.startDate, 'startDate') : null;
  const until = query.endDate ? new Date(startOfBusinessDay(query.endDate, 'endDate').getTime() + DAY_MS) : null;
  if (from && until && from.getTime() >= until.getTime()) throw new RequestError(400, ERROR_CODE.badRequest, 'startDate must not be after endDate');
  const filter = `o.member_id = $1 and ($3::timestamptz is null or o.created_at >= $3) and ($4::timestamptz is null or o.created_at < $4)
    and ($5::text is null or (case when o.status = 'PENDING' and o.expires_at <= $2 then 'EXPIRED' else o.status end) = $5)`;
  const params = [memberId, now, from, until, query.status ?? null];
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from deposit_order o where ${filter}`, params);
  const rows = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from deposit_order o join payment_channel c on c.id = o.channel_id where ${filter}
      order by o.created_at desc, o.id desc limit $6 offset $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return { list: rows.rows.map(orderView), totalPages: Math.ceil(counted.rows[0]!.total / query.pageSize) };
}
