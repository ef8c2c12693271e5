import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { writeBulkHistory } from '../records/bulk-history';
import type { BulkHistorySize } from '../records/bulk-history';

/** A large downline tree: one agent, its sub-agents, and players under them, each with the bulk history. */
export interface BulkTeamSize extends Omit<BulkHistorySize, 'members'> {
  subAgents: number;
  playersPerSubAgent: number;
}

export interface BulkTeam {
  agentId: number;
  subAgentIds: number[];
  playerIds: number[];
}

/**
 * Writes an agent (type 1) with `subAgents` sub-agents (type 2) under it and
 * `playersPerSubAgent` players under each, every one of them with the bulk history of
 * writeBulkHistory (the agent itself plays nothing). In slices of players, so no statement holds
 * millions of rows at once.
 */
export async function writeBulkTeam(db: Queryable, merchantCode: string, size: BulkTeamSize, now: Date, log: (line: string) => void = () => {}): Promise<BulkTeam> {
  const agent = await db.query<{ id: number }>(
    `insert into member (merchant_code, account, password_hash, type) values ($1, 'bulkagent' || $2, 'not-a-hash', 1) returning id`,
    [merchantCode, randomBytes(4).toString('hex')],
  );
  const agentId = agent.rows[0]!.id;
  const history = { ledgerPerMember: size.ledgerPerMember, betsPerMember: size.betsPerMember, days: size.days };
  const subAgentIds = await writeBulkHistory(db, merchantCode, { ...history, members: size.subAgents }, now, { uplineIds: [agentId] });
  await db.query('update member set type = 2 where id = any($1::int[])', [subAgentIds]);
  const players = size.subAgents * size.playersPerSubAgent;
  const playerIds: number[] = [];
  const slice = 1_000;
  for (let done = 0; done < players; done += slice) {
    playerIds.push(...(await writeBulkHistory(db, merchantCode, { ...history, members: Math.min(slice, players - done) }, now, { uplineIds: subAgentIds })));
    log(`  seeded ${subAgentIds.length + playerIds.length} downlines of one agent`);
  }
  return { agentId, subAgentIds, playerIds };
}
