import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, contractOfferImpact, dailySalaryContract, ERROR_CODE, hourlySalaryContract, realtimeSalaryContract } from '@platform/api/contract';
import type { AgentContract, AgentContractsQuery, ContractOfferImpactRequest } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

// Each side's list of its contracts and the impact of an offer, through HTTP, against a tree of
// the test's own: boss (1) > lead (2) > sub (41), sub2 (41); boss > solo (0), trialkid (4),
// d1..d5 (0); and apart, rival (1) > rivalkid (41), and jadeboss (1) of another brand.

const HOUR_MS = 60 * 60 * 1000;

let gateway: TestGateway;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  const now = gateway.clock.now();
  const add = async (account: string, type: number, upline?: string, merchantCode = 'DEMO_ROYAL') => {
    tokens[account] = (await createTestMember(gateway.db, { account, type, now, merchantCode, ...(upline ? { upline } : {}) })).token;
  };
  await add('kboss', 1);
  await add('klead', 2, 'kboss');
  await add('ksub', 41, 'klead');
  await add('ksub2', 41, 'klead');
  await add('ksolo', 0, 'kboss');
  await add('ktrialkid', 4, 'kboss');
  for (const n of [1, 2, 3, 4, 5]) await add(`kd${n}`, 0, 'kboss');
  await add('krival', 1);
  await add('krivalkid', 41, 'krival');
  await add('kjadeboss', 1, undefined, 'DEMO_JADE');
});

afterAll(async () => {
  await gateway.close();
});

const list = (token: string, query: Partial<AgentContractsQuery> & Pick<AgentContractsQuery, 'kind'>, merchantCode = 'DEMO_ROYAL') =>
  callGateway(gateway.app, agentContracts, query, { token, merchantCode });
const impact = (token: string, request: ContractOfferImpactRequest) => callGateway(gateway.app, contractOfferImpact, request, { token });
const offerDaily = (token: string, downline: string, tiers: unknown[], agreeToTerminate?: boolean) =>
  callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline, tiers, ...(agreeToTerminate === undefined ? {} : { agreeToTerminate }) }, { token });
const answer = (token: string, contractId: number | string, decision: 'ACCEPT' | 'REJECT' | 'TERMINATE') =>
  callGateway(gateway.app, dailySalaryContract, { contractId, decision }, { token });

/** The contracts of a list, by id. */
async function listed(token: string, query: Partial<AgentContractsQuery> & Pick<AgentContractsQuery, 'kind'>): Promise<Map<number, AgentContract>> {
  const page = await list(token, { pageSize: 100, ...query });
  expect(page.statusCode).toBe(200);
  return new Map(page.body.value.list.map((contract) => [contract.contractId, contract]));
}

