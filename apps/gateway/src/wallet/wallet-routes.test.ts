import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, consolidatedFunds, ERROR_CODE, memberTransactions, memberTransfer, merchantWallet, walletTransfer } from '@platform/api/contract';
import type { MemberTransaction } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { auditLedger, fundMember } from './ledger-test-support';

let gateway: TestGateway;
let token: string;
let memberId: number;

beforeAll(async () => {
  gateway = await createTestGateway();
  ({ token, memberId } = await createTestMember(gateway.db, { account: 'walletuser01' }));
  await fundMember(gateway.db, memberId, 1_000);
});

afterAll(async () => {
  await gateway.close();
});

describe('balance and wallets', () => {
  it('answers the sum of the member wallets and needs a token', async () => {
    const answer = await callGateway(gateway.app, balance, {}, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ sumBalance: 1_000 });
    const anonymous = await callGateway(gateway.app, balance, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.code).toBe(ERROR_CODE.loginRequired);
  });

  it('lists MAIN first and one game wallet per vendor the brand offers', async () => {
    const answer = await callGateway(gateway.app, merchantWallet, {}, { token, language: 'MS' });
    const wallets = answer.body.value;
    expect(wallets[0]).toEqual({ walletCode: 'MAIN', displayName: 'Dompet Utama', balance: 1_000, gameType: null });
    const codes = wallets.map((wallet) => wallet.walletCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['PT', 'AG', 'CQ9', 'FB', 'TCG_LOTTO_VN']));
    expect(wallets.find((wallet) => wallet.walletCode === 'PT')).toMatchObject({ gameType: 'RNG', balance: 0 });
  });

  it('offers only the vendors of the member brand', async () => {
    const jade = await createTestMember(gateway.db, { account: 'jadewallet01', merchantCode: 'DEMO_JADE' });
    const answer = await callGateway(gateway.app, merchantWallet, {}, { token: jade.token, merchantCode: 'DEMO_JADE' });
    const codes = answer.body.value.map((wallet) => wallet.walletCode);
    expect(codes).toContain('PT');
    expect(codes).not.toContain('FB');
    const refused = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'FB', amount: 1 }, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('This brand has no wallet "FB"');
  });

  it('answers MAIN only for isSingle 1, and refuses another isSingle', async () => {
    const single = await callGateway(gateway.app, merchantWallet, { isSingle: 1 }, { token });
    expect(single.body.value.map((wallet) => wallet.walletCode)).toEqual(['MAIN']);
    const bad = await callGateway(gateway.app, merchantWallet, { isSingle: 2 }, { token });
    expect(bad.statusCode).toBe(400);
  });

  it('answers consolidated funds', async () => {
    const answer = await callGateway(gateway.app, consolidatedFunds, {}, { token });
    expect(answer.body.value).toEqual({ sumBalance: 1_000, availableBalance: 1_000, frozenBalance: 0, promotionalBalance: 0 });
  });
});

