import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContractsQuery } from '@platform/api/contract';
import { plansOf } from '../test/query-plans';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { listAgentContracts } from './contract-list';

let gateway: TestGateway;
let agent: { memberId: number; merchantCode: string };

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  const { db } = gateway;
  // Another agent's 3,000 downlines, each with contracts of every kind, and a few of planagent's own (each side).
  const other = await createTestMember(db, { account: 'cplanother', type: 1 });
  await db.query(
    `insert into member (merchant_code, account, password_hash, type, parent_id, created_at)
     select 'DEMO_ROYAL', 'cplankid' || n, 'test-only:no-password', 41, $1, now() from generate_series(1, 3000) n`,
    [other.memberId],
  );
  const upline = await createTestMember(db, { account: 'cplanupline', type: 1 });
  agent = { memberId: (await createTestMember(db, { account: 'cplanagent', type: 2, upline: 'cplanupline' })).memberId, merchantCode: 'DEMO_ROYAL' };
  await createTestMember(db, { account: 'cplankid', type: 41, upline: 'cplanagent' });
  await db.query(
    `insert into agent_contract (merchant_code, kind, upline_id, downline_id, status, tiers, top_rate, created_at, updated_at)
     select 'DEMO_ROYAL', kind, m.parent_id, m.id, case when m.id % 3 = 0 then 'ACTIVE' else 'TERMINATED' end, '[]'::jsonb, 1,
            now() - m.id * interval '1 minute', now() - m.id * interval '1 minute'
       from member m cross join unnest(array['REALTIME', 'HOURLY', 'DAILY', 'DIVIDEND']) kind
      where m.parent_id in ($1, $2, $3)`,
    [other.memberId, upline.memberId, agent.memberId],
  );
  await db.exec('analyze');
}, 120_000);

afterAll(async () => {
  await gateway.close();
});

describe('the contract lists', () => {
  it.each([
    ['PAID', 'agent_contract_upline_list', {}],
    ['PAID', 'agent_contract_upline_list', { status: 'ACTIVE', downline: 'kid' }],
    ['RECEIVED', 'agent_contract_downline_list', {}],
    ['RECEIVED', 'agent_contract_downline_list', { status: 'TERMINATED' }],
  ] as const)('read the %s side through %s, never a scan of the table', async (side, index, filters) => {
    const query: AgentContractsQuery = { kind: 'DAILY', side, pageNo: 1, pageSize: 20, ...filters };
    const plans = await plansOf(gateway.db, (db) => listAgentContracts(db, agent, query));
    expect(plans.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) {
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Seq Scan on agent_contract/);
    }
    // Past the last page, the count reads the same index.
    const past = await plansOf(gateway.db, (db) => listAgentContracts(db, agent, { ...query, pageNo: 50 }));
    expect(past).toHaveLength(2);
    expect(past[1]).toContain(index);
  });
});
