import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, ERROR_CODE, memberTransfer } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { auditLedger, fundMember } from './ledger-test-support';

let gateway: TestGateway;
type Member = { memberId: number; token: string };
let top: Member;
let middle: Member;
let player: Member;
let outsider: Member;
let orphan: Member;

async function balanceOf(member: Member): Promise<number> {
  return (await callGateway(gateway.app, balance, {}, { token: member.token })).body.value.sumBalance;
}

beforeAll(async () => {
  gateway = await createTestGateway();
  const db = gateway.db;
  top = await createTestMember(db, { account: 'mtTop', type: 1 });
  middle = await createTestMember(db, { account: 'mtMiddle', type: 41, upline: 'mtTop' });
  player = await createTestMember(db, { account: 'mtPlayer', type: 0, upline: 'mtMiddle' });
  await createTestMember(db, { account: 'mtTrial', type: 4, upline: 'mtTop' });
  outsider = await createTestMember(db, { account: 'mtOutsider', type: 2 });
  orphan = await createTestMember(db, { account: 'mtOrphan', type: 0 });
  await fundMember(db, top.memberId, 5_000);
  await fundMember(db, player.memberId, 100);
  await fundMember(db, orphan.memberId, 100);
  await ensureTestPaymentPassword(db, player.memberId);
  await ensureTestPaymentPassword(db, orphan.memberId);
});

afterAll(async () => {
  await gateway.close();
});

describe('memberTransfer to the upline', () => {
  it('moves money from the member main wallet to the upline main wallet, naming the upline masked', async () => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 40, requestId: 'up-1' }, { token: player.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ transferId: expect.stringMatching(/^MT\d{8}$/), toAccount: 'mt***le', amount: 40, sumBalance: 60 });
    expect(await balanceOf(middle)).toBe(40);
    const entries = await gateway.db.query<{ member_id: number; amount: number; remark: string }>(
      'select member_id, amount::float8 as amount, remark from ledger_entry where reference_no = $1 order by id',
      [answer.body.value.transferId],
    );
    expect(entries.rows).toEqual([
      { member_id: player.memberId, amount: -40, remark: 'To upline mt***le' },
      { member_id: middle.memberId, amount: 40, remark: 'From downline mtPlayer' },
    ]);
  });

  it('answers a replay with the first result, and refuses it with other parameters (409)', async () => {
    const replay = await callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 40, requestId: 'up-1' }, { token: player.token });
    expect(replay.statusCode).toBe(200);
    expect(replay.body.value.sumBalance).toBe(60);
    expect(await balanceOf(player)).toBe(60);
    const changed = await callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 41, requestId: 'up-1' }, { token: player.token });
    expect(changed.statusCode).toBe(409);
  });

  it('refuses an overdraft with INSUFFICIENT_BALANCE', async () => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 60.01, requestId: 'up-2' }, { token: player.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    expect(await balanceOf(player)).toBe(60);
  });

  it('refuses a member without an upline', async () => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, amount: 1, requestId: 'up-3' }, { token: orphan.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('You have no upline to transfer to');
  });
});

describe('memberTransfer to a downline', () => {
  it('lets an agent pay a direct downline and one deeper in the subtree (any case of the account)', async () => {
    const direct = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'MTMIDDLE', amount: 500, requestId: 'down-1' }, { token: top.token });
    expect(direct.statusCode).toBe(200);
    expect(direct.body.value.toAccount).toBe('mtMiddle');
    const deep = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'mtPlayer', amount: 25.25, requestId: 'down-2' }, { token: top.token });
    expect(deep.statusCode).toBe(200);
    expect(deep.body.value.sumBalance).toBe(4_474.75);
    expect(await balanceOf(player)).toBe(85.25);
  });

  it('refuses a non-agent with NOT_AGENT 403', async () => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'mtOrphan', amount: 1, requestId: 'down-3' }, { token: player.token });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.notAgent);
  });

  it.each([
    ['an account outside the subtree', 'mtOrphan'],
    ['the upline', 'mtTop'],
    ['the agent itself', 'mtMiddle'],
    ['an unknown account', 'nobody'],
  ])('refuses %s with 404', async (_case, toAccount) => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount, amount: 1, requestId: `down-${toAccount}` }, { token: middle.token });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe(`"${toAccount}" is not in your downline`);
  });

  it('refuses an agent of another tree', async () => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'mtPlayer', amount: 1, requestId: 'down-4' }, { token: outsider.token });
    expect(answer.statusCode).toBe(404);
  });

  it('needs toAccount and refuses a trial recipient', async () => {
    const missing = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', amount: 1, requestId: 'down-5' }, { token: top.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('toAccount is required for a transfer to a downline');
    const trial = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'mtTrial', amount: 1, requestId: 'down-6' }, { token: top.token });
    expect(trial.statusCode).toBe(400);
    expect(trial.body.message).toBe('A trial account cannot receive transfers');
  });

  it.each([{ direction: 'SIDEWAYS' }, { requestId: undefined }, { amount: 0.001 }, { toAccount: 'x'.repeat(65) }])('refuses the malformed body %j', async (input) => {
    const answer = await callGateway(gateway.app, memberTransfer, { direction: 'DOWNLINE', toAccount: 'mtMiddle', amount: 1, requestId: 'down-7', ...input }, { token: top.token });
    expect(answer.statusCode).toBe(400);
  });

  it('keeps the ledger balanced', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