describe('agentContracts: each side through each step', () => {
  it('shows an offer PENDING on both sides, then ACTIVE with acceptedAt, then TERMINATED with endedAt', async () => {
    const tiers = [
      { periodValidBet: 100, activeMembers: 1, rate: 0.5 },
      { periodValidBet: 1_000, activeMembers: 2, rate: 0.8 },
    ];
    const offeredAt = gateway.clock.now().getTime();
    const offer = await offerDaily(tokens.kboss!, 'KLEAD', tiers);
    expect(offer.statusCode).toBe(200);
    const contractId = Number(offer.body.value.contractId);

    const pending: AgentContract = {
      contractId,
      kind: 'DAILY',
      upline: 'kboss',
      downline: 'klead',
      status: 'PENDING',
      period: null,
      tiers,
      topRate: 0.8,
      terminatesLower: false,
      offeredAt,
      acceptedAt: null,
      endedAt: null,
    };
    expect((await listed(tokens.kboss!, { kind: 'DAILY', side: 'PAID' })).get(contractId)).toEqual(pending);
    // RECEIVED is the default side.
    expect((await listed(tokens.klead!, { kind: 'DAILY' })).get(contractId)).toEqual(pending);
    // Neither side sees it as the other side, nor under another kind.
    expect((await listed(tokens.kboss!, { kind: 'DAILY', side: 'RECEIVED' })).has(contractId)).toBe(false);
    expect((await listed(tokens.klead!, { kind: 'DAILY', side: 'PAID' })).has(contractId)).toBe(false);
    expect((await listed(tokens.kboss!, { kind: 'HOURLY', side: 'PAID' })).has(contractId)).toBe(false);

    gateway.clock.advance(HOUR_MS);
    const acceptedAt = gateway.clock.now().getTime();
    expect((await answer(tokens.klead!, contractId, 'ACCEPT')).body.value.status).toBe('ACTIVE');
    const active = { ...pending, status: 'ACTIVE', acceptedAt };
    expect((await listed(tokens.kboss!, { kind: 'DAILY', side: 'PAID' })).get(contractId)).toEqual(active);
    expect((await listed(tokens.klead!, { kind: 'DAILY', side: 'RECEIVED' })).get(contractId)).toEqual(active);

    gateway.clock.advance(HOUR_MS);
    const endedAt = gateway.clock.now().getTime();
    expect((await answer(tokens.klead!, contractId, 'TERMINATE')).body.value.status).toBe('TERMINATED');
    const ended = { ...active, status: 'TERMINATED', endedAt };
    expect((await listed(tokens.kboss!, { kind: 'DAILY', side: 'PAID', status: 'TERMINATED' })).get(contractId)).toEqual(ended);
    expect((await listed(tokens.klead!, { kind: 'DAILY', status: 'TERMINATED' })).get(contractId)).toEqual(ended);
    expect((await listed(tokens.klead!, { kind: 'DAILY', status: 'ACTIVE' })).has(contractId)).toBe(false);
  });

  it('dates a rejection and a withdrawn offer, neither ever accepted, and keeps a dividend\'s period', async () => {
    const hourly = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'NEW', downline: 'ksolo', tiers: [{ betAmount: 100, amount: 2 }] }, { token: tokens.kboss! });
    const hourlyId = Number(hourly.body.value.contractId);
    gateway.clock.advance(HOUR_MS);
    const rejectedAt = gateway.clock.now().getTime();
    expect((await callGateway(gateway.app, hourlySalaryContract, { contractId: hourlyId, decision: 'REJECT' }, { token: tokens.ksolo! })).body.value.status).toBe('REJECTED');
    expect((await listed(tokens.kboss!, { kind: 'HOURLY', side: 'PAID' })).get(hourlyId)).toMatchObject({
      status: 'REJECTED',
      period: null,
      tiers: [{ betAmount: 100, amount: 2 }],
      topRate: 2,
      acceptedAt: null,
      endedAt: rejectedAt,
    });

    const realtime = await callGateway(
      gateway.app,
      realtimeSalaryContract,
      { requestType: 'NEW', downline: 'ksolo', tiers: [{ singleBet: 10, profitSalaryRate: 0.2, lossSalaryRate: 0.5 }] },
      { token: tokens.kboss! },
    );
    const realtimeId = Number(realtime.body.value.contractId);
    gateway.clock.advance(HOUR_MS);
    const withdrawnAt = gateway.clock.now().getTime();
    await callGateway(gateway.app, realtimeSalaryContract, { requestType: 'TERMINATION', downline: 'ksolo', contractId: realtimeId }, { token: tokens.kboss! });
    expect((await listed(tokens.kboss!, { kind: 'REALTIME', side: 'PAID' })).get(realtimeId)).toMatchObject({ status: 'TERMINATED', topRate: 0.5, acceptedAt: null, endedAt: withdrawnAt });
  });
});

