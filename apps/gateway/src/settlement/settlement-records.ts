import { ERROR_CODE } from '@platform/api/contract';
import type { AgentSettlementsPage, AgentSettlementsQuery, ContractPeriod, SettlementFigures, SettlementRecord, SettlementStatus } from '@platform/api/contract';
import type { ContractKind } from '../agent/contract-kinds';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { reportPeriod } from '../records/report-period';
import { roundMoney } from '../shared/money';

interface SettlementRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  counterpart: string;
  period: ContractPeriod | null;
  period_start: Date;
  period_end: Date;
  status: SettlementStatus;
  amount: number | null;
  figures: SettlementFigures | null;
  tier: number | null;
  rate: number | null;
  settled_at: Date | null;
  reference_no: string | null;
  attempts: number;
}

function toRecord(row: SettlementRow, side: AgentSettlementsQuery['side']): SettlementRecord {
  return {
    settlementId: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    side,
    counterpart: row.counterpart,
    ...(row.period ? { period: row.period } : {}),
    periodStart: row.period_start.getTime(),
    periodEnd: row.period_end.getTime(),
    status: row.status,
    // A DUE row has no amount yet; NOTHING's is 0.
    amount: row.status === 'DUE' || row.amount === null ? null : roundMoney(row.amount),
    figures: row.figures,
    tier: row.tier,
    rate: row.rate === null ? null : Number(row.rate),
    settleTime: row.settled_at?.getTime() ?? null,
    referenceNo: row.reference_no,
    attempts: row.attempts,
  };
}

/**
 * The agent's settlements of one kind, newest period first: RECEIVED, those of contracts where the
 * agent is the downline (the counterpart is its upline); PAID, where it is the upline (the
 * counterpart the downline). Only the agent's own contracts: each side is one index range on the
 * agent's id. Dates, when given, filter by the business day the period ended in.
 */
export async function listAgentSettlements(db: Queryable, agentId: number, query: AgentSettlementsQuery): Promise<AgentSettlementsPage> {
  if ((query.startDate === undefined) !== (query.endDate === undefined)) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'Send both startDate and endDate, or neither');
  }
  const [own, other] = query.side === 'PAID' ? ['upline_id', 'downline_id'] : ['downline_id', 'upline_id'];
  const params: unknown[] = [agentId, query.kind];
  const conditions = [`s.${own} = $1`, 's.kind = $2'];
  if (query.status !== undefined) {
    params.push(query.status);
    conditions.push(`s.status = $${params.length}`);
  }
  if (query.startDate !== undefined && query.endDate !== undefined) {
    const period = reportPeriod(query.startDate, query.endDate);
    // A period ending at midnight belongs to the day before it.
    params.push(period.from, period.until);
    conditions.push(`s.period_end > $${params.length - 1} and s.period_end <= $${params.length}`);
  }
  const where = conditions.join(' and ');
  const counted = await db.query<{ count: number; paid: number; owed: number }>(
    `select count(*)::int as count, coalesce(sum(amount) filter (where status = 'PAID'), 0)::float8 as paid,
            coalesce(sum(amount) filter (where status = 'UNPAID'), 0)::float8 as owed
       from settlement_period s where ${where}`,
    params,
  );
  const rows = await db.query<SettlementRow>(
    `select s.id::int as id, s.contract_id, s.kind, m.account as counterpart, c.period, s.period_start, s.period_end, s.status,
            s.amount::float8 as amount, s.figures, s.tier, s.rate::float8 as rate, s.settled_at, s.reference_no, s.attempts
       from settlement_period s join agent_contract c on c.id = s.contract_id join member m on m.id = s.${other}
      where ${where}
      order by s.period_end desc, s.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totals = counted.rows[0]!;
  return {
    list: rows.rows.map((row) => toRecord(row, query.side)),
    totalPages: Math.ceil(totals.count / query.pageSize),
    totals: { count: totals.count, paid: roundMoney(totals.paid), owed: roundMoney(totals.owed) },
  };
}
