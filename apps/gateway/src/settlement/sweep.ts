/**
 * The settlement engine of agent contracts.
 *
 * MONEY MODEL. A contract is between an upline agent and its direct downline, and THE UPLINE
 * PAYS THE DOWNLINE: each settlement is ONE ledger movement, the upline's main wallet debited and
 * the downline's credited with the same amount (SALARY for real-time, hourly and daily wages,
 * DIVIDEND for dividends). Nothing is minted: the platform pays nobody. The upline pays only
 * from its withdrawable money; when that does not cover the amount, the settlement is recorded
 * UNPAID with the amount owed and tried again at every sweep until paid in full — never a
 * negative balance, never a part payment. The figures are the downline's TEAM: the downline and
 * its whole subtree (member_tree where ancestor_id = downline), from the bet store.
 *
 * THE KINDS (compute.ts). A tier is reached when all its thresholds are; the highest reached
 * counts; none reached pays 0 and is still recorded (NOTHING).
 * - REALTIME, every 5 minutes (windows aligned to the clock): each team bet settled in the window
 *   pays, at the highest tier whose singleBet it reaches, lossSalaryRate% of the bet when the
 *   player lost (payout < bet), profitSalaryRate% when not.
 * - HOURLY, each hour: the team's bets settled in the hour reach betAmount (and activeMembers) →
 *   the tier's amount.
 * - DAILY, each business day (UTC+8), for the day before: the team's valid bets and active
 *   members (daily totals) reach periodValidBet / activeMembers → rate% of the valid bets.
 * - DIVIDEND, at the end of the contract's period (daily, weekly from Monday, semimonthly,
 *   monthly; business days): valid bets, active members and the team's loss (bets - payouts -
 *   bonuses - rebates) reach the tier → rate% of the loss; no loss pays 0.
 * A contract is settled only for the time it was active (periods.ts: settledSpan).
 *
 * THE JOBS. settlement_period holds one row per contract and period, unique on (contract,
 * period start). A sweep (every gateway process runs one on a timer: plugin.ts; tests call it
 * with their clock) first enqueues every period that has ended (enqueue.ts: a gateway that was
 * down catches up), then claims due rows one at a time with FOR UPDATE SKIP LOCKED and settles
 * each in ONE transaction with its row: compute (once: the amount is then fixed), pay, record.
 * Processes racing over one PostgreSQL each take different rows; a row is settled once.
 */
import type { ContractPeriod } from '@platform/api/contract';
import type { ContractKind } from '../agent/contract-kinds';
import type { Database, Queryable } from '../db/database';
import { businessDayOf } from '../shared/business-day';
import { centsText, moneyToCents } from '../shared/money';
import { computeSettlement } from './compute';
import { enqueueEndedPeriods } from './enqueue';
import { payIfCovered } from './pay';
import type { Period } from './periods';
import { isDayBased } from './periods';

/** How many settlements one sweep handles at most; the next sweep takes the rest. */
const MAX_SETTLEMENTS_PER_SWEEP = 5_000;

export type SettlementOutcome = 'PAID' | 'UNPAID' | 'NOTHING';

export interface SweepResult {
  /** Periods this sweep enqueued. */
  enqueued: number;
  /** Settlements this sweep handled, by what became of them. */
  paid: number;
  unpaid: number;
  nothing: number;
  /** Settlements that failed (reported to onError; tried again at the next sweep). */
  failed: number;
}

export interface SweepOptions {
  /** Told of a settlement that failed for a reason of its own; the others go on. */
  onError?: (settlementId: number, error: unknown) => void;
  maxSettlements?: number;
}

interface ClaimedSettlement {
  id: number;
  contract_id: number;
  kind: ContractKind;
  status: 'DUE' | 'UNPAID';
  amount: number | null;
  period_start: Date;
  period_end: Date;
  period: ContractPeriod | null;
  tiers: unknown[];
  upline_id: number;
  upline: string;
  downline_id: number;
  downline: string;
}