describe('contractOfferImpact: what a lower offer ends, and that acceptance ends exactly that', () => {
  it('lists the running contract and the downline\'s higher contracts; accepting the offer with consent ends them and nothing else', async () => {
    const running = await offerDaily(tokens.kboss!, 'klead', [{ periodValidBet: 100, activeMembers: 1, rate: 0.8 }]);
    const runningId = Number(running.body.value.contractId);
    await answer(tokens.klead!, runningId, 'ACCEPT');
    // klead pays ksub 0.9 (running) and offers ksub2 0.6 (pending).
    const higher = await offerDaily(tokens.klead!, 'ksub', [{ periodValidBet: 10, activeMembers: 1, rate: 0.9 }]);
    const higherId = Number(higher.body.value.contractId);
    await answer(tokens.ksub!, higherId, 'ACCEPT');
    const lowerOwn = await offerDaily(tokens.klead!, 'ksub2', [{ periodValidBet: 10, activeMembers: 1, rate: 0.6 }]);
    const lowerOwnId = Number(lowerOwn.body.value.contractId);

    const tiers = [
      { periodValidBet: 100, activeMembers: 1, rate: 0.5 },
      { periodValidBet: 500, activeMembers: 1, rate: 0.7 },
    ];
    const seen = await impact(tokens.kboss!, { kind: 'DAILY', downline: 'klead', tiers });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.value.topRate).toBe(0.7);
    expect(seen.body.value.isLowerRate).toBe(true);
    expect(seen.body.value.replaces).toMatchObject({ contractId: runningId, upline: 'kboss', downline: 'klead', status: 'ACTIVE', topRate: 0.8 });
    expect(seen.body.value.wouldTerminate.map((contract) => [contract.contractId, contract.upline, contract.downline, contract.status, contract.topRate])).toEqual([
      [higherId, 'klead', 'ksub', 'ACTIVE', 0.9],
    ]);

    // The offer agrees: without consent it is refused, with it it is made.
    expect((await offerDaily(tokens.kboss!, 'klead', tiers)).statusCode).toBe(409);
    const offer = await offerDaily(tokens.kboss!, 'klead', tiers, true);
    const offerId = Number(offer.body.value.contractId);
    expect((await listed(tokens.kboss!, { kind: 'DAILY', side: 'PAID', status: 'PENDING' })).get(offerId)).toMatchObject({ terminatesLower: true, topRate: 0.7 });

    gateway.clock.advance(HOUR_MS);
    const acceptedAt = gateway.clock.now().getTime();
    const before = await gateway.db.query<{ id: number; status: string }>(`select id, status from agent_contract where status in ('ACTIVE', 'PENDING') order by id`);
    expect((await answer(tokens.klead!, offerId, 'ACCEPT')).body.value.status).toBe('ACTIVE');
    const after = await gateway.db.query<{ id: number; status: string }>(`select id, status from agent_contract where id = any($1::int[]) and status = 'TERMINATED'`, [
      before.rows.map((row) => row.id),
    ]);
    // Exactly what the impact showed ended: the replaced contract and the downline's higher one.
    expect(after.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([runningId, higherId].sort((a, b) => a - b));

    const bossSide = await listed(tokens.kboss!, { kind: 'DAILY', side: 'PAID' });
    expect(bossSide.get(runningId)).toMatchObject({ status: 'TERMINATED', endedAt: acceptedAt });
    expect(bossSide.get(offerId)).toMatchObject({ status: 'ACTIVE', acceptedAt, endedAt: null });
    const leadPaid = await listed(tokens.klead!, { kind: 'DAILY', side: 'PAID' });
    expect(leadPaid.get(higherId)).toMatchObject({ status: 'TERMINATED', endedAt: acceptedAt });
    expect(leadPaid.get(lowerOwnId)).toMatchObject({ status: 'PENDING', endedAt: null });
    expect((await listed(tokens.ksub!, { kind: 'DAILY' })).get(higherId)).toMatchObject({ status: 'TERMINATED', endedAt: acceptedAt });

    // Now at 0.7 with klead paying 0.6: a higher offer replaces the running one and ends nothing else; a lower one would end the 0.6.
    const raise = await impact(tokens.kboss!, { kind: 'DAILY', downline: 'klead', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 0.75 }] });
    expect(raise.body.value).toMatchObject({ topRate: 0.75, isLowerRate: false, wouldTerminate: [] });
    expect(raise.body.value.replaces?.contractId).toBe(offerId);
    const cut = await impact(tokens.kboss!, { kind: 'DAILY', downline: 'klead', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 0.55 }] });
    expect(cut.body.value.isLowerRate).toBe(true);
    expect(cut.body.value.wouldTerminate.map((contract) => [contract.contractId, contract.status])).toEqual([[lowerOwnId, 'PENDING']]);
  });

  it('answers no running contract and not a lower rate for a downline without contracts, and changes nothing', async () => {
    const count = async () => (await gateway.db.query<{ rows: number; latest: Date | null }>('select count(*)::int as rows, max(updated_at) as latest from agent_contract')).rows[0];
    const before = await count();
    const seen = await impact(tokens.kboss!, { kind: 'DIVIDEND', downline: 'kd1', tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 5 }] });
    expect(seen.statusCode).toBe(200);
    expect(seen.body.value).toEqual({ topRate: 5, replaces: null, isLowerRate: false, wouldTerminate: [] });
    expect(await count()).toEqual(before);
  });

  it('takes the real-time and hourly rules: the top rate of a real-time tier is its higher rate', async () => {
    const realtime = await impact(tokens.kboss!, { kind: 'REALTIME', downline: 'kd2', tiers: [{ singleBet: 10, profitSalaryRate: 0.2, lossSalaryRate: 0.4 }] });
    expect(realtime.body.value.topRate).toBe(0.4);
    const hourly = await impact(tokens.kboss!, { kind: 'HOURLY', downline: 'kd2', tiers: [{ betAmount: 10, amount: 1 }, { betAmount: 100, amount: 3, activeMembers: 2 }] });
    expect(hourly.body.value.topRate).toBe(3);
  });
});

