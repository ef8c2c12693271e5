import { DAILY_SALARY, HOURLY_SALARY } from '../../agent/contract-kinds';
import type { AnyTier, ContractKindRule } from '../../agent/contract-kinds';
import { offerContract, replyToContract, terminateContract } from '../../agent/contracts';
import type { Database } from '../../db/database';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const MERCHANT = 'DEMO_ROYAL';

/** What became of an offer: still pending, rejected by the downline, or withdrawn by the upline. */
type Outcome = { kind: 'pending' } | { kind: 'rejected'; afterMs: number } | { kind: 'withdrawn'; afterMs: number };

interface DemoOffer<Tier extends AnyTier> {
  rule: ContractKindRule<Tier>;
  upline: string;
  downline: string;
  tiers: Tier[];
  /** How long before the seed's clock it was offered. */
  offeredAgoMs: number;
  outcome: Outcome;
}

/** Hides each offer's tier type, so offers of different kinds fit one list. */
function demoOffer<Tier extends AnyTier>(offer: DemoOffer<Tier>) {
  return {
    ...offer,
    make: async (db: Database, ids: { uplineId: number; downlineId: number }, now: Date) => {
      const offeredAt = new Date(now.getTime() - offer.offeredAgoMs);
      const made = await offerContract(db, offer.rule, { merchantCode: MERCHANT, uplineId: ids.uplineId, downline: offer.downline, tiers: offer.tiers, now: offeredAt });
      const contractId = Number(made.contractId);
      const { outcome } = offer;
      if (outcome.kind === 'pending') return;
      const answeredAt = new Date(offeredAt.getTime() + outcome.afterMs);
      if (outcome.kind === 'rejected') {
        await replyToContract(db, offer.rule, { merchantCode: MERCHANT, memberId: ids.downlineId, contractId, decision: 'REJECT', now: answeredAt });
      } else {
        await terminateContract(db, offer.rule, { merchantCode: MERCHANT, uplineId: ids.uplineId, downline: offer.downline, contractId, now: answeredAt });
      }
    },
  };
}

/**
 * The demo agents' contract requests and their history, beside the running contracts that the
 * settlement seed makes (DEMO_ROYAL: master01 > agent02 > agent41, master01 > agent42): none was
 * ever accepted, so none is settled. agent41 has a daily-wage offer from agent02 to answer (which
 * pays more than master01's running 0.8% to agent02, so a lower daily offer from master01 to
 * agent02 shows that it would end it); agent02 rejected an hourly salary; master01 withdrew a
 * daily-wage offer to agent42.
 */
const DEMO_OFFERS = [
  demoOffer({
    rule: DAILY_SALARY,
    upline: 'agent02',
    downline: 'agent41',
    tiers: [
      { periodValidBet: 50, activeMembers: 1, rate: 0.4 },
      { periodValidBet: 1_000, activeMembers: 2, rate: 0.9 },
    ],
    offeredAgoMs: 2 * HOUR_MS,
    outcome: { kind: 'pending' },
  }),
  demoOffer({
    rule: HOURLY_SALARY,
    upline: 'master01',
    downline: 'agent02',
    tiers: [{ betAmount: 500, amount: 1 }],
    offeredAgoMs: 3 * DAY_MS,
    outcome: { kind: 'rejected', afterMs: 5 * HOUR_MS },
  }),
  demoOffer({
    rule: DAILY_SALARY,
    upline: 'master01',
    downline: 'agent42',
    tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 0.3 }],
    offeredAgoMs: 2 * DAY_MS,
    outcome: { kind: 'withdrawn', afterMs: DAY_MS },
  }),
];

/**
 * Offers the demo contracts through the contract rules, as the agents would (dated back by
 * offeredAgoMs), and answers them. A pair that has a contract of the kind already (a later
 * start, or one players made) is left alone.
 */
export async function seedAgentContracts(db: Database, now: Date): Promise<void> {
  const members = await db.query<{ id: number; account: string }>(`select id, account from member where merchant_code = $1 and account = any($2::text[])`, [
    MERCHANT,
    [...new Set(DEMO_OFFERS.flatMap((offer) => [offer.upline, offer.downline]))],
  ]);
  const idOf = new Map(members.rows.map((row) => [row.account, row.id]));
  for (const offer of DEMO_OFFERS) {
    const uplineId = idOf.get(offer.upline);
    const downlineId = idOf.get(offer.downline);
    if (uplineId === undefined || downlineId === undefined) continue;
    const existing = await db.query('select 1 from agent_contract where kind = $1 and upline_id = $2 and downline_id = $3', [offer.rule.kind, uplineId, downlineId]);
    if (existing.rows.length > 0) continue;
    await offer.make(db, { uplineId, downlineId }, now);
  }
}
