import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf, DAY_MS } from '../shared/business-day';
import { plansOf } from '../test/query-plans';
import { createTestGateway } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { listMemberTransactions } from '../wallet/transactions';
import { listBetRecords } from './bet-records';
import { writeBulkHistory } from './bulk-history';
import { loadPersonalProfit } from './personal-profit';
import { exportMemberTransactions } from './transactions-export';

let gateway: TestGateway;
let memberId: number;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  // Enough rows that a scan of a whole table would cost far more than the member's index range.
  const ids = await writeBulkHistory(gateway.db, 'DEMO_ROYAL', { members: 300, ledgerPerMember: 120, betsPerMember: 120, days: 60 }, gateway.clock.now());
  memberId = ids[150]!;
  await gateway.db.exec('analyze');
}, 120_000);

afterAll(async () => {
  await gateway.close();
});

const endDate = () => businessDayOf(gateway.clock.now());
const startDate = () => businessDayOf(new Date(gateway.clock.now().getTime() - 29 * DAY_MS));

describe('the report queries over a large history', () => {
  it('read the betting record through bet_member_time', async () => {
    const plans = await plansOf(gateway.db, (db) => listBetRecords(db, memberId, { pageNo: 2, pageSize: 20, startDate: startDate(), endDate: endDate(), gameType: 'LIVE', status: 'SETTLED' }));
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toContain('bet_member_time');
      expect(plan).not.toMatch(/Seq Scan on bet\b/);
    }
  });

  it('read the account record and its export through ledger_entry_member_time', async () => {
    const plans = [
      ...(await plansOf(gateway.db, (db) => listMemberTransactions(db, memberId, { pageNo: 1, pageSize: 20, startDate: startDate(), endDate: endDate(), type: 'BET' }))),
      ...(await plansOf(gateway.db, (db) => exportMemberTransactions(db, memberId, { startDate: startDate(), endDate: endDate() }))),
    ];
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toContain('ledger_entry_member_time');
      expect(plan).not.toMatch(/Seq Scan on ledger_entry/);
    }
  });

  it('read profit and loss through the daily totals\' primary keys', async () => {
    const plans = await plansOf(gateway.db, (db) => loadPersonalProfit(db, memberId, { startDate: startDate(), endDate: endDate() }));
    expect(plans).toHaveLength(2);
    expect(plans[0]).toContain('member_daily_totals_pkey');
    expect(plans[1]).toContain('member_daily_game_totals_pkey');
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan/);
  });
});