describe('walletTransfer', () => {
  it('moves money between MAIN and a game wallet, both sides in the ledger, the sum unchanged', async () => {
    const answer = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'pt', amount: 250.5, requestId: 'wt-1' }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.transferId).toMatch(/^TF\d{8}$/);
    expect(answer.body.value.sumBalance).toBe(1_000);
    expect(answer.body.value.wallets).toEqual([
      { walletCode: 'MAIN', displayName: 'Main Wallet', gameType: null, balance: 749.5 },
      { walletCode: 'PT', displayName: expect.any(String), gameType: 'RNG', balance: 250.5 },
    ]);
    const entries = await gateway.db.query<{ wallet_code: string; amount: number; balance_after: number; type: string; reference_no: string }>(
      'select wallet_code, amount::float8 as amount, balance_after::float8 as balance_after, type, reference_no from ledger_entry where member_id = $1 and request_id = $2 order by id',
      [memberId, 'wt-1'],
    );
    expect(entries.rows).toEqual([
      { wallet_code: 'MAIN', amount: -250.5, balance_after: 749.5, type: 'TRANSFER', reference_no: answer.body.value.transferId },
      { wallet_code: 'PT', amount: 250.5, balance_after: 250.5, type: 'TRANSFER', reference_no: answer.body.value.transferId },
    ]);
  });

  it('answers a replayed requestId with the first result and moves nothing', async () => {
    const first = await callGateway(gateway.app, walletTransfer, { from: 'PT', to: 'MAIN', amount: 50, requestId: 'wt-2' }, { token });
    const replay = await callGateway(gateway.app, walletTransfer, { from: 'PT', to: 'MAIN', amount: 50, requestId: 'wt-2' }, { token });
    expect(replay.statusCode).toBe(200);
    expect(replay.body.value).toEqual(first.body.value);
    const count = await gateway.db.query<{ n: number }>('select count(*)::int as n from ledger_entry where request_id = $1', ['wt-2']);
    expect(count.rows[0]!.n).toBe(2);
  });

  it('refuses a requestId replayed with other parameters with 409', async () => {
    const answer = await callGateway(gateway.app, walletTransfer, { from: 'PT', to: 'MAIN', amount: 51, requestId: 'wt-2' }, { token });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toContain('already used for a different request');
  });

  it('refuses what would overdraw with INSUFFICIENT_BALANCE and changes nothing', async () => {
    const answer = await callGateway(gateway.app, walletTransfer, { from: 'PT', to: 'MAIN', amount: 10_000, requestId: 'wt-3' }, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    const retried = await callGateway(gateway.app, walletTransfer, { from: 'PT', to: 'MAIN', amount: 1, requestId: 'wt-3' }, { token });
    expect(retried.statusCode).toBe(200);
  });

  it.each([
    [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'The two wallets of a transfer must differ'],
    [{ from: 'PT', to: 'AG', amount: 1 }, 'A transfer goes between the main wallet (MAIN) and a game wallet'],
    [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'This brand has no wallet "NOPE"'],
    [{ from: 'MAIN', to: 'PT', amount: 1.005 }, 'Invalid body field "amount": must have at most 2 decimals'],
  ])('refuses %j', async (input, message) => {
    const answer = await callGateway(gateway.app, walletTransfer, input, { token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it.each([{ amount: 0 }, { amount: -5 }, { amount: 1_000_001 }, { amount: 'ten' }, { amount: 1, from: 'MA IN' }, { amount: 1, requestId: 'x'.repeat(65) }])(
    'refuses a malformed body %j with 400',
    async (input) => {
      const answer = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'PT', ...input }, { token });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.badRequest);
    },
  );

  it('refuses trial accounts and visitors', async () => {
    const trial = await createTestMember(gateway.db, { account: 'trialwallet01', type: 4 });
    const refused = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'PT', amount: 1 }, { token: trial.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'PT', amount: 1 })).statusCode).toBe(401);
  });

  it('leaves every wallet equal to the sum of its entries', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});

describe('amounts are JSON numbers, never coerced', () => {
  let sender: { memberId: number; token: string };
  beforeAll(async () => {
    await createTestMember(gateway.db, { account: 'strictup01', type: 1 });
    sender = await createTestMember(gateway.db, { account: 'strict01', upline: 'strictup01' });
    await fundMember(gateway.db, sender.memberId, 100);
    await ensureTestPaymentPassword(gateway.db, sender.memberId);
  });

  const ledgerRows = async () => (await gateway.db.query<{ n: number }>('select count(*)::int as n from ledger_entry')).rows[0]!.n;

  /** Posts the body as written: `amountJson` is the amount's raw JSON text (1e309 has no JSON.stringify form). */
  const post = (path: string, fields: Record<string, unknown>, amountJson: string) =>
    gateway.app.inject({
      method: 'POST',
      url: `${path}?merchantCode=DEMO_ROYAL`,
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      payload: `${JSON.stringify(fields).slice(0, -1)},"amount":${amountJson}}`,
    });

  const calls = [
    ['walletTransfer', walletTransfer.path, { from: 'MAIN', to: 'PT' }],
    ['memberTransfer', memberTransfer.path, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD }],
  ] as const;

  it.each(
    calls.flatMap(([name, path, fields]) =>
      (
        [
          ['"0x10"', 'must be number'],
          ['true', 'must be number'],
          ['[0.5]', 'must be number'],
          ['"10"', 'must be number'],
          ['null', 'must be number'],
          ['1e309', 'must be number'],
          ['0.001', 'must have at most 2 decimals'],
          ['12.345', 'must have at most 2 decimals'],
          ['-1', 'must be > 0'],
          ['0', 'must be > 0'],
          ['1000000.01', 'must be <= 1000000'],
        ] as const
      ).map(([amountJson, rule]) => [name, amountJson, rule, path, fields] as const),
    ),
  )('%s refuses the amount %s (%s) and moves nothing', async (_name, amountJson, rule, path, fields) => {
    const before = { rows: await ledgerRows(), balance: (await callGateway(gateway.app, balance, {}, { token: sender.token })).body.value.sumBalance };
    const answer = await post(path, { ...fields, requestId: 'strict-refused' }, amountJson);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: ERROR_CODE.badRequest, message: `Invalid body field "amount": ${rule}` });
    expect(await ledgerRows()).toBe(before.rows);
    expect((await callGateway(gateway.app, balance, {}, { token: sender.token })).body.value.sumBalance).toBe(before.balance);
  });

  it.each(calls)('%s still moves a valid amount with two decimals', async (name, path, fields) => {
    const rowsBefore = await ledgerRows();
    const answer = await post(path, { ...fields, requestId: `strict-${name}` }, '12.34');
    expect(answer.statusCode).toBe(200);
    expect(await ledgerRows()).toBe(rowsBefore + 2);
  });
});

