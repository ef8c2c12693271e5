import type { FastifyInstance } from 'fastify';
import { dailySalaryContract, dividendRequest, hourlySalaryContract, realtimeSalaryContract } from '@platform/api/contract';
import type { ContractPeriod, SettlementFigures, SettlementStatus } from '@platform/api/contract';
import { recordBet } from '../bets/record-bet';
import { addDailyMoney } from '../bets/daily-totals';
import type { ContractKind } from '../agent/contract-kinds';
import type { Database } from '../db/database';
import { createSession } from '../accounts/session-store';
import { callGateway, createTestMember } from '../test/test-gateway';

/** What a settlement test needs of a gateway (the PGlite test gateway or a PostgreSQL one). */
export interface SettlementGateway {
  app: FastifyInstance;
  db: Database;
  clock: { now: () => Date; advance: (ms: number) => void };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A member of a test tree: its id and a session token. */
export interface TreeMember {
  memberId: number;
  token: string;
}

/**
 * Test support: a tree of the test's own, with account names prefixed so that several trees fit
 * one database: boss (1) > lead (2) > sub (41) > p1, p2; lead > p3; and, apart, rival (1) > rp.
 * The contracts under test are boss > lead: lead's team is lead, sub, p1, p2 and p3.
 */
export async function createSettlementTree(db: Database, now: Date, prefix = 's') {
  const tree: Record<'boss' | 'lead' | 'sub' | 'p1' | 'p2' | 'p3' | 'rival' | 'rp', TreeMember> = {} as never;
  const add = async (name: keyof typeof tree, type: number, upline?: keyof typeof tree) => {
    tree[name] = await createTestMember(db, { account: `${prefix}${name}`, type, now, ...(upline ? { upline: `${prefix}${upline}` } : {}) });
  };
  await add('boss', 1);
  await add('lead', 2, 'boss');
  await add('sub', 41, 'lead');
  await add('p1', 0, 'sub');
  await add('p2', 0, 'sub');
  await add('p3', 0, 'lead');
  await add('rival', 1);
  await add('rp', 0, 'rival');
  return tree;
}

/** Test support: new sessions for a tree's members once the clock has moved past their tokens' lifetime. */
export async function renewSessions(db: Database, tree: Record<string, TreeMember>, now: Date): Promise<void> {
  for (const member of Object.values(tree)) member.token = await createSession(db, member.memberId, 'DEMO_ROYAL', 'username', now);
}

let rounds = 0;

/** Test support: a settled bet of a member in the bet store and its daily totals (no money moves: the figures are what counts here). */
export async function placeSettledBet(db: Database, memberId: number, bet: { amount: number; payout: number; validBet?: number; at: Date }): Promise<void> {
  rounds += 1;
  await db.transaction((tx) =>
    recordBet(tx, {
      memberId,
      merchantCode: 'DEMO_ROYAL',
      roundNo: `ST${String(rounds).padStart(8, '0')}`,
      gameCode: 'PT-RNG-001',
      gameName: 'Settlement test slot',
      vendorCode: 'PT',
      gameType: 'RNG',
      betCents: Math.round(bet.amount * 100),
      ...(bet.validBet !== undefined ? { validBetCents: Math.round(bet.validBet * 100) } : {}),
      payoutCents: Math.round(bet.payout * 100),
      now: bet.at,
    }),
  );
}

/** Test support: a bonus or a rebate counted in a member's daily totals (a dividend's loss subtracts them). */
export async function countDailyMoney(db: Database, memberId: number, column: 'bonuses' | 'rebates', amount: number, at: Date): Promise<void> {
  await addDailyMoney(db, memberId, column, Math.round(amount * 100), at);
}

const CONTRACT_CALLS = { REALTIME: realtimeSalaryContract, HOURLY: hourlySalaryContract, DAILY: dailySalaryContract, DIVIDEND: dividendRequest } as const;

/** Test support: the upline offers a contract and the downline accepts it, over HTTP, at the gateway's clock. Answers its id. */
export async function makeContract(
  app: FastifyInstance,
  kind: ContractKind,
  parties: { upline: TreeMember; downline: TreeMember; downlineAccount: string },
  tiers: unknown[],
  period?: ContractPeriod,
): Promise<number> {
  const call = CONTRACT_CALLS[kind];
  const offer = await callGateway(app, call, { requestType: 'NEW', downline: parties.downlineAccount, tiers, ...(period ? { period } : {}) }, { token: parties.upline.token });
  if (offer.statusCode !== 200) throw new Error(`The offer failed: ${offer.statusCode} ${offer.body.message}`);
  const contractId = Number(offer.body.value.contractId);
  const accepted = await callGateway(app, call, { contractId, decision: 'ACCEPT' }, { token: parties.downline.token });
  if (accepted.statusCode !== 200) throw new Error(`The acceptance failed: ${accepted.statusCode} ${accepted.body.message}`);
  return contractId;
}

/** A settlement row as the tests read it. */
export interface SettlementRow {
  id: number;
  periodStart: Date;
  periodEnd: Date;
  status: SettlementStatus;
  amount: number | null;
  figures: SettlementFigures | null;
  tier: number | null;
  rate: number | null;
  attempts: number;
  referenceNo: string | null;
}

/** Test support: a contract's settlement rows, oldest period first. */
export async function settlementsOf(db: Database, contractId: number): Promise<SettlementRow[]> {
  const result = await db.query<SettlementRow>(
    `select id::int as id, period_start as "periodStart", period_end as "periodEnd", status, amount::float8 as amount, figures, tier,
            rate::float8 as rate, attempts, reference_no as "referenceNo"
       from settlement_period where contract_id = $1 order by period_start`,
    [contractId],
  );
  return result.rows;
}

/** Test support: a member's SALARY and DIVIDEND ledger entries, in cents, with their references. */
export async function settlementEntries(db: Database, memberIds: readonly number[]): Promise<{ memberId: number; cents: number; referenceNo: string; type: string }[]> {
  const result = await db.query<{ memberId: number; cents: number; referenceNo: string; type: string }>(
    `select member_id as "memberId", round(amount * 100)::float8 as cents, reference_no as "referenceNo", type
       from ledger_entry where member_id = any($1::int[]) and type in ('SALARY', 'DIVIDEND') order by id`,
    [memberIds],
  );
  return result.rows;
}

/**
 * Test support: every settlement that does not reconcile: a PAID one without exactly its two
 * entries (the upline's debit and the downline's credit of its amount under its reference), or
 * any other with an entry. Empty when each period was paid exactly once.
 */
export async function unreconciledSettlements(db: Database): Promise<{ id: number; status: string; entries: number }[]> {
  const result = await db.query<{ id: number; status: string; entries: number }>(
    `select s.id::int as id, s.status, count(e.id)::int as entries
       from settlement_period s left join ledger_entry e on e.request_id = 'settlement:' || s.id
      group by s.id
     having case when s.status = 'PAID'
                 then count(e.id) <> 2
                      or count(*) filter (where e.member_id = s.upline_id and e.amount = -s.amount and e.reference_no = s.reference_no) <> 1
                      or count(*) filter (where e.member_id = s.downline_id and e.amount = s.amount and e.reference_no = s.reference_no) <> 1
                 else count(e.id) <> 0 end`,
  );
  return result.rows;
}
