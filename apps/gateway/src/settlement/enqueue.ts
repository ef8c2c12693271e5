import type { ContractPeriod } from '@platform/api/contract';
import type { ContractKind } from '../agent/contract-kinds';
import type { Queryable } from '../db/database';
import { endedPeriods } from './periods';

/**
 * How many periods of one contract one sweep enqueues at most: a week of 5-minute windows. A
 * gateway back from a longer stop catches up over the next sweeps.
 */
const MAX_PERIODS_PER_CONTRACT = 2_016;

interface SettlingContract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod | null;
  upline_id: number;
  downline_id: number;
  accepted_at: Date;
  terminated_at: Date | null;
  last_end: Date | null;
}

/**
 * Enqueues every period that has ended by `now` since each contract became active (or up to its
 * termination), after the last one enqueued: a gateway that was down catches up on every period
 * it missed. Each period is one DUE row, inserted with `on conflict do nothing`, so processes
 * enqueuing at once insert it once. A terminated contract with nothing left is closed, and later
 * sweeps no longer read it. Answers how many rows this call inserted.
 */
export async function enqueueEndedPeriods(db: Queryable, now: Date): Promise<number> {
  const contracts = await db.query<SettlingContract>(
    `select c.id, c.kind, c.period, c.upline_id, c.downline_id, c.accepted_at, c.terminated_at,
            (select max(s.period_end) from settlement_period s where s.contract_id = c.id) as last_end
       from agent_contract c
      where c.accepted_at is not null and not c.settlement_closed and c.status in ('ACTIVE', 'TERMINATED')
      order by c.id`,
  );
  let inserted = 0;
  for (const contract of contracts.rows) {
    const { periods, finished } = endedPeriods(
      { kind: contract.kind, period: contract.period, acceptedAt: contract.accepted_at, terminatedAt: contract.terminated_at },
      contract.last_end,
      now,
      MAX_PERIODS_PER_CONTRACT,
    );
    if (periods.length > 0) {
      const result = await db.query(
        `insert into settlement_period (contract_id, kind, upline_id, downline_id, period_start, period_end, created_at)
         select $1, $2, $3, $4, p.period_start, p.period_end, $7
           from unnest($5::timestamptz[], $6::timestamptz[]) as p (period_start, period_end)
         on conflict (contract_id, period_start) do nothing`,
        [contract.id, contract.kind, contract.upline_id, contract.downline_id, periods.map((p) => p.start.toISOString()), periods.map((p) => p.end.toISOString()), now],
      );
      inserted += result.affectedRows ?? 0;
    }
    if (finished) await db.query('update agent_contract set settlement_closed = true where id = $1', [contract.id]);
  }
  return inserted;
}