describe('paging and filters', () => {
  it('pages newest change first, filters by status and part of the account, and counts past the last page', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      gateway.clock.advance(60_000);
      const offer = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'NEW', downline: `kd${n}`, tiers: [{ betAmount: 10, amount: n }] }, { token: tokens.kboss! });
      ids.push(Number(offer.body.value.contractId));
    }
    // kd2's offer changes last: it moves to the top.
    gateway.clock.advance(60_000);
    await callGateway(gateway.app, hourlySalaryContract, { contractId: ids[1], decision: 'ACCEPT' }, { token: tokens.kd2! });

    const first = await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'KD', pageNo: 1, pageSize: 2 });
    expect(first.body.value).toMatchObject({ count: 5, totalPages: 3 });
    expect(first.body.value.list.map((contract) => contract.downline)).toEqual(['kd2', 'kd5']);
    const third = await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'kd', pageNo: 3, pageSize: 2 });
    expect(third.body.value.list.map((contract) => contract.downline)).toEqual(['kd1']);
    const past = await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'kd', pageNo: 9, pageSize: 2 });
    expect(past.body.value).toEqual({ list: [], count: 5, totalPages: 3 });

    const pending = await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'kd', status: 'PENDING' });
    expect(pending.body.value.list.map((contract) => contract.downline)).toEqual(['kd5', 'kd4', 'kd3', 'kd1']);
    expect((await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'kd4' })).body.value.list.map((contract) => contract.contractId)).toEqual([ids[3]]);
    // A pattern's own characters are taken literally.
    expect((await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'k%' })).body.value.count).toBe(0);
    expect((await list(tokens.kboss!, { kind: 'HOURLY', side: 'PAID', downline: 'kd_' })).body.value.count).toBe(0);
  });

  it('refuses a malformed query', async () => {
    const refused = async (query: Record<string, unknown>) => (await callGateway(gateway.app, agentContracts, query, { token: tokens.kboss! })).statusCode;
    expect(await refused({})).toBe(400);
    expect(await refused({ kind: 'WEEKLY' })).toBe(400);
    expect(await refused({ kind: 'DAILY', side: 'BOTH' })).toBe(400);
    expect(await refused({ kind: 'DAILY', status: 'OPEN' })).toBe(400);
    expect(await refused({ kind: 'DAILY', pageSize: 10_000 })).toBe(400);
    expect(await refused({ kind: 'DAILY', pageNo: 0 })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'x'.repeat(33) })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'a\nb' })).toBe(400);
  });
});

