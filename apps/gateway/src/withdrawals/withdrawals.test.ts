import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balance,
  confirmWithdrawal,
  consolidatedFunds,
  ERROR_CODE,
  memberTransactions,
  requestWithdrawal,
  WITHDRAWAL_PROOF_IMAGE_PATH,
  withdrawalForm,
  withdrawals,
} from '@platform/api/contract';
import type { Withdrawal } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { autoConfirmDuePayouts } from './auto-confirm';
import { DEV_WITHDRAWALS_PATH } from './dev-payout-route';
import { sniffImageType } from './proof-images';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from './test-support';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 9)]);
const GIF = Buffer.from('GIF89a-not-a-png-or-jpeg');

let gateway: TestGateway;
type Member = { memberId: number; token: string; cardId: number };
let player: Member;
let stranger: Member;
let welcomed: Member;

async function withdrawer(account: string, deposit: number, cardNumber: string): Promise<Member> {
  const member = await createTestMember(gateway.db, { account });
  if (deposit > 0) await fundMember(gateway.db, member.memberId, deposit);
  await ensureTestPaymentPassword(gateway.db, member.memberId);
  return { ...member, cardId: await addTestBankCard(gateway.db, member.memberId, cardNumber) };
}

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants', devMode: true });
  player = await withdrawer('wdPlayer', 1_000, '1111222233');
  stranger = await withdrawer('wdStranger', 500, '4444555566');
  welcomed = await withdrawer('wdWelcomed', 0, '7777888899');
  await gateway.db.transaction((tx) => grantOpeningCredit(tx, welcomed.memberId, 'DEMO_ROYAL', gateway.clock.now()));
  await fundMember(gateway.db, welcomed.memberId, 100);
});

afterAll(async () => {
  await gateway.close();
});

const ask = (member: Member, amount: number, requestId: string, paymentPassword = TEST_PAYMENT_PASSWORD) =>
  callGateway(gateway.app, requestWithdrawal, { cardId: member.cardId, amount, paymentPassword, requestId }, { token: member.token });

const payout = (body: Record<string, unknown>) => gateway.app.inject({ method: 'POST', url: DEV_WITHDRAWALS_PATH, payload: body });

const confirm = (member: Member, body: Record<string, unknown>) => callGateway(gateway.app, confirmWithdrawal, body, { token: member.token });

async function record(member: Member, withdrawalNo: string): Promise<Withdrawal> {
  const page = await callGateway(gateway.app, withdrawals, { pageNo: 1, pageSize: 100 }, { token: member.token });
  return page.body.value.list.find((withdrawal) => withdrawal.withdrawalNo === withdrawalNo)!;
}

async function expectLedgerBalanced(): Promise<void> {
  const audit = await auditLedger(gateway.db);
  expect(audit.unbalancedWallets).toEqual([]);
  expect(audit.negativeWallets).toBe(0);
}

