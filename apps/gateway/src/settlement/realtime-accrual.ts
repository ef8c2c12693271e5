import type { RealtimeAccrual, RealtimeSalaryTier } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { centsToMoney } from '../shared/money';
import { computeSettlement } from './compute';
import { periodContaining } from './periods';
import { teamRealtimeBets } from './team-figures';

/** How many of the window's bets the answer traces. */
const TRACED_BETS = 100;

/**
 * The real-time salary accruing to the agent now: the current 5-minute window of its running
 * real-time contract (as the downline; from the acceptance if that came later), computed as the
 * settlement at the window's end will compute it (computeSettlement, over the bets settled so
 * far), with the newest bets traced to their tier and rate.
 */
export async function loadRealtimeAccrual(db: Queryable, agentId: number, now: Date): Promise<RealtimeAccrual> {
  const window = periodContaining('REALTIME', null, now);
  const found = await db.query<{ id: number; tiers: RealtimeSalaryTier[]; accepted_at: Date; upline: string }>(
    `select c.id, c.tiers, c.accepted_at, u.account as upline from agent_contract c join member u on u.id = c.upline_id
      where c.kind = 'REALTIME' and c.downline_id = $1 and c.status = 'ACTIVE' and c.accepted_at is not null`,
    [agentId],
  );
  const contract = found.rows[0];
  if (!contract) {
    return {
      contractId: null,
      upline: null,
      windowStart: window.start.getTime(),
      windowEnd: window.end.getTime(),
      accrued: 0,
      figures: { betCount: 0, bets: 0, validBets: 0, activeMembers: 0, lines: [] },
      bets: [],
      truncated: false,
    };
  }
  // Up to and including the bets settled at this very moment.
  const soFar = { start: new Date(Math.max(window.start.getTime(), contract.accepted_at.getTime())), end: new Date(now.getTime() + 1) };
  const result = await computeSettlement(db, { kind: 'REALTIME', downlineId: agentId, tiers: contract.tiers }, soFar);
  const bets = await teamRealtimeBets(db, agentId, soFar, contract.tiers.map((tier) => tier.singleBet), TRACED_BETS + 1);
  return {
    contractId: contract.id,
    upline: contract.upline,
    windowStart: soFar.start.getTime(),
    windowEnd: window.end.getTime(),
    accrued: centsToMoney(result.amountCents),
    figures: result.figures,
    bets: bets.slice(0, TRACED_BETS).map((bet) => {
      const tier = contract.tiers[bet.tier - 1];
      const rate = tier === undefined ? 0 : bet.lost ? tier.lossSalaryRate : tier.profitSalaryRate;
      return {
        roundNo: bet.roundNo,
        account: bet.account,
        betAmount: centsToMoney(bet.betCents),
        payout: centsToMoney(bet.payoutCents),
        outcome: bet.lost ? ('LOSS' as const) : ('PROFIT' as const),
        tier: bet.tier,
        rate,
        amount: Math.round(bet.betCents * rate) / 10_000,
        settleTime: bet.settledAt.getTime(),
      };
    }),
    truncated: bets.length > TRACED_BETS,
  };
}
