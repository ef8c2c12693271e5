import type { ContractPeriod } from '@platform/api/contract';
import { DAILY_SALARY, DIVIDEND, HOURLY_SALARY, REALTIME_SALARY } from '../../agent/contract-kinds';
import type { AnyTier, ContractKind, ContractKindRule } from '../../agent/contract-kinds';
import { offerContract, replyToContract } from '../../agent/contracts';
import type { Database } from '../../db/database';
import { sweepSettlements } from '../../settlement/sweep';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const MERCHANT = 'DEMO_ROYAL';

interface DemoContract {
  upline: string;
  downline: string;
  /** How long before the seed's clock the downline accepted it: that many periods are settled. */
  acceptedAgoMs: number;
  kind: ContractKind;
  /** Offers it as the upline and accepts it as the downline, through the contract rules, at `at`. */
  make: (db: Database, parties: { uplineId: number; downlineId: number }, at: Date) => Promise<void>;
}

function demoContract<Tier extends AnyTier>(
  rule: ContractKindRule<Tier>,
  spec: { upline: string; downline: string; period?: ContractPeriod; tiers: Tier[]; acceptedAgoMs: number },
): DemoContract {
  return {
    upline: spec.upline,
    downline: spec.downline,
    acceptedAgoMs: spec.acceptedAgoMs,
    kind: rule.kind,
    make: async (db, parties, at) => {
      const offer = { merchantCode: MERCHANT, uplineId: parties.uplineId, downline: spec.downline, tiers: spec.tiers, now: at };
      const made = await offerContract(db, rule, spec.period ? { ...offer, period: spec.period } : offer);
      await replyToContract(db, rule, { merchantCode: MERCHANT, memberId: parties.downlineId, contractId: Number(made.contractId), decision: 'ACCEPT', now: at });
    },
  };
}

/**
 * The demo agents' contracts (DEMO_ROYAL: master01 > agent02 > agent41, master01 > agent42), with
 * low thresholds so that the demo team's seeded play reaches a tier. Few periods each: the seed
 * runs at every start and in every test gateway. The 5-minute and hourly salaries go to agent42,
 * whose team (player04) other tests leave alone: agent41's is where they register their players.
 */
const DEMO_CONTRACTS: readonly DemoContract[] = [
  demoContract(DAILY_SALARY, {
    upline: 'master01',
    downline: 'agent02',
    tiers: [
      { periodValidBet: 20, activeMembers: 1, rate: 0.5 },
      { periodValidBet: 500, activeMembers: 2, rate: 0.8 },
    ],
    acceptedAgoMs: 7 * DAY_MS,
  }),
  demoContract(DIVIDEND, {
    upline: 'agent02',
    downline: 'agent41',
    period: 'WEEKLY',
    tiers: [
      { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 5 },
      { periodValidBet: 1_000, periodProfitLoss: 200, activeMembers: 2, rate: 10 },
    ],
    acceptedAgoMs: 28 * DAY_MS,
  }),
  demoContract(HOURLY_SALARY, {
    upline: 'master01',
    downline: 'agent42',
    tiers: [
      { betAmount: 1, amount: 0.5 },
      { betAmount: 100, amount: 2, activeMembers: 1 },
    ],
    acceptedAgoMs: 6 * HOUR_MS,
  }),
  demoContract(REALTIME_SALARY, {
    upline: 'master01',
    downline: 'agent42',
    tiers: [
      { singleBet: 1, profitSalaryRate: 0.1, lossSalaryRate: 0.3 },
      { singleBet: 50, profitSalaryRate: 0.2, lossSalaryRate: 0.5 },
    ],
    acceptedAgoMs: HOUR_MS,
  }),
];

/**
 * The demo agents' contracts, offered and accepted through the contract rules as an agent and
 * its downline would (dated back by acceptedAgoMs), then settled by one sweep of the engine at the
 * seed's clock: the catch-up of a gateway that was down, paid through the ledger from each
 * upline's own money (or left UNPAID when it has too little). A pair that has its contract
 * already (a later start) is left alone, as are the contracts players made since.
 */
export async function seedSettlement(db: Database, now: Date): Promise<void> {
  const members = await db.query<{ id: number; account: string }>(
    `select id, account from member where merchant_code = $1 and account = any($2::text[])`,
    [MERCHANT, [...new Set(DEMO_CONTRACTS.flatMap((contract) => [contract.upline, contract.downline]))]],
  );
  const idOf = new Map(members.rows.map((row) => [row.account, row.id]));
  let offered = false;
  for (const contract of DEMO_CONTRACTS) {
    const uplineId = idOf.get(contract.upline);
    const downlineId = idOf.get(contract.downline);
    if (uplineId === undefined || downlineId === undefined) continue;
    const existing = await db.query('select 1 from agent_contract where kind = $1 and upline_id = $2 and downline_id = $3', [contract.kind, uplineId, downlineId]);
    if (existing.rows.length > 0) continue;
    await contract.make(db, { uplineId, downlineId }, new Date(now.getTime() - contract.acceptedAgoMs));
    offered = true;
  }
  if (offered) await sweepSettlements(db, now);
}
