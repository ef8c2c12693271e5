import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  affiliate,
  dailySalaryContract,
  dividendRequest,
  downlines,
  hourlySalaryContract,
  realtimeSalaryContract,
} from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;
const tokens: Record<string, string> = {};

/** A small tree of the test's own: boss (1) > lead (2) > sub (41) > p1, p2; boss > solo (0); boss > trialkid (4). */
beforeAll(async () => {
  gateway = await createTestGateway();
  const now = gateway.clock.now();
  const add = async (account: string, type: number, upline?: string) => {
    tokens[account] = (await createTestMember(gateway.db, { account, type, now, ...(upline ? { upline } : {}) })).token;
  };
  await add('tboss', 1);
  await add('tlead', 2, 'tboss');
  await add('tsub', 41, 'tlead');
  await add('tp1', 0, 'tsub');
  await add('tp2', 0, 'tsub');
  await add('tsolo', 0, 'tboss');
  await add('ttrialkid', 4, 'tboss');
  await add('tjadeagent', 1);
  await gateway.db.query(`update member set affiliate_code = 'TBOSS77' where account = 'tboss'`);
  await gateway.db.query(`update member set affiliate_code = 'TSOLO01' where account = 'tsolo'`);
});

afterAll(async () => {
  await gateway.close();
});

describe('affiliate', () => {
  it('knows the codes of the brand agents, seeded ones included, without regard to case', async () => {
    expect((await callGateway(gateway.app, affiliate, { code: 'tboss77', domain: 'localhost' })).body.value).toEqual({ valid: true, affiliateCode: 'TBOSS77' });
    expect((await callGateway(gateway.app, affiliate, { code: 'ROYAL1001', domain: 'localhost' })).body.value.valid).toBe(true);
  });

  it('refuses unknown codes, codes of non-agents and codes of another brand', async () => {
    expect((await callGateway(gateway.app, affiliate, { code: 'NOPE', domain: 'localhost' })).body.value).toEqual({ valid: false, affiliateCode: 'NOPE' });
    expect((await callGateway(gateway.app, affiliate, { code: 'TSOLO01', domain: 'localhost' })).body.value.valid).toBe(false);
    expect((await callGateway(gateway.app, affiliate, { code: 'TBOSS77', domain: 'localhost' }, { merchantCode: 'DEMO_JADE' })).body.value.valid).toBe(false);
  });

  it('validates its input', async () => {
    expect((await callGateway(gateway.app, affiliate, { domain: 'localhost' })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, affiliate, { code: 'x'.repeat(33), domain: 'localhost' })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, affiliate, { code: 'TB\u0000', domain: 'localhost' })).statusCode).toBe(400);
  });
});

describe('downlines', () => {
  it("lists an agent's direct downlines with their own downline counts", async () => {
    const answer = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10 }, { token: tokens.tboss! });
    expect(answer.statusCode).toBe(200);
    const byAccount = Object.fromEntries(answer.body.value.list.map((item) => [item.account, item]));
    expect(Object.keys(byAccount).sort()).toEqual(['tlead', 'tsolo', 'ttrialkid']);
    expect(byAccount.tlead).toMatchObject({ type: 2, downlineCount: 1 });
    expect(byAccount.tsolo).toMatchObject({ type: 0, downlineCount: 0 });
    expect(answer.body.value.totalPages).toBe(1);
    const sub = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10 }, { token: tokens.tlead! });
    expect(sub.body.value.list).toEqual([expect.objectContaining({ account: 'tsub', downlineCount: 2, registerTime: expect.any(String) })]);
  });

  it('pages and filters by part of the account', async () => {
    const first = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 2 }, { token: tokens.tboss! });
    const second = await callGateway(gateway.app, downlines, { pageNo: 2, pageSize: 2 }, { token: tokens.tboss! });
    expect(first.body.value.list).toHaveLength(2);
    expect(second.body.value.list).toHaveLength(1);
    expect(first.body.value.totalPages).toBe(2);
    const beyond = await callGateway(gateway.app, downlines, { pageNo: 9, pageSize: 2 }, { token: tokens.tboss! });
    expect(beyond.body.value).toEqual({ list: [], totalPages: 2 });
    const filtered = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10, account: 'SOL' }, { token: tokens.tboss! });
    expect(filtered.body.value.list.map((item) => item.account)).toEqual(['tsolo']);
    const wildcard = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10, account: '%' }, { token: tokens.tboss! });
    expect(wildcard.body.value.list).toEqual([]);
  });

  it('refuses a non-agent with 403 NOT_AGENT and a guest with 401', async () => {
    const member = await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10 }, { token: tokens.tsolo! });
    expect(member.statusCode).toBe(403);
    expect(member.body.code).toBe(ERROR_CODE.notAgent);
    expect((await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await callGateway(gateway.app, downlines, { pageNo: 0, pageSize: 10 }, { token: tokens.tboss! })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 1000 }, { token: tokens.tboss! })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, downlines, { pageNo: 1, pageSize: 10, account: 'a\u0000' }, { token: tokens.tboss! })).statusCode).toBe(400);
  });
});

