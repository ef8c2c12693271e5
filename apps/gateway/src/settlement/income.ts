import type { AgentIncome, AgentIncomeQuery, IncomeByKind, IncomeFigures, SettlementKind } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { reportPeriod } from '../records/report-period';
import { BUSINESS_UTC_OFFSET } from '../shared/business-day';
import { centsToMoney } from '../shared/money';

const KINDS: readonly SettlementKind[] = ['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND'];

/** The business day (UTC+8) of a timestamptz column, in SQL. */
const businessDaySql = (column: string) => `to_char((${column} at time zone 'UTC') + interval '${BUSINESS_UTC_OFFSET.slice(0, 3)} hours', 'YYYY-MM-DD')`;

/** Money of a day or a period in whole cents, before it becomes money. */
interface CentsFigures {
  salary: number;
  dividends: number;
  rebates: number;
  paidOut: number;
}

const NO_CENTS: CentsFigures = { salary: 0, dividends: 0, rebates: 0, paidOut: 0 };

function toFigures(cents: CentsFigures): IncomeFigures {
  const income = cents.salary + cents.dividends + cents.rebates;
  return {
    salary: centsToMoney(cents.salary),
    dividends: centsToMoney(cents.dividends),
    rebates: centsToMoney(cents.rebates),
    income: centsToMoney(income),
    paidOut: centsToMoney(cents.paidOut),
    net: centsToMoney(income - cents.paidOut),
  };
}

interface PaidRow {
  kind: SettlementKind;
  received: boolean;
  day: string;
  cents: number;
  count: number;
}

/**
 * The agent's income for inclusive business dates, by when the money moved: the settlements paid
 * to it (salary of every wage kind, dividends) and by it to its downlines, and its own rebate
 * claims (REBATE in its ledger); by kind, by day and in total, with what is still owed (UNPAID)
 * for periods that ended within the dates. Each side is one index range on the agent's id.
 */
export async function loadAgentIncome(db: Queryable, agentId: number, query: AgentIncomeQuery): Promise<AgentIncome> {
  const period = reportPeriod(query.startDate, query.endDate);
  const range = [agentId, period.from, period.until];
  const paid = await db.query<PaidRow>(
    `select kind, true as received, ${businessDaySql('settled_at')} as day, round(sum(amount) * 100)::float8 as cents, count(*)::int as count
       from settlement_period where downline_id = $1 and status = 'PAID' and settled_at >= $2 and settled_at < $3 group by 1, 3
     union all
     select kind, false, ${businessDaySql('settled_at')}, round(sum(amount) * 100)::float8, count(*)::int
       from settlement_period where upline_id = $1 and status = 'PAID' and settled_at >= $2 and settled_at < $3 group by 1, 3`,
    range,
  );
  const owed = await db.query<{ kind: SettlementKind; received: boolean; cents: number }>(
    `select kind, downline_id = $1 as received, round(sum(amount) * 100)::float8 as cents
       from settlement_period
      where (downline_id = $1 or upline_id = $1) and status = 'UNPAID' and period_end > $2 and period_end <= $3
      group by 1, 2`,
    range,
  );
  const rebates = await db.query<{ day: string; cents: number }>(
    `select ${businessDaySql('created_at')} as day, round(sum(amount) * 100)::float8 as cents
       from ledger_entry where member_id = $1 and created_at >= $2 and created_at < $3 and type = 'REBATE' and amount > 0
      group by 1`,
    range,
  );

  const days = new Map(period.days.map((day) => [day, { ...NO_CENTS }]));
  const kinds = new Map<SettlementKind, IncomeByKind>(
    KINDS.map((kind) => [kind, { kind, received: 0, receivedCount: 0, paid: 0, paidCount: 0, owedToYou: 0, youOwe: 0 }]),
  );
  const kindCents = new Map(KINDS.map((kind) => [kind, { received: 0, paid: 0, owedToYou: 0, youOwe: 0 }]));
  for (const row of paid.rows) {
    const day = days.get(row.day);
    const sums = kindCents.get(row.kind)!;
    const byKind = kinds.get(row.kind)!;
    if (row.received) {
      sums.received += row.cents;
      byKind.receivedCount += row.count;
      if (day) day[row.kind === 'DIVIDEND' ? 'dividends' : 'salary'] += row.cents;
    } else {
      sums.paid += row.cents;
      byKind.paidCount += row.count;
      if (day) day.paidOut += row.cents;
    }
  }
  for (const row of owed.rows) kindCents.get(row.kind)![row.received ? 'owedToYou' : 'youOwe'] += row.cents;
  for (const row of rebates.rows) {
    const day = days.get(row.day);
    if (day) day.rebates += row.cents;
  }
  for (const [kind, sums] of kindCents) {
    Object.assign(kinds.get(kind)!, {
      received: centsToMoney(sums.received),
      paid: centsToMoney(sums.paid),
      owedToYou: centsToMoney(sums.owedToYou),
      youOwe: centsToMoney(sums.youOwe),
    });
  }
  const totals = [...days.values()].reduce(
    (sum, day) => ({ salary: sum.salary + day.salary, dividends: sum.dividends + day.dividends, rebates: sum.rebates + day.rebates, paidOut: sum.paidOut + day.paidOut }),
    NO_CENTS,
  );
  return {
    totals: toFigures(totals),
    kinds: [...kinds.values()],
    days: [...days.entries()].map(([day, cents]) => ({ day, ...toFigures(cents) })),
  };
}