describe('who sees what', () => {
  it("never shows an agent another agent's contracts", async () => {
    const rivalOffer = await offerDaily(tokens.krival!, 'krivalkid', [{ periodValidBet: 10, activeMembers: 1, rate: 0.3 }]);
    const rivalId = Number(rivalOffer.body.value.contractId);
    const everyKind = ['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND'] as const;
    for (const account of ['kboss', 'klead', 'ksub']) {
      for (const kind of everyKind) {
        for (const side of ['RECEIVED', 'PAID'] as const) {
          const contracts = [...(await listed(tokens[account]!, { kind, side })).values()];
          expect(contracts.every((contract) => (side === 'PAID' ? contract.upline : contract.downline) === account), `${account} ${kind} ${side}`).toBe(true);
          expect(contracts.some((contract) => contract.contractId === rivalId)).toBe(false);
        }
      }
    }
    expect([...(await listed(tokens.krival!, { kind: 'DAILY', side: 'PAID' })).keys()]).toEqual([rivalId]);
    // Another brand's agent, and the same agent's token sent for another brand, see nothing of these.
    expect((await list(tokens.kjadeboss!, { kind: 'DAILY', side: 'PAID' }, 'DEMO_JADE')).body.value.count).toBe(0);
    const crossBrand = await list(tokens.kboss!, { kind: 'DAILY', side: 'PAID' }, 'DEMO_JADE');
    expect(crossBrand.statusCode).toBe(401);
  });

  it('refuses non-agents (403) and calls without a session (401)', async () => {
    for (const account of ['ksolo', 'ktrialkid']) {
      const listedByMember = await list(tokens[account]!, { kind: 'DAILY' });
      expect(listedByMember.statusCode).toBe(403);
      expect(listedByMember.body.code).toBe(ERROR_CODE.notAgent);
      const impactByMember = await impact(tokens[account]!, { kind: 'DAILY', downline: 'kd1', tiers: [{ periodValidBet: 10, activeMembers: 1, rate: 1 }] });
      expect(impactByMember.statusCode).toBe(403);
      expect(impactByMember.body.code).toBe(ERROR_CODE.notAgent);
    }
    expect((await callGateway(gateway.app, agentContracts, { kind: 'DAILY' })).statusCode).toBe(401);
    expect((await callGateway(gateway.app, contractOfferImpact, { kind: 'DAILY', downline: 'kd1', tiers: [{ periodValidBet: 10, activeMembers: 1, rate: 1 }] })).statusCode).toBe(401);
  });

  it('answers the impact only for a direct downline, as the offer does (404), and refuses a trial account as the offer does (409)', async () => {
    const tiers = [{ periodValidBet: 10, activeMembers: 1, rate: 1 }];
    for (const downline of ['ksub', 'krivalkid', 'kjadeboss', 'kboss', 'nobody']) {
      const seen = await impact(tokens.kboss!, { kind: 'DAILY', downline, tiers });
      const offered = await offerDaily(tokens.kboss!, downline, tiers);
      expect([seen.statusCode, seen.body.code, seen.body.message], downline).toEqual([404, ERROR_CODE.notFound, offered.body.message]);
      expect(offered.statusCode).toBe(404);
    }
    const trial = await impact(tokens.kboss!, { kind: 'DAILY', downline: 'ktrialkid', tiers });
    expect([trial.statusCode, trial.body.message]).toEqual([409, (await offerDaily(tokens.kboss!, 'ktrialkid', tiers)).body.message]);
  });

  it("refuses tiers that are not the kind's, or that the kind's rules refuse, with the offer's message (400)", async () => {
    const descending = [
      { periodValidBet: 500, activeMembers: 1, rate: 1 },
      { periodValidBet: 100, activeMembers: 1, rate: 2 },
    ];
    const paysLess = [
      { periodValidBet: 100, activeMembers: 1, rate: 2 },
      { periodValidBet: 500, activeMembers: 1, rate: 1 },
    ];
    const decimals = [{ periodValidBet: 100, activeMembers: 1, rate: 0.125 }];
    for (const tiers of [descending, paysLess, decimals]) {
      const seen = await impact(tokens.kboss!, { kind: 'DAILY', downline: 'kd3', tiers });
      const offered = await offerDaily(tokens.kboss!, 'kd3', tiers);
      expect(seen.statusCode).toBe(400);
      expect(offered.statusCode).toBe(400);
      expect(seen.body.message).toBe(offered.body.message);
    }
    const wrongShape = async (kind: ContractOfferImpactRequest['kind'], tiers: ContractOfferImpactRequest['tiers']) => {
      const seen = await impact(tokens.kboss!, { kind, downline: 'kd3', tiers });
      return [seen.statusCode, seen.body.message];
    };
    expect(await wrongShape('DAILY', [{ periodValidBet: 100, activeMembers: 1 }])).toEqual([400, 'Tier 1: a DAILY tier has exactly periodValidBet, activeMembers, rate']);
    expect((await wrongShape('DAILY', [{ periodValidBet: 100, activeMembers: 1, rate: 1, amount: 2 }]))[0]).toBe(400);
    expect((await wrongShape('REALTIME', [{ singleBet: 10, profitSalaryRate: 1 }]))[0]).toBe(400);
    expect((await wrongShape('HOURLY', [{ betAmount: 10, amount: 1 }, { betAmount: 20, rate: 1 }]))[0]).toBe(400);
    // The schema's bounds: empty, too many, out of range, not a number.
    const refused = async (body: Record<string, unknown>) => (await callGateway(gateway.app, contractOfferImpact, body, { token: tokens.kboss! })).statusCode;
    expect(await refused({ kind: 'DAILY', downline: 'kd3', tiers: [] })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'kd3', tiers: Array.from({ length: 11 }, (_, n) => ({ periodValidBet: n, activeMembers: 1, rate: 1 })) })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'kd3', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: 101 }] })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'kd3', tiers: [{ periodValidBet: -1, activeMembers: 1, rate: 1 }] })).toBe(400);
    expect(await refused({ kind: 'DAILY', downline: 'kd3', tiers: [{ periodValidBet: 100, activeMembers: 1, rate: '1' }] })).toBe(400);
  });
});