const dailyTiers = (top: number) => [
  { periodValidBet: 10_000, activeMembers: 3, rate: top / 2 },
  { periodValidBet: 50_000, activeMembers: 5, rate: top },
];

describe('contracts', () => {
  it('runs an offer through acceptance and termination by the downline', async () => {
    const offer = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'TLEAD', tiers: dailyTiers(1) }, { token: tokens.tboss! });
    expect(offer.statusCode).toBe(200);
    expect(offer.body.value).toMatchObject({ upline: 'tboss', downline: 'tlead', status: 'PENDING', tiers: dailyTiers(1) });
    const contractId = offer.body.value.contractId;

    const again = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'tlead', tiers: dailyTiers(1) }, { token: tokens.tboss! });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('pending');

    // Only the recipient answers.
    const stranger = await callGateway(gateway.app, dailySalaryContract, { contractId, decision: 'ACCEPT' }, { token: tokens.tsolo! });
    expect(stranger.statusCode).toBe(404);
    const terminateEarly = await callGateway(gateway.app, dailySalaryContract, { contractId, decision: 'TERMINATE' }, { token: tokens.tlead! });
    expect(terminateEarly.statusCode).toBe(409);

    const accepted = await callGateway(gateway.app, dailySalaryContract, { contractId, decision: 'ACCEPT' }, { token: tokens.tlead! });
    expect(accepted.body.value.status).toBe('ACTIVE');
    const twice = await callGateway(gateway.app, dailySalaryContract, { contractId, decision: 'REJECT' }, { token: tokens.tlead! });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.code).toBe(ERROR_CODE.operationNotAllowed);

    // The same contract id is not a contract of another kind.
    expect((await callGateway(gateway.app, hourlySalaryContract, { contractId, decision: 'TERMINATE' }, { token: tokens.tlead! })).statusCode).toBe(404);
    const ended = await callGateway(gateway.app, dailySalaryContract, { contractId, decision: 'TERMINATE' }, { token: tokens.tlead! });
    expect(ended.body.value.status).toBe('TERMINATED');
  });

  it('lets the downline reject and the upline terminate', async () => {
    const offer = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'NEW', downline: 'tsolo', tiers: [{ betAmount: 1000, amount: 5 }, { betAmount: 5000, amount: 30, activeMembers: 2 }] }, { token: tokens.tboss! });
    expect(offer.statusCode).toBe(200);
    const rejected = await callGateway(gateway.app, hourlySalaryContract, { contractId: offer.body.value.contractId, decision: 'REJECT' }, { token: tokens.tsolo! });
    expect(rejected.body.value.status).toBe('REJECTED');

    const second = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'NEW', downline: 'tsolo', tiers: [{ betAmount: 1000, amount: 5 }] }, { token: tokens.tboss! });
    const contractId = second.body.value.contractId;
    await callGateway(gateway.app, hourlySalaryContract, { contractId, decision: 'ACCEPT' }, { token: tokens.tsolo! });
    const wrongDownline = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'TERMINATION', downline: 'tlead', contractId }, { token: tokens.tboss! });
    expect(wrongDownline.statusCode).toBe(404);
    const terminated = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'TERMINATION', downline: 'tsolo', contractId }, { token: tokens.tboss! });
    expect(terminated.body.value.status).toBe('TERMINATED');
    const again = await callGateway(gateway.app, hourlySalaryContract, { requestType: 'TERMINATION', downline: 'tsolo', contractId }, { token: tokens.tboss! });
    expect(again.statusCode).toBe(409);
  });

  it('needs agreeToTerminate for a lower-rate contract, which then terminates the downline\'s own higher ones', async () => {
    const offer = async (token: string, downline: string, rate: number, agreeToTerminate?: boolean) =>
      callGateway(gateway.app, dividendRequest, {
        requestType: 'NEW',
        downline,
        period: 'SEMIMONTHLY',
        tiers: [{ periodValidBet: 100_000, periodProfitLoss: -5000, activeMembers: 5, rate }],
        ...(agreeToTerminate !== undefined ? { agreeToTerminate } : {}),
      }, { token });
    const accept = async (token: string, contractId: string | number) => callGateway(gateway.app, dividendRequest, { contractId, decision: 'ACCEPT' }, { token });

    const lead = await offer(tokens.tboss!, 'tlead', 40);
    expect((await accept(tokens.tlead!, lead.body.value.contractId)).body.value.status).toBe('ACTIVE');
    const sub = await offer(tokens.tlead!, 'tsub', 30);
    expect((await accept(tokens.tsub!, sub.body.value.contractId)).body.value.status).toBe('ACTIVE');

    // 20% is lower than tlead's 40% (and than the 30% tlead pays tsub).
    const refused = await offer(tokens.tboss!, 'tlead', 20);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('agreeToTerminate');
    const lower = await offer(tokens.tboss!, 'tlead', 20, true);
    expect(lower.body.value.status).toBe('PENDING');
    expect((await accept(tokens.tlead!, lower.body.value.contractId)).body.value.status).toBe('ACTIVE');

    const statuses = await gateway.db.query<{ id: number; status: string }>('select id, status from agent_contract where id = any($1::int[])', [
      [lead.body.value.contractId, sub.body.value.contractId],
    ]);
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({
      [lead.body.value.contractId]: 'TERMINATED',
      [sub.body.value.contractId]: 'TERMINATED',
    });
    // A higher offer needs no agreement.
    expect((await offer(tokens.tboss!, 'tlead', 25)).statusCode).toBe(200);
  });

  it('validates the tiers, the period and who may offer', async () => {
    const realtime = (tiers: unknown[], token = tokens.tboss!, downline = 'tsolo') =>
      callGateway(gateway.app, realtimeSalaryContract, { requestType: 'NEW', downline, tiers }, { token });
    const descending = await realtime([{ singleBet: 100, profitSalaryRate: 1, lossSalaryRate: 1 }, { singleBet: 50, profitSalaryRate: 2, lossSalaryRate: 2 }]);
    expect(descending.statusCode).toBe(400);
    expect(descending.body.message).toContain('singleBet must be greater');
    const paysLess = await realtime([{ singleBet: 10, profitSalaryRate: 2, lossSalaryRate: 2 }, { singleBet: 50, profitSalaryRate: 1, lossSalaryRate: 1 }]);
    expect(paysLess.body.message).toContain('pays less');
    const overHundred = await realtime([{ singleBet: 10, profitSalaryRate: 101, lossSalaryRate: 1 }]);
    expect(overHundred.statusCode).toBe(400);
    expect(overHundred.body.message).toContain('profitSalaryRate');
    const negative = await realtime([{ singleBet: 10, profitSalaryRate: -1, lossSalaryRate: 1 }]);
    expect(negative.statusCode).toBe(400);
    const decimals = await realtime([{ singleBet: 10, profitSalaryRate: 0.125, lossSalaryRate: 1 }]);
    expect(decimals.body.message).toContain('two decimals');
    expect((await realtime([])).statusCode).toBe(400);
    expect((await realtime([{ singleBet: 10, profitSalaryRate: 0.29, lossSalaryRate: 0.3 }])).statusCode).toBe(200);

    const noPeriod = await callGateway(gateway.app, dividendRequest, { requestType: 'NEW', downline: 'tsolo', tiers: [{ periodValidBet: 1, periodProfitLoss: 0, activeMembers: 1, rate: 5 }] }, { token: tokens.tboss! });
    expect(noPeriod.body.message).toContain('period');
    const salaryPeriod = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'tsolo', period: 'DAILY', tiers: dailyTiers(1) }, { token: tokens.tboss! });
    expect(salaryPeriod.statusCode).toBe(400);

    const notMine = await realtime([{ singleBet: 10, profitSalaryRate: 1, lossSalaryRate: 1 }], tokens.tboss!, 'tsub');
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body.message).toContain('direct downlines');
    const trial = await realtime([{ singleBet: 10, profitSalaryRate: 1, lossSalaryRate: 1 }], tokens.tboss!, 'ttrialkid');
    expect(trial.statusCode).toBe(409);
    const byMember = await realtime([{ singleBet: 10, profitSalaryRate: 1, lossSalaryRate: 1 }], tokens.tp1!, 'tp2');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.body.code).toBe(ERROR_CODE.notAgent);
    const byTrial = await callGateway(gateway.app, realtimeSalaryContract, { contractId: 1, decision: 'ACCEPT' }, { token: tokens.ttrialkid! });
    expect(byTrial.body.code).toBe(ERROR_CODE.realAccountRequired);
  });

  it('refuses a body that is neither an offer, a termination nor a reply', async () => {
    const nothing = await callGateway(gateway.app, dailySalaryContract, {}, { token: tokens.tboss! });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.message).toContain('requestType');
    const both = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', decision: 'ACCEPT', contractId: 1 }, { token: tokens.tboss! });
    expect(both.statusCode).toBe(400);
    const noId = await callGateway(gateway.app, dailySalaryContract, { decision: 'ACCEPT' }, { token: tokens.tboss! });
    expect(noId.body.message).toContain('contractId');
    const noTiers = await callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'tsolo' }, { token: tokens.tboss! });
    expect(noTiers.body.message).toContain('tiers');
    expect((await callGateway(gateway.app, dailySalaryContract, { contractId: 1, decision: 'MAYBE' }, { token: tokens.tboss! })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, dailySalaryContract, { contractId: 1, decision: 'ACCEPT' })).statusCode).toBe(401);
  });

  it('answers simultaneous offers with one contract and 409s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callGateway(gateway.app, dailySalaryContract, { requestType: 'NEW', downline: 'tsub', tiers: dailyTiers(0.5) }, { token: tokens.tlead! }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});
