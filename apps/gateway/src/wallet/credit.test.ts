import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '@platform/api/contract';
import { createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { creditMainWallet } from './credit';
import { auditLedger } from './ledger-test-support';
import { grantOpeningCredit, OPENING_CREDIT, TRIAL_CREDIT } from './opening-credit';

let gateway: TestGateway;
const now = new Date('2026-11-21T08:00:00Z');

beforeAll(async () => {
  gateway = await createTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

async function entriesOf(memberId: number) {
  const result = await gateway.db.query<{ amount: number; balance_after: number; type: string; remark: string; reference_no: string }>(
    'select amount::float8 as amount, balance_after::float8 as balance_after, type, remark, reference_no from ledger_entry where member_id = $1 order by id',
    [memberId],
  );
  return result.rows;
}

describe('creditMainWallet', () => {
  it('credits the main wallet in the caller transaction, records it and answers the balance after', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'credit01' });
    const first = await gateway.db.transaction((tx) => creditMainWallet(tx, { memberId, amount: 12.34, type: 'DEPOSIT', referenceNo: 'BN1', remark: 'Prize', now }));
    const second = await gateway.db.transaction((tx) => creditMainWallet(tx, { memberId, amount: 0.66, type: 'POINTS', referenceNo: 'BN2', now }));
    expect([first, second]).toEqual([12.34, 13]);
    expect(await entriesOf(memberId)).toEqual([
      { amount: 12.34, balance_after: 12.34, type: 'DEPOSIT', remark: 'Prize', reference_no: 'BN1' },
      { amount: 0.66, balance_after: 13, type: 'POINTS', remark: null, reference_no: 'BN2' },
    ]);
  });

  it('rolls back with the caller transaction', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'credit02' });
    await expect(
      gateway.db.transaction(async (tx) => {
        await creditMainWallet(tx, { memberId, amount: 5, type: 'DEPOSIT', referenceNo: 'BN3', now });
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    expect(await entriesOf(memberId)).toEqual([]);
  });

  it('refuses an amount of more than two decimals', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'credit03' });
    await expect(gateway.db.transaction((tx) => creditMainWallet(tx, { memberId, amount: 1.001, type: 'DEPOSIT', referenceNo: 'BN4', now }))).rejects.toMatchObject({
      statusCode: 400,
      code: ERROR_CODE.badRequest,
    });
  });

  it('refuses a BONUS: promotional credit is granted with grantPromotionalCredit', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'credit04' });
    await expect(gateway.db.transaction((tx) => creditMainWallet(tx, { memberId, amount: 5, type: 'BONUS', referenceNo: 'BN5', now }))).rejects.toThrow(
      'grantPromotionalCredit',
    );
    expect(await entriesOf(memberId)).toEqual([]);
  });
});

describe('grantOpeningCredit', () => {
  it('gives a new member the welcome credit once, as BONUS', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'welcome01' });
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', now));
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', now));
    expect(await entriesOf(memberId)).toEqual([
      { amount: OPENING_CREDIT, balance_after: OPENING_CREDIT, type: 'BONUS', remark: 'Welcome credit', reference_no: expect.stringMatching(/^WB\d{8}$/) },
    ]);
  });

  it('gives a trial account the trial credit', async () => {
    const { memberId } = await createTestMember(gateway.db, { account: 'trialcredit01', type: 4 });
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', now));
    expect(await entriesOf(memberId)).toEqual([expect.objectContaining({ amount: TRIAL_CREDIT, type: 'BONUS', remark: 'Trial credit' })]);
    expect((await auditLedger(gateway.db)).unbalancedWallets).toEqual([]);
  });
});