describe('proof image bytes', () => {
  it('are PNG or JPEG by their first bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

describe('the withdrawal form', () => {
  it('shows the withdrawable money, the turnover, the limits, the day count and the cards', async () => {
    const form = (await callGateway(gateway.app, withdrawalForm, {}, { token: welcomed.token })).body.value;
    expect(form).toMatchObject({
      withdrawableBalance: 100,
      promotionalBalance: 1_000,
      frozenBalance: 0,
      minAmount: 50,
      maxAmount: 50_000,
      dailyCount: { used: 0, allowed: 5 },
      paymentPasswordSet: true,
      pendingWithdrawalNo: null,
    });
    expect(form.turnoverRequired).toBeGreaterThan(0);
    expect(form.cards).toEqual([expect.objectContaining({ cardId: welcomed.cardId, accountNumber: '******8899' })]);
  });
});

describe('a withdrawal request', () => {
  it('refuses a wrong payment password, amounts outside the limits, and promotional credit', async () => {
    expect((await ask(player, 100, 'wd-wrong', '000000')).body.code).toBe(ERROR_CODE.passwordIncorrect);
    expect((await ask(player, 49.99, 'wd-small')).body.message).toBe('A withdrawal must be between 50.00 and 50000.00');
    expect((await ask(player, 50_000.01, 'wd-big')).statusCode).toBe(400);
    const locked = await ask(welcomed, 100.01, 'wd-promo');
    expect(locked.body.code).toBe(ERROR_CODE.promotionalCreditLocked);
    const card = await callGateway(gateway.app, requestWithdrawal, { cardId: stranger.cardId, amount: 60, paymentPassword: TEST_PAYMENT_PASSWORD, requestId: 'wd-card' }, { token: player.token });
    expect(card.statusCode).toBe(404);
  });

  it('freezes the amount at once: out of the balance, into the consolidated frozen figure', async () => {
    const answer = await ask(player, 300, 'wd-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ status: 'REQUESTED', amount: 300, paidAmount: 0, returnedAmount: 0, accountNumber: '******2233', bankName: 'Maybank' });
    expect(answer.body.value.history).toEqual([expect.objectContaining({ status: 'REQUESTED', time: gateway.clock.now().getTime() })]);
    expect((await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance).toBe(700);
    expect((await callGateway(gateway.app, consolidatedFunds, {}, { token: player.token })).body.value).toEqual({
      sumBalance: 1_000,
      availableBalance: 700,
      frozenBalance: 300,
      promotionalBalance: 0,
    });
    await expectLedgerBalanced();
  });

  it('applies once per requestId, and allows one pending withdrawal at a time', async () => {
    const first = await record(player, (await ask(player, 300, 'wd-1')).body.value.withdrawalNo);
    expect(first.status).toBe('REQUESTED');
    expect((await ask(player, 301, 'wd-1')).statusCode).toBe(409);
    const second = await ask(player, 100, 'wd-2');
    expect(second.statusCode).toBe(400);
    expect(second.body.message).toBe(`Withdrawal ${first.withdrawalNo} is still being processed: one withdrawal at a time`);
    expect((await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance).toBe(700);
    const form = (await callGateway(gateway.app, withdrawalForm, {}, { token: player.token })).body.value;
    expect(form).toMatchObject({ pendingWithdrawalNo: first.withdrawalNo, frozenBalance: 300, withdrawableBalance: 700, dailyCount: { used: 1, allowed: 5 } });
  });
});

describe('the payout desk and the confirmation', () => {
  let withdrawalNo: string;

  it('pays part once: the rest goes back to the main wallet, a second decision is refused', async () => {
    withdrawalNo = (await record(player, (await ask(player, 300, 'wd-1')).body.value.withdrawalNo)).withdrawalNo;
    const paid = await payout({ withdrawalNo, action: 'pay', amount: 180.5 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ status: 'PARTLY_PAID', paidAmount: 180.5, returnedAmount: 119.5 });
    expect((await payout({ withdrawalNo, action: 'reject', reason: 'late' })).statusCode).toBe(409);
    expect((await payout({ withdrawalNo, action: 'pay' })).statusCode).toBe(409);
    expect((await callGateway(gateway.app, consolidatedFunds, {}, { token: player.token })).body.value).toMatchObject({ sumBalance: 819.5, frozenBalance: 0 });
    const entries = await gateway.db.query<{ wallet_code: string; amount: number }>(
      'select wallet_code, amount::float8 as amount from ledger_entry where reference_no = $1 order by id',
      [withdrawalNo],
    );
    expect(entries.rows).toEqual([
      { wallet_code: 'MAIN', amount: -300 },
      { wallet_code: 'FROZEN', amount: 300 },
      { wallet_code: 'FROZEN', amount: -180.5 },
      { wallet_code: 'FROZEN', amount: -119.5 },
      { wallet_code: 'MAIN', amount: 119.5 },
    ]);
    await expectLedgerBalanced();
  });

  it('shows the withdrawal in the account records', async () => {
    const page = await callGateway(gateway.app, memberTransactions, { pageNo: 1, pageSize: 20, type: 'WITHDRAWAL' }, { token: player.token });
    expect(page.body.value.list.filter((entry) => entry.referenceNo === withdrawalNo)).toHaveLength(5);
  });

  it('refuses a confirmation of another member, a mismatched outcome and images that are not PNG or JPEG', async () => {
    expect((await confirm(stranger, { withdrawalNo, outcome: 'FULLY_RECEIVED' })).statusCode).toBe(404);
    expect((await confirm(player, { withdrawalNo, outcome: 'RECEIVED' })).body.message).toBe('amountReceived is required for a payout received in part');
    expect((await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED' })).body.message).toBe('A payout not received needs at least one proof image');
    expect((await confirm(player, { withdrawalNo, outcome: 'RECEIVED', amountReceived: 180.5 })).statusCode).toBe(400);
    const gif = await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: [PNG.toString('base64'), GIF.toString('base64')] });
    expect(gif.body.message).toBe('Proof image 2 is not a PNG or JPEG image');
    const four = await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: Array.from({ length: 4 }, () => PNG.toString('base64')) });
    expect(four.statusCode).toBe(400);
    const remark = await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: [PNG.toString('base64')], remark: 'x'.repeat(141) });
    expect(remark.statusCode).toBe(400);
    // One byte over 5 MB still fits the schema's base64 length: the bytes are counted.
    const overByOne = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const tooBig = await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: [overByOne.toString('base64')] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toBe('Proof image 1 is larger than 5 MB');
    const huge = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: [huge.toString('base64')] })).statusCode).toBe(400);
    expect((await record(player, withdrawalNo)).status).toBe('PARTLY_PAID');
  });

  it('records "received in part" with the remainder, the remark and the proof images, once', async () => {
    const answer = await confirm(player, { withdrawalNo, outcome: 'RECEIVED', amountReceived: 150, remark: 'Only 150 arrived', proofImages: [PNG.toString('base64'), JPEG.toString('base64')] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({ status: 'RECEIVED', amountReceived: 150, remainder: 30.5, remark: 'Only 150 arrived', confirmDeadline: null });
    expect(answer.body.value.proofImages.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(answer.body.value.history.map((step) => step.status)).toEqual(['REQUESTED', 'PARTLY_PAID', 'RECEIVED']);
    expect((await confirm(player, { withdrawalNo, outcome: 'FULLY_RECEIVED' })).statusCode).toBe(409);
  });

  it('serves a proof image to its owner only, with its type and no sniffing', async () => {
    const [image] = (await record(player, withdrawalNo)).proofImages;
    const url = `${WITHDRAWAL_PROOF_IMAGE_PATH}?merchantCode=DEMO_ROYAL&imageId=${image!.imageId}`;
    const own = await gateway.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${player.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const theirs = await gateway.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: ERROR_CODE.notFound });
    expect((await gateway.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('a payout nobody confirms', () => {
  it('counts as received after the merchant timeout, with no refund, and can no longer be confirmed', async () => {
    const withdrawalNo = (await ask(player, 100, 'wd-3')).body.value.withdrawalNo;
    expect((await payout({ withdrawalNo, action: 'pay' })).json().value.status).toBe('PAID');
    const paid = await record(player, withdrawalNo);
    expect(paid.confirmDeadline).toBe(gateway.clock.now().getTime() + 30 * 60_000);

    gateway.clock.advance(30 * 60_000);
    const before = (await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance;
    // Read lazily: the record call applies it without a sweep.
    const read = await record(player, withdrawalNo);
    expect(read.status).toBe('AUTO_CONFIRMED');
    expect(read.history.at(-1)).toEqual({ status: 'AUTO_CONFIRMED', time: paid.confirmDeadline, detail: 'Not confirmed in time: counted as received' });
    expect((await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance).toBe(before);
    const late = await confirm(player, { withdrawalNo, outcome: 'NOT_RECEIVED', proofImages: [PNG.toString('base64')] });
    expect(late.statusCode).toBe(409);
    expect(await autoConfirmDuePayouts(gateway.db, gateway.clock.now())).toBe(0);
  });

  it('is swept by any process once, whoever reads it', async () => {
    const withdrawalNo = (await ask(stranger, 60, 'wd-s1')).body.value.withdrawalNo;
    await payout({ withdrawalNo, action: 'pay', amount: 60 });
    gateway.clock.advance(29 * 60_000);
    expect(await autoConfirmDuePayouts(gateway.db, gateway.clock.now())).toBe(0);
    gateway.clock.advance(60_000);
    const swept = await Promise.all([autoConfirmDuePayouts(gateway.db, gateway.clock.now()), autoConfirmDuePayouts(gateway.db, gateway.clock.now())]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await record(stranger, withdrawalNo)).history.filter((step) => step.status === 'AUTO_CONFIRMED')).toHaveLength(1);
  });
});

describe('a rejected withdrawal', () => {
  it('returns the frozen money with the reason, and does not count towards the day', async () => {
    const before = (await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance;
    const withdrawalNo = (await ask(player, 200, 'wd-4')).body.value.withdrawalNo;
    expect((await payout({ withdrawalNo, action: 'reject' })).statusCode).toBe(400);
    const rejected = await payout({ withdrawalNo, action: 'reject', reason: 'Name does not match' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', paidAmount: 0, returnedAmount: 200 });
    expect((await callGateway(gateway.app, balance, {}, { token: player.token })).body.value.sumBalance).toBe(before);
    const shown = await record(player, withdrawalNo);
    expect(shown).toMatchObject({ status: 'REJECTED', rejectReason: 'Name does not match' });
    expect((await confirm(player, { withdrawalNo, outcome: 'FULLY_RECEIVED' })).statusCode).toBe(409);
    await expectLedgerBalanced();
  });

  it('leaves the daily count at its limit for the others', async () => {
    // wd-1 and wd-3 count; wd-4 was rejected. Three more reach the limit of 5.
    for (const requestId of ['wd-5', 'wd-6', 'wd-7']) {
      const withdrawalNo = (await ask(player, 50, requestId)).body.value.withdrawalNo;
      expect((await payout({ withdrawalNo, action: 'pay' })).statusCode).toBe(200);
    }
    const sixth = await ask(player, 50, 'wd-8');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.body.message).toBe('You have made the 5 withdrawals allowed today: try again tomorrow');
  });
});

describe('the withdrawal record', () => {
  it('pages by date range and status, and refuses impossible dates', async () => {
    const today = new Date(gateway.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const all = await callGateway(gateway.app, withdrawals, { pageNo: 1, pageSize: 2, startDate: today, endDate: today }, { token: player.token });
    expect(all.body.value.totalPages).toBe(3);
    expect(all.body.value.list).toHaveLength(2);
    const rejected = await callGateway(gateway.app, withdrawals, { pageNo: 1, pageSize: 20, status: 'REJECTED' }, { token: player.token });
    expect(rejected.body.value.list).toHaveLength(1);
    const later = await callGateway(gateway.app, withdrawals, { pageNo: 1, pageSize: 20, startDate: '2099-01-01' }, { token: player.token });
    expect(later.body.value.list).toEqual([]);
    expect((await callGateway(gateway.app, withdrawals, { pageNo: 1, pageSize: 20, startDate: '2026-02-30' }, { token: player.token })).statusCode).toBe(400);
  });
});
