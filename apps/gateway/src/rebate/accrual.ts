import type { Queryable } from '../db/database';
import { centsText } from '../shared/money';

/**
 * Adds a settled bet's valid bet to its member's rebate not yet claimed for its game type. Called
 * by addSettledBet, in the transaction that settles the bet, so a claim never misses a settled bet
 * nor counts one twice. The bet's transaction holds the member's main wallet before this row, and
 * a claim locks them in the same order (claim.ts).
 */
export async function accrueRebate(tx: Queryable, memberId: number, gameType: string, validBetCents: number): Promise<void> {
  if (validBetCents <= 0) return;
  await tx.query(
    `insert into rebate_accrual (member_id, game_type, valid_bets) values ($1, $2, $3::numeric)
     on conflict (member_id, game_type) do update set valid_bets = rebate_accrual.valid_bets + excluded.valid_bets`,
    [memberId, gameType, centsText(validBetCents)],
  );
}