/** How the account records name a period, in business time (UTC+8). */
function periodLabel(kind: ContractKind, period: Period): string {
  if (isDayBased(kind)) {
    const first = businessDayOf(period.start);
    const last = businessDayOf(new Date(period.end.getTime() - 1));
    return first === last ? first : `${first} – ${last}`;
  }
  const businessTime = (moment: Date) => new Date(moment.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
  return `${businessDayOf(period.start)} ${businessTime(period.start)}–${businessTime(period.end)}`;
}

/**
 * Claims the oldest due or unpaid settlement that no other transaction holds (SKIP LOCKED) and is
 * not in `skip`, with its contract and both members, inside `tx`.
 */
async function claimNext(tx: Queryable, now: Date, skip: readonly number[]): Promise<ClaimedSettlement | undefined> {
  const claimed = await tx.query<{ id: number }>(
    `select id::int as id from settlement_period
      where status in ('DUE', 'UNPAID') and period_end <= $1 and not (id = any($2::bigint[]))
      order by period_end, id limit 1 for update skip locked`,
    [now, skip],
  );
  const id = claimed.rows[0]?.id;
  if (id === undefined) return undefined;
  const loaded = await tx.query<ClaimedSettlement>(
    `select s.id::int as id, s.contract_id, s.kind, s.status, s.amount::float8 as amount, s.period_start, s.period_end, c.period, c.tiers,
            s.upline_id, u.account as upline, s.downline_id, d.account as downline
       from settlement_period s join agent_contract c on c.id = s.contract_id
       join member u on u.id = s.upline_id join member d on d.id = s.downline_id
      where s.id = $1`,
    [id],
  );
  return loaded.rows[0];
}

/**
 * Settles one claimed row in its transaction: a DUE row is computed first (its amount and
 * figures are fixed from then on), then whatever is owed is paid when the upline can.
 */
async function settleClaimed(tx: Queryable, row: ClaimedSettlement, now: Date): Promise<SettlementOutcome> {
  const period = { start: row.period_start, end: row.period_end };
  let amountCents: number;
  if (row.status === 'DUE') {
    const result = await computeSettlement(tx, { kind: row.kind, downlineId: row.downline_id, tiers: row.tiers }, period);
    amountCents = result.amountCents;
    await tx.query('update settlement_period set amount = $2::numeric, figures = $3::jsonb, tier = $4, rate = $5 where id = $1', [
      row.id,
      centsText(amountCents),
      JSON.stringify(result.figures),
      result.tier,
      result.rate,
    ]);
  } else {
    amountCents = moneyToCents(row.amount ?? 0);
  }
  if (amountCents === 0) {
    await tx.query(`update settlement_period set status = 'NOTHING', settled_at = $2 where id = $1`, [row.id, now]);
    return 'NOTHING';
  }
  const referenceNo = await payIfCovered(tx, {
    settlementId: row.id,
    kind: row.kind,
    upline: { id: row.upline_id, account: row.upline },
    downline: { id: row.downline_id, account: row.downline },
    amountCents,
    periodLabel: periodLabel(row.kind, period),
    now,
  });
  await tx.query(
    `update settlement_period set status = $2, attempts = attempts + 1, last_attempt_at = $3,
            settled_at = case when $2 = 'PAID' then $3::timestamptz end, reference_no = $4
      where id = $1`,
    [row.id, referenceNo === null ? 'UNPAID' : 'PAID', now, referenceNo],
  );
  return referenceNo === null ? 'UNPAID' : 'PAID';
}

/**
 * One run of the engine at `now` (the injected clock): enqueue the periods that have ended, then
 * settle every due row and retry every unpaid one, each once per run, one transaction each.
 * Safe to run in any number of processes at once.
 */
export async function sweepSettlements(db: Database, now: Date, options: SweepOptions = {}): Promise<SweepResult> {
  const result: SweepResult = { enqueued: await enqueueEndedPeriods(db, now), paid: 0, unpaid: 0, nothing: 0, failed: 0 };
  const tried: number[] = [];
  const limit = options.maxSettlements ?? MAX_SETTLEMENTS_PER_SWEEP;
  while (tried.length < limit) {
    let claimedId: number | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        const row = await claimNext(tx, now, tried);
        if (!row) return null;
        claimedId = row.id;
        return settleClaimed(tx, row, now);
      });
      if (outcome === null) break;
      tried.push(claimedId!);
      if (outcome === 'PAID') result.paid += 1;
      else if (outcome === 'UNPAID') result.unpaid += 1;
      else result.nothing += 1;
    } catch (error) {
      // The row's transaction rolled back: it stays as it was, for the next sweep.
      if (claimedId === undefined) throw error;
      tried.push(claimedId);
      result.failed += 1;
      options.onError?.(claimedId, error);
    }
  }
  return result;
}
