import type { AgentContract, AgentContractsPage, AgentContractsQuery, ContractPeriod, ContractStatus, SettlementKind } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { containsPattern, pageCount, SqlParams } from '../games/sql-params';

/** A contract row as both the list and the offer impact answer it. */
interface AgentContractRow {
  id: number;
  kind: SettlementKind;
  upline: string;
  downline: string;
  status: ContractStatus;
  period: ContractPeriod | null;
  tiers: AgentContract['tiers'];
  top_rate: number;
  terminates_lower: boolean;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
}

/**
 * The columns of an AgentContract, over `agent_contract c` joined to its upline `u` and downline
 * `d`. A rejection is dated by its last change (updated_at); a termination by terminated_at.
 */
const AGENT_CONTRACT_COLUMNS = `c.id, c.kind, u.account as upline, d.account as downline, c.status, c.period, c.tiers,
       c.top_rate::float8 as top_rate, c.terminates_lower, c.created_at, c.accepted_at,
       case c.status when 'TERMINATED' then coalesce(c.terminated_at, c.updated_at) when 'REJECTED' then c.updated_at end as ended_at`;

const FROM_CONTRACTS = 'agent_contract c join member u on u.id = c.upline_id join member d on d.id = c.downline_id';

function agentContractOf(row: AgentContractRow): AgentContract {
  return {
    contractId: row.id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    status: row.status,
    period: row.period,
    tiers: row.tiers,
    topRate: row.top_rate,
    terminatesLower: row.terminates_lower,
    offeredAt: new Date(row.created_at).getTime(),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at).getTime(),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at).getTime(),
  };
}

/** The contracts matching `where` (over FROM_CONTRACTS, with `params`), newest change first. */
export async function loadAgentContracts(db: Queryable, where: string, params: readonly unknown[]): Promise<AgentContract[]> {
  const result = await db.query<AgentContractRow>(
    `select ${AGENT_CONTRACT_COLUMNS} from ${FROM_CONTRACTS} where ${where} order by c.updated_at desc, c.id desc`,
    [...params],
  );
  return result.rows.map(agentContractOf);
}

/**
 * A page of the agent's contracts of one kind: RECEIVED, those its upline offered it; PAID, those
 * it offered its direct downlines; with a status and part of the downline's account to filter by.
 * Newest change first. Every read is one index range of the agent's own contracts
 * (agent_contract_upline_list or agent_contract_downline_list), so no other agent's contract is
 * ever read.
 */
export async function listAgentContracts(db: Queryable, agent: { memberId: number; merchantCode: string }, query: AgentContractsQuery): Promise<AgentContractsPage> {
  const params = new SqlParams();
  const party = query.side === 'PAID' ? 'c.upline_id' : 'c.downline_id';
  const conditions = [`${party} = ${params.add(agent.memberId)}`, `c.kind = ${params.add(query.kind)}`, `c.merchant_code = ${params.add(agent.merchantCode)}`];
  if (query.status !== undefined) conditions.push(`c.status = ${params.add(query.status)}`);
  const downline = query.downline?.trim();
  if (downline) conditions.push(`d.account ilike ${params.add(containsPattern(downline))}`);
  const where = conditions.join(' and ');
  const filterValues = [...params.values];

  const page = await db.query<AgentContractRow & { total: number }>(
    `select ${AGENT_CONTRACT_COLUMNS}, count(*) over ()::int as total
       from ${FROM_CONTRACTS} where ${where}
      order by c.updated_at desc, c.id desc
      limit ${params.add(query.pageSize)} offset ${params.add((query.pageNo - 1) * query.pageSize)}`,
    params.values,
  );
  let total = page.rows[0]?.total;
  if (total === undefined) {
    // Past the last page: count alone so totalPages stays right.
    const counted = await db.query<{ total: number }>(`select count(*)::int as total from ${FROM_CONTRACTS} where ${where}`, filterValues);
    total = counted.rows[0]?.total ?? 0;
  }
  return { list: page.rows.map(agentContractOf), totalPages: pageCount(total, query.pageSize), count: total };
}
