import type { RebateLine } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { centsToMoney } from '../shared/money';

/** When a merchant has no rebate_setting row: a claim of at least 1.00. */
export const DEFAULT_MIN_CLAIM_CENTS = 100;

/** One game type's rebate now, in exact terms: cents, the rate as numeric text, and the carry left after a claim. */
export interface RebateLineFigures {
  gameType: string;
  validCents: number;
  /** The rate as a fraction, as numeric text ('0.008000'); '0' for a game type without a rate. */
  rate: string;
  ratePercent: number;
  amountCents: number;
  /** valid × rate + carry − amount: under a cent, kept for the next claim. */
  carryAfter: string;
  hasAccrual: boolean;
}

interface LineRow {
  game_type: string;
  valid_cents: number;
  rate: string;
  rate_percent: number;
  amount_cents: number;
  carry_after: string;
  has_accrual: boolean;
}

/**
 * The member's rebate per game type: every game type the member's level has a rate for or the
 * member has valid bets in, in the catalogue's order. The rate is the merchant's for the highest
 * rank at or below the member's club rank. Computed in numeric by the database, so the amount is
 * exactly floor((valid × rate + carry) to the cent).
 */
export async function loadRebateLines(db: Queryable, memberId: number, merchantCode: string): Promise<RebateLineFigures[]> {
  const result = await db.query<LineRow>(
    `with member_rank as (
       select greatest(club_rank, 1) as rank from member where id = $1
     ), rates as (
       select distinct on (r.game_type) r.game_type, r.rate
         from rebate_rate r, member_rank m
        where r.merchant_code = $2 and r.club_rank <= m.rank
        order by r.game_type, r.club_rank desc
     ), lines as (
       select coalesce(a.game_type, r.game_type) as game_type,
              coalesce(a.valid_bets, 0) as valid_bets, coalesce(a.carry, 0) as carry,
              coalesce(r.rate, 0) as rate, a.member_id is not null as has_accrual
         from (select * from rebate_accrual where member_id = $1) a
         full join rates r on r.game_type = a.game_type
     ), figured as (
       select l.*, floor((l.valid_bets * l.rate + l.carry) * 100) / 100 as amount from lines l
     )
     select f.game_type, round(f.valid_bets * 100)::float8 as valid_cents, f.rate::text as rate, (f.rate * 100)::float8 as rate_percent,
            round(f.amount * 100)::float8 as amount_cents, (f.valid_bets * f.rate + f.carry - f.amount)::text as carry_after, f.has_accrual
       from figured f left join game_category c on c.code = f.game_type
      order by c.sort nulls last, f.game_type`,
    [memberId, merchantCode],
  );
  return result.rows.map((row) => ({
    gameType: row.game_type,
    validCents: row.valid_cents,
    rate: row.rate,
    ratePercent: row.rate_percent,
    amountCents: row.amount_cents,
    carryAfter: row.carry_after,
    hasAccrual: row.has_accrual,
  }));
}

/** A line as the contract answers it. */
export function rebateLineValue(line: Pick<RebateLineFigures, 'gameType' | 'validCents' | 'ratePercent' | 'amountCents'>): RebateLine {
  return { gameType: line.gameType, validBets: centsToMoney(line.validCents), ratePercent: line.ratePercent, amount: centsToMoney(line.amountCents) };
}

/** The merchant's minimum claim, in cents. */
export async function loadMinClaimCents(db: Queryable, merchantCode: string): Promise<number> {
  const result = await db.query<{ cents: number }>('select round(min_claim * 100)::float8 as cents from rebate_setting where merchant_code = $1', [merchantCode]);
  return result.rows[0]?.cents ?? DEFAULT_MIN_CLAIM_CENTS;
}