describe('memberTransactions', () => {
  let member: { memberId: number; token: string };
  beforeAll(async () => {
    member = await createTestMember(gateway.db, { account: 'history01' });
    await fundMember(gateway.db, member.memberId, 100, new Date('2026-11-01T10:00:00Z'));
    await fundMember(gateway.db, member.memberId, 200, new Date('2026-11-10T15:59:00Z')); // 23:59 in UTC+8
    await fundMember(gateway.db, member.memberId, 300, new Date('2026-11-10T16:00:00Z')); // 00:00 on the 11th in UTC+8
    for (let index = 0; index < 3; index++) {
      await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'AG', amount: 10 + index, requestId: `h-${index}` }, { token: member.token });
    }
  });

  it('pages the records newest first', async () => {
    const first = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 4 }, { token: member.token });
    expect(first.body.value.totalPages).toBe(3);
    const list = first.body.value.list;
    expect(list).toHaveLength(4);
    expect(list.map((record: MemberTransaction) => record.amount)).toEqual([12, -12, 11, -11]);
    expect(list[0]).toMatchObject({ type: 'TRANSFER', status: 'SUCCESS', referenceNo: expect.stringMatching(/^TF/), remark: '[AG] MAIN → AG' });
    const last = await callGateway(gateway.app, memberTransactions, { pageNo: 3, pageSize: 4 }, { token: member.token });
    expect(last.body.value.list.map((record: MemberTransaction) => record.amount)).toEqual([100]);
  });

  it('filters by type and by inclusive dates in Malaysian time', async () => {
    const deposits = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'DEPOSIT' }, { token: member.token });
    expect(deposits.body.value.list.map((record: MemberTransaction) => record.amount)).toEqual([300, 200, 100]);
    expect(deposits.body.value.list[0]!.balance).toBe(600);
    const tenth = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, startDate: '2026-11-10', endDate: '2026-11-10' }, { token: member.token });
    expect(tenth.body.value.list.map((record: MemberTransaction) => record.amount)).toEqual([200]);
    const fromEleventh = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, startDate: '2026-11-11', type: 'DEPOSIT' }, { token: member.token });
    expect(fromEleventh.body.value.list.map((record: MemberTransaction) => record.amount)).toEqual([300]);
  });

  it.each([
    [{ startDate: '2026-02-30' }, 'startDate is not a real date (yyyy-MM-dd)'],
    [{ startDate: '2026-11-12', endDate: '2026-11-11' }, 'startDate must not be after endDate'],
  ])('refuses %j', async (filter, message) => {
    const answer = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, ...filter }, { token: member.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it.each([{ startDate: '11-10-2026' }, { pageSize: 101 }, { pageNo: 0 }, { type: 'deposit; drop' }])('refuses the malformed query %j', async (query) => {
    const answer = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, ...query }, { token: member.token });
    expect(answer.statusCode).toBe(400);
  });
});
