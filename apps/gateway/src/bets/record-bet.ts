import type { Queryable } from '../db/database';
import { businessDayOf } from '../shared/business-day';
import { centsText } from '../shared/money';
import { addOpenBet, addSettledBet } from './daily-totals';

/** A bet as a game reports it, inside the transaction that debited its stake. */
export interface PlacedBet {
  memberId: number;
  merchantCode: string;
  /** The round's reference number (the ledger's reference_no of the BET entry). */
  roundNo: string;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  gameType: string;
  betCents: number;
  /** The turnover it counts for; the whole stake unless the game says otherwise. */
  validBetCents?: number;
  /** What it paid back (stake included) when the round settled at once; absent while unsettled. */
  payoutCents?: number;
  detail?: Record<string, unknown>;
  now: Date;
}

/**
 * Records a bet in the bet store, and in its member's daily totals: as settled when it settled at
 * once (a slot spin), else as open until settleBet. Call it in the transaction that moved the
 * stake, so a bet exists exactly when its money moved; the (member, round) key makes a replay
 * fail rather than count twice.
 */
export async function recordBet(tx: Queryable, bet: PlacedBet): Promise<number> {
  const validBetCents = bet.validBetCents ?? bet.betCents;
  const settled = bet.payoutCents !== undefined;
  const businessDay = businessDayOf(bet.now);
  const inserted = await tx.query<{ id: number }>(
    `insert into bet (member_id, merchant_code, round_no, game_code, game_name, vendor_code, game_type, bet_amount, valid_bet, payout,
                      detail, bet_at, settled_at, business_day)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10::numeric, $11, $12, $13, $14)
     returning id::int as id`,
    [
      bet.memberId,
      bet.merchantCode,
      bet.roundNo,
      bet.gameCode,
      bet.gameName,
      bet.vendorCode,
      bet.gameType,
      centsText(bet.betCents),
      centsText(validBetCents),
      settled ? centsText(bet.payoutCents!) : null,
      JSON.stringify(bet.detail ?? {}),
      bet.now,
      settled ? bet.now : null,
      businessDay,
    ],
  );
  const totals = { memberId: bet.memberId, businessDay, gameType: bet.gameType, betCents: bet.betCents, validBetCents };
  if (settled) await addSettledBet(tx, { ...totals, payoutCents: bet.payoutCents! });
  else await addOpenBet(tx, totals);
  return inserted.rows[0]!.id;
}

/**
 * Settles an unsettled bet (a lottery ticket once its draw is known) with its payout, and moves
 * it from the open bets to the settled ones in the daily totals of the day it was placed. Only the first settlement applies: it answers
 * false when the bet was already settled (a second settler, a replay).
 */
export async function settleBet(tx: Queryable, betId: number, payoutCents: number, now: Date): Promise<boolean> {
  const settled = await tx.query<{ member_id: number; business_day: string; game_type: string; bet: number; valid: number }>(
    `update bet set payout = $2::numeric, settled_at = $3 where id = $1 and settled_at is null
     returning member_id, to_char(business_day, 'YYYY-MM-DD') as business_day, game_type,
               round(bet_amount * 100)::int as bet, round(valid_bet * 100)::int as valid`,
    [betId, centsText(payoutCents), now],
  );
  const row = settled.rows[0];
  if (!row) return false;
  await addSettledBet(tx, { memberId: row.member_id, businessDay: row.business_day, gameType: row.game_type, betCents: row.bet, validBetCents: row.valid, payoutCents, wasOpen: true });
  return true;
}
