import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsText } from '../shared/money';

/**
 * The lock on promotional credit, as the ledger keeps it: the member's MAIN wallet row carries
 * `locked_promo`, the sum of its ACTIVE grants' locked amounts, and changes only under that
 * row's lock (which every movement of the member takes), so a movement knows from the row it
 * locked whether the member has promotional credit at all, with no query of its own.
 */

/**
 * Welcome credit is a no-deposit bonus: its turnover met, it is released only once the member
 * has made a deposit, so accounts registered in bulk and played by a script never turn it into
 * money an agent can collect. A first deposit releases a welcome credit whose turnover is met.
 */

/** What a movement did to a member with promotional credit locked. */
export interface PromotionalChange {
  memberId: number;
  /** Bets placed (positive cents): they count towards the grants' turnover. */
  betCents: number;
}

/**
 * Refuses money leaving a member (`outCents`) that is more than its withdrawable money: its
 * total over all wallets minus the promotional credit still locked. An amount above the total is
 * left to the ledger's own INSUFFICIENT_BALANCE.
 */
export function assertWithdrawable(totalCents: number, lockedCents: number, outCents: number): void {
  const withdrawableCents = Math.max(totalCents - lockedCents, 0);
  if (outCents <= withdrawableCents || outCents > totalCents) return;
  throw new RequestError(
    400,
    ERROR_CODE.promotionalCreditLocked,
    `Only withdrawable money can be transferred or withdrawn: ${centsText(withdrawableCents)} is withdrawable now; ` +
      `${centsText(Math.min(lockedCents, totalCents))} is promotional credit until its turnover is met`,
  );
}

/** Adds a new grant's amount to the member's lock (inside the grant's transaction, MAIN wallet locked). */
export async function lockPromotionalCredit(tx: Queryable, memberId: number, cents: number): Promise<void> {
  await tx.query("update wallet set locked_promo = locked_promo + $2::numeric where member_id = $1 and wallet_code = 'MAIN'", [
    memberId,
    centsText(cents),
  ]);
}

/**
 * After a movement of members with promotional credit locked, in one statement: the bets count
 * towards the ACTIVE grants' turnover, oldest grant first, and a grant whose turnover is met is
 * RELEASED (its money is withdrawable now; a welcome credit only after a deposit); then, when the member's total has fallen below what
 * is still locked, the lock shrinks to the total, oldest grant first (real money is spent first,
 * and a later deposit is not swallowed by an old lock); a grant with nothing left locked is
 * SPENT. The MAIN wallet's `locked_promo` follows.
 */
export async function settlePromotionalCredit(tx: Queryable, changes: readonly PromotionalChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `with movement as (
       select * from unnest($1::int[], $2::numeric[]) as m (member_id, bet)
     ),
     grants as (
       select p.id, p.member_id, p.granted_at, p.locked_amount, p.turnover_required, p.turnover_done, m.bet,
              p.kind <> 'WELCOME' or exists (select 1 from ledger_entry e where e.member_id = p.member_id and e.type = 'DEPOSIT') as may_release,
              coalesce(sum(p.turnover_required - p.turnover_done) over earlier, 0) as turnover_ahead
         from promo_credit p join movement m on m.member_id = p.member_id
        where p.status = 'ACTIVE'
       window earlier as (partition by p.member_id order by p.granted_at, p.id rows between unbounded preceding and 1 preceding)
     ),
     turned as (
       select g.*, g.may_release and g.turnover_required is not null and g.turnover_done + g.bet - g.turnover_ahead >= g.turnover_required as released,
              case when g.turnover_required is null then g.turnover_done
                   else g.turnover_done + least(greatest(g.bet - g.turnover_ahead, 0), g.turnover_required - g.turnover_done) end as done_after
         from grants g
     ),
     still_locked as (
       select t.*, case when t.released then 0 else t.locked_amount end as locked_left,
              -- A pending withdrawal's frozen money (FROZEN_WALLET, ledger.ts) is not the member's to spend.
              (select coalesce(sum(w.balance), 0) from wallet w where w.member_id = t.member_id and w.wallet_code <> 'FROZEN') as total
         from turned t
     ),
     shrunk as (
       select s.*,
              s.locked_left - least(greatest(sum(s.locked_left) over member_grants - s.total - coalesce(sum(s.locked_left) over earlier, 0), 0), s.locked_left)
                as locked_after
         from still_locked s
       window member_grants as (partition by s.member_id),
              earlier as (partition by s.member_id order by s.granted_at, s.id rows between unbounded preceding and 1 preceding)
     ),
     updated as (
       update promo_credit p
          set turnover_done = s.done_after,
              locked_amount = s.locked_after,
              status = case when s.released then 'RELEASED' when s.locked_after = 0 then 'SPENT' else 'ACTIVE' end,
              ended_at = case when s.released or s.locked_after = 0 then $3::timestamptz end
         from shrunk s
        where p.id = s.id and (p.turnover_done <> s.done_after or p.locked_amount <> s.locked_after)
     )
     update wallet w
        set locked_promo = coalesce((select sum(s.locked_after) from shrunk s where s.member_id = w.member_id), 0)
      where w.wallet_code = 'MAIN' and w.member_id = any($1::int[])`,
    [changes.map((change) => change.memberId), changes.map((change) => centsText(change.betCents)), now],
  );
}
