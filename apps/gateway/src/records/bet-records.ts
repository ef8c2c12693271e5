import { ERROR_CODE } from '@platform/api/contract';
import type { BetDetail, BetRecord, BetRecordsPage, BetRecordsQuery, BetTotals, RoundDetail } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { ownRows } from '../shared/member-scope';
import type { MemberScope } from '../shared/member-scope';
import { centsToMoney } from '../shared/money';
import { reportPeriod } from './report-period';

export interface BetRow {
  round_no: string;
  game_name: string;
  vendor_code: string;
  game_type: string;
  bet_cents: number;
  valid_cents: number;
  payout_cents: number | null;
  bet_at: Date;
  settled_at: Date | null;
}

/** Amounts leave the database as whole cents, so sums and differences stay exact. */
export const BET_COLUMNS = `round_no, game_name, vendor_code, game_type,
  (bet_amount * 100)::int as bet_cents, (valid_bet * 100)::int as valid_cents, (payout * 100)::int as payout_cents, bet_at, settled_at`;

export function toBetRecord(row: BetRow): BetRecord {
  const settled = row.payout_cents !== null;
  return {
    roundNo: row.round_no,
    gameName: row.game_name,
    vendorCode: row.vendor_code,
    gameType: row.game_type,
    betAmount: centsToMoney(row.bet_cents),
    validBet: centsToMoney(row.valid_cents),
    payout: settled ? centsToMoney(row.payout_cents!) : null,
    winLoss: settled ? centsToMoney(row.payout_cents! - row.bet_cents) : null,
    status: settled ? 'SETTLED' : 'UNSETTLED',
    betTime: row.bet_at.getTime(),
    settleTime: row.settled_at?.getTime() ?? null,
  };
}

/** The betting record's filters (the member's, and the agent centre's team betting). */
export type BetFilterQuery = Pick<BetRecordsQuery, 'startDate' | 'endDate' | 'gameType' | 'vendorCode' | 'status'>;

/** A where clause over `bet` and its parameters ($1…). */
export interface BetFilter {
  where: string;
  params: unknown[];
}

/** The where clause of the betting record's filters over the bets of `scope`, with its parameters ($1…). */
export function betFilter(scope: MemberScope, query: BetFilterQuery): BetFilter {
  const period = reportPeriod(query.startDate, query.endDate);
  const params: unknown[] = [scope.param, period.from, period.until];
  const conditions = [scope.condition, 'bet_at >= $2', 'bet_at < $3'];
  if (query.gameType) conditions.push(`game_type = $${params.push(query.gameType)}`);
  if (query.vendorCode) conditions.push(`vendor_code = $${params.push(query.vendorCode)}`);
  if (query.status) conditions.push(query.status === 'SETTLED' ? 'settled_at is not null' : 'settled_at is null');
  return { where: conditions.join(' and '), params };
}

/** The totals of every bet the filter matches; win/loss counts the settled bets only. */
export async function sumBets(db: Queryable, filter: BetFilter): Promise<BetTotals> {
  const summed = await db.query<{ bet_count: number; bet_cents: number; valid_cents: number; payout_cents: number; settled_bet_cents: number }>(
    `select count(*)::int as bet_count, (coalesce(sum(bet_amount), 0) * 100)::float8 as bet_cents,
            (coalesce(sum(valid_bet), 0) * 100)::float8 as valid_cents, (coalesce(sum(payout), 0) * 100)::float8 as payout_cents,
            (coalesce(sum(bet_amount) filter (where payout is not null), 0) * 100)::float8 as settled_bet_cents
       from bet where ${filter.where}`,
    filter.params,
  );
  const sums = summed.rows[0]!;
  return {
    betCount: sums.bet_count,
    betAmount: centsToMoney(sums.bet_cents),
    validBet: centsToMoney(sums.valid_cents),
    payout: centsToMoney(sums.payout_cents),
    winLoss: centsToMoney(sums.payout_cents - sums.settled_bet_cents),
  };
}

/** The member's bets matching the filters, newest first, with the totals of every matching bet. */
export async function listBetRecords(db: Queryable, memberId: number, query: BetRecordsQuery): Promise<BetRecordsPage> {
  const filter = betFilter(ownRows(memberId), query);
  const totals = await sumBets(db, filter);
  const next = filter.params.length;
  const rows = await db.query<BetRow>(
    `select ${BET_COLUMNS} from bet where ${filter.where} order by bet_at desc, id desc limit $${next + 1} offset $${next + 2}`,
    [...filter.params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  return { list: rows.rows.map(toBetRecord), totalPages: Math.ceil(totals.betCount / query.pageSize), totals };
}

/** The round as the game stored it: a lottery ticket names its draw, anything else is a slot spin. */
function roundDetail(detail: Record<string, unknown>): RoundDetail {
  if (typeof detail.drawNo === 'string') {
    return {
      kind: 'LOTTERY',
      drawNo: detail.drawNo,
      picks: Array.isArray(detail.picks) ? detail.picks.map(String) : [],
      drawnNumbers: Array.isArray(detail.drawnNumbers) ? detail.drawnNumbers.map(String) : null,
      drawTime: typeof detail.drawTime === 'number' ? detail.drawTime : 0,
    };
  }
  return {
    kind: 'SLOT',
    reels: Array.isArray(detail.reels) ? detail.reels.map(String) : [],
    multiple: typeof detail.multiple === 'number' ? detail.multiple : 0,
  };
}

/** One of the member's bets with its round; another member's round is not found (404), like one that does not exist. */
export async function loadBetDetail(db: Queryable, memberId: number, roundNo: string): Promise<BetDetail> {
  const found = await db.query<BetRow & { detail: Record<string, unknown> }>(
    `select ${BET_COLUMNS}, detail from bet where member_id = $1 and round_no = $2`,
    [memberId, roundNo],
  );
  const row = found.rows[0];
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, `No bet ${roundNo} in your betting record`);
  return { ...toBetRecord(row), round: roundDetail(row.detail) };
}
