import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolidatedFunds, ERROR_CODE, memberTransactions, memberTransfer, requestWithdrawal, uplineAccount } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import { fundMember } from '../wallet/ledger-test-support';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from './test-support';

let gateway: TestGateway;
type Member = { memberId: number; token: string };
let player: Member;
let noPassword: Member;
let orphan: Member;
let trial: Member;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  await createTestMember(gateway.db, { account: 'tuAgent01', type: 1 });
  player = await createTestMember(gateway.db, { account: 'tuPlayer', upline: 'tuAgent01' });
  noPassword = await createTestMember(gateway.db, { account: 'tuNoPass', upline: 'tuAgent01' });
  orphan = await createTestMember(gateway.db, { account: 'tuOrphan' });
  trial = await createTestMember(gateway.db, { account: 'tuTrial', type: 4, upline: 'tuAgent01' });
  await gateway.db.transaction((tx) => grantOpeningCredit(tx, player.memberId, 'DEMO_ROYAL', gateway.clock.now()));
  await fundMember(gateway.db, player.memberId, 80);
  await fundMember(gateway.db, noPassword.memberId, 80);
  await ensureTestPaymentPassword(gateway.db, player.memberId);
});

afterAll(async () => {
  await gateway.close();
});

const transfer = (member: Member, amount: number, requestId: string, paymentPassword?: string) =>
  callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', amount, requestId, ...(paymentPassword ? { paymentPassword } : {}) }, { token: member.token });

describe('before a transfer to the upline', () => {
  it('shows the upline masked, the withdrawable money and whether a payment password is set', async () => {
    const answer = await callGateway(gateway.app, uplineAccount, {}, { token: player.token });
    expect(answer.body.value).toEqual({ account: 'tu***01', withdrawableBalance: 80, paymentPasswordSet: true });
    const without = await callGateway(gateway.app, uplineAccount, {}, { token: noPassword.token });
    expect(without.body.value.paymentPasswordSet).toBe(false);
  });

  it('refuses a member without an upline and a trial account', async () => {
    const none = await callGateway(gateway.app, uplineAccount, {}, { token: orphan.token });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('You have no upline to transfer to');
    expect((await callGateway(gateway.app, uplineAccount, {}, { token: trial.token })).body.code).toBe(ERROR_CODE.realAccountRequired);
  });
});

describe('a transfer to the upline', () => {
  it('needs a payment password set, given, and right', async () => {
    expect((await transfer(noPassword, 10, 'tu-1', '123456')).body.message).toBe('Set a payment password first (security centre)');
    expect((await transfer(player, 10, 'tu-2')).body.message).toBe('The payment password is required');
    const wrong = await transfer(player, 10, 'tu-3', '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.code).toBe(ERROR_CODE.passwordIncorrect);
  });

  it('spends withdrawable money only', async () => {
    const locked = await transfer(player, 80.01, 'tu-4', TEST_PAYMENT_PASSWORD);
    expect(locked.body.code).toBe(ERROR_CODE.promotionalCreditLocked);
  });

  it('moves the money, answers the upline masked, and shows in the member records', async () => {
    const answer = await transfer(player, 30, 'tu-5', TEST_PAYMENT_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ toAccount: 'tu***01', amount: 30 });
    // A transfer to a game wallet is a TRANSFER too (its ledger shape), but not one with the upline.
    const toGame = 'TF-GAME-1';
    await gateway.db.transaction((tx) =>
      postLedgerMovement(
        tx,
        [
          { memberId: player.memberId, walletCode: MAIN_WALLET, cents: -100, type: 'TRANSFER' },
          { memberId: player.memberId, walletCode: 'PT', cents: 100, type: 'TRANSFER' },
        ],
        { referenceNo: toGame, now: gateway.clock.now() },
      ),
    );
    const uplineRecord = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'TRANSFER', counterparty: 'UPLINE' }, { token: player.token });
    expect(uplineRecord.body.value.list).toEqual([expect.objectContaining({ referenceNo: answer.body.value.transferId, amount: -30, remark: 'To upline tu***01' })]);
    const transfers = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'TRANSFER' }, { token: player.token });
    expect(transfers.body.value.list.map((entry) => entry.referenceNo)).toEqual(expect.arrayContaining([answer.body.value.transferId, toGame]));
    expect((await callGateway(gateway.app, uplineAccount, {}, { token: player.token })).body.value.withdrawableBalance).toBe(50);
  });

  it('cannot spend promotional credit once withdrawable money is frozen by a withdrawal', async () => {
    const cardId = await addTestBankCard(gateway.db, player.memberId, '5050505050');
    const frozen = await callGateway(gateway.app, requestWithdrawal, { cardId, amount: 50, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'tu-wd' }, { token: player.token });
    expect(frozen.statusCode).toBe(200);
    // The frozen 50 still counts in the funds, but not as money that may leave: only the locked credit is left.
    expect((await callGateway(gateway.app, consolidatedFunds, {}, { token: player.token })).body.value).toEqual({
      sumBalance: 1_050,
      availableBalance: 0,
      frozenBalance: 50,
      promotionalBalance: 1_000,
    });
    expect((await transfer(player, 0.01, 'tu-6', TEST_PAYMENT_PASSWORD)).body.code).toBe(ERROR_CODE.promotionalCreditLocked);
    expect((await callGateway(gateway.app, uplineAccount, {}, { token: player.token })).body.value.withdrawableBalance).toBe(0);
  });
});
