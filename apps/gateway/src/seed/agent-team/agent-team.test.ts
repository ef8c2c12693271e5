import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateLinks, agentNotices, agentTeam } from '@platform/api/contract';
import { verifyPassword } from '../../accounts/password';
import { createSession } from '../../accounts/session-store';
import { callGateway, createTestGateway } from '../../test/test-gateway';
import type { TestGateway } from '../../test/test-gateway';
import { OPENING_CREDIT } from '../../wallet/opening-credit';
import { DEMO_REGISTRATIONS, seedAgentTeam } from './agent-team';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await createTestGateway();
}, 120_000);

afterAll(async () => {
  await gateway.close();
});

async function tokenOf(account: string): Promise<string> {
  const member = await gateway.db.query<{ id: number; merchant_code: string }>('select id, merchant_code from member where account = $1', [account]);
  const row = member.rows[0]!;
  return createSession(gateway.db, row.id, row.merchant_code, 'username', gateway.clock.now());
}

describe('the demo agent team', () => {
  it("gives master01 affiliate links with the registrations through them, and a team with balances to browse", async () => {
    const token = await tokenOf('master01');
    const links = await callGateway(gateway.app, affiliateLinks, {}, { token });
    expect(links.body.value.list.map((link) => [link.code, link.accountType, link.enabled, link.registeredCount])).toEqual([
      ['MASTERAGT41', 41, true, 1],
      ['MASTERFB88', 0, true, 3],
      ['MASTERFLYER', 0, false, 0],
    ]);
    const team = await callGateway(gateway.app, agentTeam, { search: 'fbfan01' }, { token });
    expect(team.body.value.list).toEqual([expect.objectContaining({ account: 'fbfan01', upline: 'master01', level: 1, type: 0 })]);
    // First the welcome credit and the first deposit, through the ledger (later seeds add bonuses and play).
    const ledger = await gateway.db.query<{ type: string; amount: number }>(
      `select e.type, e.amount::float8 as amount from ledger_entry e join member m on m.id = e.member_id
        where m.account = 'fbfan01' order by e.id limit 2`,
    );
    expect(ledger.rows).toEqual([
      { type: 'BONUS', amount: OPENING_CREDIT },
      { type: 'DEPOSIT', amount: 300 },
    ]);
    const mainEntries = await gateway.db.query<{ total: number }>(
      "select coalesce(sum(e.amount), 0)::float8 as total from ledger_entry e join member m on m.id = e.member_id where m.account = 'fbfan01' and e.wallet_code = 'MAIN'",
    );
    expect(team.body.value.list[0]!.mainBalance).toBeCloseTo(mainEntries.rows[0]!.total, 2);
    expect(team.body.value.list[0]!.mainBalance).toBeGreaterThan(0);
    const notices = await callGateway(gateway.app, agentNotices, {}, { token });
    expect(notices.body.value.map((notice) => notice.title)).toEqual(['New: affiliate links', 'Daily wage schedule for agents']);
  });

  it('lets the seeded members log in with their README passwords', async () => {
    const registration = DEMO_REGISTRATIONS.find((entry) => entry.account === 'subagent01')!;
    const stored = await gateway.db.query<{ password_hash: string; type: number }>("select password_hash, type from member where account = 'subagent01'");
    expect(stored.rows[0]!.type).toBe(41);
    expect(await verifyPassword(registration.password, stored.rows[0]!.password_hash)).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const snapshot = async () =>
      (
        await gateway.db.query(
          `select (select count(*)::int from affiliate_link) as links, (select count(*)::int from member) as members,
                  (select count(*)::int from ledger_entry) as entries, (select count(*)::int from notice) as notices`,
        )
      ).rows[0];
    const before = await snapshot();
    await seedAgentTeam(gateway.db, gateway.clock.now());
    expect(await snapshot()).toEqual(before);
  });
});
