import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionMember } from '../http/session';
import { writeBulkHistory } from '../records/bulk-history';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { plansOf } from '../test/query-plans';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { writeBulkTeam } from './bulk-team';
import type { BulkTeam } from './bulk-team';
import { loadDownlineProfitLoss } from './downline-profit-loss';
import { listDownlineTransactions } from './downline-transactions';
import { listTeamBets } from './team-bets';
import { loadTeamOverview } from './team-overview';

let gateway: TestGateway;
let team: BulkTeam;
let agent: SessionMember;
let subAgentAccount: string;
let playerAccount: string;

const accountOf = async (id: number) => (await gateway.db.query<{ account: string }>('select account from member where id = $1', [id])).rows[0]!.account;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  const history = { ledgerPerMember: 120, betsPerMember: 120, days: 60 };
  // A team of 210 under one agent, beside three times as many members in 63 small teams of other
  // agents and another agent's tree of 2,040 who play a little: a report that scanned a whole
  // table would read far more than the team's index ranges.
  team = await writeBulkTeam(gateway.db, 'DEMO_ROYAL', { ...history, subAgents: 10, playersPerSubAgent: 20 }, gateway.clock.now());
  const otherAgents = await gateway.db.query<{ id: number }>(
    `insert into member (merchant_code, account, password_hash, type) select 'DEMO_ROYAL', 'planagent' || g, 'not-a-hash', 1 from generate_series(1, 63) g returning id`,
  );
  await writeBulkHistory(gateway.db, 'DEMO_ROYAL', { ...history, members: 630 }, gateway.clock.now(), { uplineIds: otherAgents.rows.map((row) => row.id) });
  await writeBulkTeam(gateway.db, 'DEMO_ROYAL', { ledgerPerMember: 4, betsPerMember: 4, days: 60, subAgents: 40, playersPerSubAgent: 50 }, gateway.clock.now());
  await gateway.db.exec('analyze');
  agent = { memberId: team.agentId, merchantCode: 'DEMO_ROYAL', account: await accountOf(team.agentId), type: 1, loginType: 'username', tokenHash: '', mustChangePassword: false };
  subAgentAccount = await accountOf(team.subAgentIds[3]!);
  playerAccount = await accountOf(team.playerIds[42]!);
}, 180_000);

afterAll(async () => {
  await gateway.close();
});

const endDate = () => businessDayOf(gateway.clock.now());
const startDate = () => businessDayOf(new Date(gateway.clock.now().getTime() - 29 * DAY_MS));

describe("the agent reports' queries over a large tree", () => {
  it("read the team overview from the team's daily totals and the days its members played", async () => {
    const plans = await plansOf(gateway.db, (db) => loadTeamOverview(db, agent.memberId, { startDate: startDate(), endDate: endDate() }));
    expect(plans).toHaveLength(3);
    const [byDay, active, before] = plans as [string, string, string];
    expect(byDay).toContain('team_daily_totals_pkey');
    expect(byDay).not.toContain('member_daily_totals');
    expect(active).toContain('team_active_years_pkey');
    expect(active).not.toContain('member_daily_totals');
    expect(before).toContain('member_tree_pkey');
    expect(before).toContain('team_daily_totals_pkey');
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (member_tree|member_daily_totals|team_daily_totals|team_active_years)\b/);
  });

  it("read team betting's totals from the daily totals and its page through the bets' indexes, for the whole team and for one downline", async () => {
    const plans = [
      ...(await plansOf(gateway.db, (db) => listTeamBets(db, agent, { pageNo: 2, pageSize: 20, startDate: startDate(), endDate: endDate(), gameType: 'LIVE', status: 'SETTLED' }))),
      ...(await plansOf(gateway.db, (db) => listTeamBets(db, agent, { pageNo: 1, pageSize: 20, startDate: startDate(), endDate: endDate(), account: playerAccount }))),
    ];
    // The whole team: totals (by game type), the page. One downline: its lookup (by its account,
    // then its place under the agent), totals, the page. Settled and open bets alike are totals.
    expect(plans).toHaveLength(5);
    const [teamTotals, teamPage, lookup, downlineTotals, downlinePage] = plans as [string, string, string, string, string];
    // The whole team's bets are a few rows a day of its own totals, whatever its size.
    expect(teamTotals).toContain('team_daily_game_totals_pkey');
    expect(teamTotals).not.toContain('member_daily_game_totals');
    expect(downlineTotals).toContain('member_daily_totals_pkey');
    // A page of the whole team walks the bets newest first (or each member's range, for a small team).
    expect(teamPage).toMatch(/bet_time|bet_member_time/);
    expect(teamPage).toContain('member_tree_pkey');
    expect(downlinePage).toContain('bet_member_time');
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (bet|member_daily_totals|member_daily_game_totals|team_daily_game_totals|member_tree)\b/);
    expect(lookup).toContain('member_account_unique');
    expect(lookup).toMatch(/member_tree_(pkey|descendant)/);
  });

  it("read downline profit and loss through the closure table's indexes and the member and team daily totals' primary keys", async () => {
    for (const account of [undefined, subAgentAccount]) {
      const plans = await plansOf(gateway.db, (db) => loadDownlineProfitLoss(db, agent, { pageNo: 1, pageSize: 20, startDate: startDate(), endDate: endDate(), ...(account ? { account } : {}) }));
      // The path, then the figures by downline (after the downline's lookup when drilling down).
      const byDownline = plans[account ? 2 : 1]!;
      expect(byDownline).toContain('member_tree_pkey');
      expect(byDownline).toContain('member_daily_totals_pkey');
      expect(byDownline).toContain('team_daily_totals_pkey');
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (member_daily_totals|team_daily_totals|member_tree|member)\b/);
    }
  });

  it("read downline transaction details' count and page through the ledger's indexes and its totals from the team's daily totals", async () => {
    const plans = await plansOf(gateway.db, (db) => listDownlineTransactions(db, agent, { pageNo: 3, pageSize: 20, startDate: startDate(), endDate: endDate(), type: 'BET' }));
    expect(plans).toHaveLength(3);
    const [count, page, totals] = plans as [string, string, string];
    expect(count).toContain('ledger_entry_member_time');
    expect(page).toMatch(/ledger_entry_time|ledger_entry_member_time/);
    expect(page).toContain('member_tree_pkey');
    expect(totals).toContain('team_daily_totals_pkey');
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (ledger_entry|team_daily_totals|member_tree)\b/);
  });
});
