import type { Queryable } from '../db/database';
import { moneyToCents } from '../shared/money';
import { MAIN_WALLET, memberFunds, walletBalances } from '../wallet/ledger';

/** What of the member's money may leave it now, in cents, and what holds the rest back. */
export interface WithdrawableMoney {
  /** From the main wallet (money leaves from there), less the promotional credit still locked. */
  withdrawableCents: number;
  promotionalCents: number;
  frozenCents: number;
  /** Bets still needed to release the promotional credit. */
  turnoverRequiredCents: number;
}

export async function loadWithdrawableMoney(db: Queryable, memberId: number): Promise<WithdrawableMoney> {
  const funds = await memberFunds(db, memberId);
  const mainCents = moneyToCents((await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0);
  const turnover = await db.query<{ remaining: number }>(
    `select coalesce(sum(turnover_required - turnover_done), 0)::float8 as remaining
       from promo_credit where member_id = $1 and status = 'ACTIVE' and turnover_required is not null`,
    [memberId],
  );
  const promotionalCents = moneyToCents(funds.promotional);
  return {
    withdrawableCents: Math.max(Math.min(mainCents, moneyToCents(funds.total) - promotionalCents), 0),
    promotionalCents,
    frozenCents: moneyToCents(funds.frozen),
    turnoverRequiredCents: moneyToCents(turnover.rows[0]!.remaining),
  };
}
