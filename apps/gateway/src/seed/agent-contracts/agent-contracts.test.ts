import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, contractOfferImpact } from '@platform/api/contract';
import type { AgentContractsQuery } from '@platform/api/contract';
import { createSession } from '../../accounts/session-store';
import { callGateway, createTestGateway } from '../../test/test-gateway';
import type { TestGateway } from '../../test/test-gateway';
import { seedAgentContracts } from './agent-contracts';

let gateway: TestGateway;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  gateway = await createTestGateway();
  const members = await gateway.db.query<{ id: number; account: string }>(`select id, account from member where merchant_code = 'DEMO_ROYAL' and account in ('master01', 'agent02', 'agent41', 'agent42')`);
  for (const member of members.rows) tokens[member.account] = await createSession(gateway.db, member.id, 'DEMO_ROYAL', 'username', gateway.clock.now());
});

afterAll(async () => {
  await gateway.close();
});

const statuses = async (account: string, query: Pick<AgentContractsQuery, 'kind' | 'side'>) =>
  (await callGateway(gateway.app, agentContracts, { ...query, pageSize: 50 }, { token: tokens[account]! })).body.value.list.map((contract) => [
    contract.upline,
    contract.downline,
    contract.status,
  ]);

describe('the demo agents’ contracts', () => {
  it('give each side running contracts, a request to answer and a history', async () => {
    expect(await statuses('agent41', { kind: 'DAILY', side: 'RECEIVED' })).toEqual([['agent02', 'agent41', 'PENDING']]);
    expect(await statuses('agent02', { kind: 'DAILY', side: 'PAID' })).toEqual([['agent02', 'agent41', 'PENDING']]);
    expect(await statuses('agent02', { kind: 'DAILY', side: 'RECEIVED' })).toEqual([['master01', 'agent02', 'ACTIVE']]);
    expect(await statuses('agent02', { kind: 'HOURLY', side: 'RECEIVED' })).toEqual([['master01', 'agent02', 'REJECTED']]);
    expect(await statuses('master01', { kind: 'DAILY', side: 'PAID' })).toEqual([
      ['master01', 'agent42', 'TERMINATED'],
      ['master01', 'agent02', 'ACTIVE'],
    ]);
  });

  it("show master01 that a lower daily offer to agent02 would end agent02's offer to agent41", async () => {
    const impact = await callGateway(gateway.app, contractOfferImpact, { kind: 'DAILY', downline: 'agent02', tiers: [{ periodValidBet: 20, activeMembers: 1, rate: 0.5 }] }, { token: tokens.master01! });
    expect(impact.body.value.isLowerRate).toBe(true);
    expect(impact.body.value.replaces).toMatchObject({ upline: 'master01', downline: 'agent02', status: 'ACTIVE' });
    expect(impact.body.value.wouldTerminate.map((contract) => [contract.upline, contract.downline, contract.status])).toEqual([['agent02', 'agent41', 'PENDING']]);
  });

  it('are seeded once: a later run adds nothing', async () => {
    const count = async () => (await gateway.db.query<{ count: number }>('select count(*)::int as count from agent_contract')).rows[0]!.count;
    const before = await count();
    await seedAgentContracts(gateway.db, new Date(gateway.clock.now().getTime() + 86_400_000));
    expect(await count()).toBe(before);
  });
});
