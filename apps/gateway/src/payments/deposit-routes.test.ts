import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, consolidatedFunds, createDeposit, depositChannels, depositOrder, depositRecords, ERROR_CODE, siteConfig } from '@platform/api/contract';
import type { DepositOrder, Envelope } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger } from '../wallet/ledger-test-support';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { signCallback } from './demo-provider/callback-signature';
import type { DemoCallbackBody } from './demo-provider/demo-provider';
import { DEV_DEPOSIT_REVIEW_PATH } from './dev-review-route';
import { postCallback, providerSecret } from './deposit-test-support';

let gateway: TestGateway;
let player: { memberId: number; token: string };
let requestCount = 0;

beforeAll(async () => {
  gateway = await createTestGateway({ devMode: true });
  player = await createTestMember(gateway.db, { account: 'depositor01' });
});

afterAll(async () => {
  await gateway.close();
});

/** A fresh member, so that each test has its own orders and first deposit. */
async function newPlayer(merchantCode = 'DEMO_ROYAL'): Promise<{ memberId: number; token: string }> {
  return createTestMember(gateway.db, { account: `depositor${++requestCount}x`, merchantCode, now: gateway.clock.now() });
}

async function deposit(token: string, channelCode: string, amount: number, extra: Record<string, unknown> = {}) {
  return callGateway(gateway.app, createDeposit, { channelCode, amount, requestId: `req-${++requestCount}`, ...extra }, { token });
}

async function sumBalanceOf(token: string): Promise<number> {
  return (await callGateway(gateway.app, balance, {}, { token })).body.value.sumBalance;
}

function review(orderNo: string, action: 'approve' | 'reject', reason?: string, remoteAddress?: string) {
  return gateway.app.inject({
    method: 'POST',
    url: DEV_DEPOSIT_REVIEW_PATH,
    payload: { orderNo, action, ...(reason ? { reason } : {}) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Presses a button of the demo cashier page of an order, as its script does. */
async function pressCashier(order: DepositOrder, outcome: 'SUCCESS' | 'FAILED' | 'PENDING') {
  const token = new URL(order.instructions.cashierUrl!, 'http://gateway.test').searchParams.get('token')!;
  const response = await gateway.app.inject({ method: 'POST', url: '/lgw/demo/cashier/pay', payload: { token, outcome } });
  return { statusCode: response.statusCode, body: response.json<Envelope<{ outcome: string; result: string }>>() };
}

describe('deposit channels', () => {
  it('lists the merchant channels with their limits and quick amounts, and the first-deposit promotion to a member who has not deposited', async () => {
    const answer = await callGateway(gateway.app, depositChannels, {}, { token: player.token });
    expect(answer.statusCode).toBe(200);
    const { channels, firstDepositPromotion, depositOffered, maxOpenOrders } = answer.body.value;
    expect(depositOffered).toBe(true);
    expect(maxOpenOrders).toBe(3);
    expect(channels.map((channel) => [channel.channelCode, channel.type, channel.needsReview])).toEqual([
      ['BANK_MAYBANK', 'BANK_TRANSFER', true],
      ['QR_TNG', 'QR_EWALLET', false],
      ['USDT_TRC20', 'USDT', false],
    ]);
    expect(channels[1]).toMatchObject({ minAmount: 10, maxAmount: 5_000, quickAmounts: [10, 50, 100, 200, 500], expiryMinutes: 30 });
    expect(firstDepositPromotion).toMatchObject({ title: '100% Welcome Bonus', bonusPercent: 100, maxBonus: 1_000, minDeposit: 50, turnoverMultiple: 3 });
  });

  it('needs a token and a real account', async () => {
    expect((await callGateway(gateway.app, depositChannels, {})).body.code).toBe(ERROR_CODE.loginRequired);
    const trial = await createTestMember(gateway.db, { account: 'deptrial01', type: 4 });
    for (const answer of [
      await callGateway(gateway.app, depositChannels, {}, { token: trial.token }),
      await callGateway(gateway.app, createDeposit, { channelCode: 'QR_TNG', amount: 50, requestId: 'trial-1' }, { token: trial.token }),
      await callGateway(gateway.app, depositRecords, {}, { token: trial.token }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body.code).toBe(ERROR_CODE.realAccountRequired);
    }
  });

  it('leaves out a channel the merchant switched off, and refuses deposits on it', async () => {
    await gateway.db.query("update payment_channel set enabled = false where merchant_code = 'DEMO_JADE' and code = 'USDT_TRC20'");
    const jade = await newPlayer('DEMO_JADE');
    const answer = await callGateway(gateway.app, depositChannels, {}, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect(answer.body.value.channels.map((channel) => channel.channelCode)).toEqual(['BANK_CIMB', 'QR_DUITNOW']);
    const refused = await callGateway(gateway.app, createDeposit, { channelCode: 'USDT_TRC20', amount: 500, requestId: 'off-1' }, { token: jade.token, merchantCode: 'DEMO_JADE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('switched off');
    await gateway.db.query("update payment_channel set enabled = true where merchant_code = 'DEMO_JADE' and code = 'USDT_TRC20'");
  });

  it('offers no deposit in credit mode, and says so in the site config', async () => {
    await gateway.db.query("update merchant_site set credit_mode = true where merchant_code = 'DEMO_JADE'");
    try {
      const jade = await newPlayer('DEMO_JADE');
      expect((await callGateway(gateway.app, siteConfig, {}, { merchantCode: 'DEMO_JADE' })).body.value.creditMode).toBe(true);
      const channels = await callGateway(gateway.app, depositChannels, {}, { token: jade.token, merchantCode: 'DEMO_JADE' });
      expect(channels.body.value).toMatchObject({ depositOffered: false, channels: [], firstDepositPromotion: null });
      const refused = await callGateway(gateway.app, createDeposit, { channelCode: 'QR_DUITNOW', amount: 50, requestId: 'credit-1' }, { token: jade.token, merchantCode: 'DEMO_JADE' });
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe(ERROR_CODE.operationNotAllowed);
    } finally {
      await gateway.db.query("update merchant_site set credit_mode = false where merchant_code = 'DEMO_JADE'");
    }
  });
});

describe('opening a deposit', () => {
  it('answers a bank transfer with the account to pay, a reference to quote and its expiry', async () => {
    const member = await newPlayer();
    const answer = await deposit(member.token, 'BANK_MAYBANK', 250.5);
    expect(answer.statusCode).toBe(200);
    const order = answer.body.value;
    expect(order).toMatchObject({ channelCode: 'BANK_MAYBANK', channelType: 'BANK_TRANSFER', amount: 250.5, status: 'PENDING', bonusAmount: null, settleTime: null });
    expect(order.orderNo).toMatch(/^DP\d{8}$/);
    expect(order.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(order.instructions).toEqual({
      bankName: 'Maybank',
      accountName: 'Royal Lotto Sdn Bhd',
      accountNumber: '514011223344',
      network: null,
      address: null,
      qrPayload: null,
      cashierUrl: null,
    });
    expect(order.expireTime - order.createTime).toBe(120 * 60_000);
  });

  it('answers an e-wallet order with its QR payload and the cashier page, and a USDT order with the address', async () => {
    const member = await newPlayer();
    const qr = (await deposit(member.token, 'QR_TNG', 50)).body.value;
    expect(qr.instructions.qrPayload).toBe(`DEMOPAY:TNG-ROYAL-0001:${qr.orderNo}:50.00:${qr.reference}`);
    expect(qr.instructions.cashierUrl).toMatch(/^\/lgw\/demo\/cashier\?token=[A-Za-z0-9_-]{43}$/);
    const usdt = (await deposit(member.token, 'USDT_TRC20', 100)).body.value;
    expect(usdt.instructions).toMatchObject({ network: 'TRC20', address: 'TDEMOroyaLotto0000000000000000000001', qrPayload: 'TDEMOroyaLotto0000000000000000000001' });
    expect(usdt.expireTime - usdt.createTime).toBe(30 * 60_000);
  });

  it('opens one order per requestId, and refuses the requestId for another deposit', async () => {
    const member = await newPlayer();
    const first = await callGateway(gateway.app, createDeposit, { channelCode: 'QR_TNG', amount: 20, requestId: 'same-id' }, { token: member.token });
    const again = await callGateway(gateway.app, createDeposit, { channelCode: 'QR_TNG', amount: 20, requestId: 'same-id' }, { token: member.token });
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const rows = await gateway.db.query('select 1 from deposit_order where member_id = $1', [member.memberId]);
    expect(rows.rows).toHaveLength(1);
    const other = await callGateway(gateway.app, createDeposit, { channelCode: 'QR_TNG', amount: 30, requestId: 'same-id' }, { token: member.token });
    expect(other.statusCode).toBe(409);
  });

  it('refuses amounts outside the channel limits, with more than two decimals, zero or negative', async () => {
    const member = await newPlayer();
    const low = await deposit(member.token, 'QR_TNG', 9.99);
    expect(low.statusCode).toBe(400);
    expect(low.body.message).toBe("A deposit by Touch 'n Go eWallet must be between 10.00 and 5000.00");
    expect((await deposit(member.token, 'QR_TNG', 5_000.01)).statusCode).toBe(400);
    for (const amount of [10.001, 0, -50]) expect((await deposit(member.token, 'QR_TNG', amount)).statusCode).toBe(400);
    expect((await deposit(member.token, 'NO_SUCH', 50)).statusCode).toBe(400);
    const rows = await gateway.db.query('select 1 from deposit_order where member_id = $1', [member.memberId]);
    expect(rows.rows).toHaveLength(0);
  });

  it('allows three orders waiting for payment at once, and another once one has expired', async () => {
    const member = await newPlayer();
    for (let index = 0; index < 3; index++) expect((await deposit(member.token, 'QR_TNG', 10 + index)).statusCode).toBe(200);
    const fourth = await deposit(member.token, 'QR_TNG', 20);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body.code).toBe(ERROR_CODE.operationNotAllowed);
    gateway.clock.advance(31 * 60_000);
    expect((await deposit(member.token, 'QR_TNG', 20)).statusCode).toBe(200);
  });
});

describe('the demo cashier', () => {
  it('serves a page without the secret under the page policy, and its Pay credits the main wallet once', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 75.25)).body.value;
    const page = await gateway.app.inject({ method: 'GET', url: `${order.instructions.cashierUrl}&language=EN`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('75.25');
    expect(page.body).not.toContain(await providerSecret(gateway.db));
    expect(page.body).not.toMatch(/<script>/);

    const paid = await pressCashier(order, 'SUCCESS');
    expect(paid.body.value).toMatchObject({ outcome: 'SUCCESS', result: 'APPLIED' });
    expect(await sumBalanceOf(member.token)).toBe(75.25);
    const after = (await callGateway(gateway.app, depositOrder, { orderNo: order.orderNo }, { token: member.token })).body.value;
    expect(after).toMatchObject({ status: 'PAID' });
    expect(after.instructions.cashierUrl).toBeNull();
    // The link closes with the order.
    expect((await pressCashier(order, 'SUCCESS')).statusCode).toBe(410);
    expect(await sumBalanceOf(member.token)).toBe(75.25);
    expect((await gateway.app.inject({ method: 'GET', url: order.instructions.cashierUrl!, headers: { accept: 'text/html' } })).statusCode).toBe(410);
  });

  it('fails an order on Fail, and leaves it payable on Leave pending', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'USDT_TRC20', 60)).body.value;
    expect((await pressCashier(order, 'PENDING')).body.value).toMatchObject({ outcome: 'PENDING', result: 'NOTED' });
    expect((await callGateway(gateway.app, depositOrder, { orderNo: order.orderNo }, { token: member.token })).body.value.status).toBe('PENDING');
    expect((await pressCashier(order, 'FAILED')).body.value).toMatchObject({ outcome: 'FAILED', result: 'APPLIED' });
    const failed = (await callGateway(gateway.app, depositOrder, { orderNo: order.orderNo }, { token: member.token })).body.value;
    expect(failed).toMatchObject({ status: 'FAILED', remark: 'The payer cancelled the payment at the demo cashier' });
    expect(await sumBalanceOf(member.token)).toBe(0);
  });

  it('cannot pay an expired order: the success is refused and recorded', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 40)).body.value;
    gateway.clock.advance(30 * 60_000);
    const late = await pressCashier(order, 'SUCCESS');
    expect(late.statusCode).toBe(409);
    expect(await sumBalanceOf(member.token)).toBe(0);
    expect((await callGateway(gateway.app, depositOrder, { orderNo: order.orderNo }, { token: member.token })).body.value.status).toBe('EXPIRED');
    const recorded = await gateway.db.query<{ result: string }>('select result from payment_callback where order_no = $1', [order.orderNo]);
    expect(recorded.rows).toEqual([{ result: 'ORDER_EXPIRED' }]);
  });
});

describe('the provider callback', () => {
  it('credits once per provider transaction: a duplicate answers the same without crediting again', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 30)).body.value;
    const body = { merchantCode: 'DEMO_ROYAL', orderNo: order.orderNo, providerTxnId: 'TXN-DUP-1', status: 'SUCCESS' as const, amount: '30.00' };
    const first = await postCallback(gateway.app, gateway.db, body, gateway.clock.now());
    const second = await postCallback(gateway.app, gateway.db, body, gateway.clock.now());
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toMatchObject({ success: true, value: { result: 'APPLIED' } });
    // Another transaction of the provider for the same order finds it settled.
    const other = await postCallback(gateway.app, gateway.db, { ...body, providerTxnId: 'TXN-DUP-2' }, gateway.clock.now());
    expect(other.json()).toMatchObject({ value: { result: 'ALREADY_SETTLED' } });
    expect(await sumBalanceOf(member.token)).toBe(30);
  });

  it('refuses forged, stale and replayed callbacks without recording or crediting anything', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 30)).body.value;
    const body = { merchantCode: 'DEMO_ROYAL', orderNo: order.orderNo, providerTxnId: 'TXN-FORGED', status: 'SUCCESS' as const, amount: '30.00' };
    const now = gateway.clock.now();
    const answers = [
      await postCallback(gateway.app, gateway.db, body, now, { secret: 'a-guess-at-the-secret-of-the-provider-000' }),
      await postCallback(gateway.app, gateway.db, body, now, { override: { signature: '0'.repeat(64) } }),
      await postCallback(gateway.app, gateway.db, body, now, { override: { signature: 'not-hex' } }),
      await postCallback(gateway.app, gateway.db, body, new Date(now.getTime() - 6 * 60_000), { signedAt: new Date(now.getTime() - 6 * 60_000) }),
      await postCallback(gateway.app, gateway.db, body, now, { signedAt: new Date(now.getTime() + 6 * 60_000) }),
      await postCallback(gateway.app, gateway.db, { ...body, merchantCode: 'DEMO_JADE' }, now, { secret: await providerSecret(gateway.db, 'DEMO_ROYAL') }),
      await gateway.app.inject({ method: 'POST', url: '/wps/payments/callback/demo', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json()).toMatchObject({ success: false });
    }
    // The same signed request twice: the second is a replay.
    const signed = { 'content-type': 'application/json', 'x-demo-pay-timestamp': String(now.getTime()), 'x-demo-pay-nonce': 'n'.repeat(24) };
    const raw = JSON.stringify({ ...body, status: 'PENDING' });
    const headers = { ...signed, 'x-demo-pay-signature': signCallback(await providerSecret(gateway.db), String(now.getTime()), 'n'.repeat(24), raw) };
    expect((await gateway.app.inject({ method: 'POST', url: '/wps/payments/callback/demo', headers, payload: raw })).statusCode).toBe(200);
    expect((await gateway.app.inject({ method: 'POST', url: '/wps/payments/callback/demo', headers, payload: raw })).statusCode).toBe(401);

    expect(await sumBalanceOf(member.token)).toBe(0);
    const recorded = await gateway.db.query<{ outcome: string }>('select outcome from payment_callback where order_no = $1', [order.orderNo]);
    expect(recorded.rows).toEqual([{ outcome: 'PENDING' }]);
  });

  it('refuses and records a success for another amount, and a callback for an order it does not know', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 30)).body.value;
    const now = gateway.clock.now();
    const wrong = await postCallback(gateway.app, gateway.db, { merchantCode: 'DEMO_ROYAL', orderNo: order.orderNo, providerTxnId: 'TXN-WRONG', status: 'SUCCESS', amount: '3000.00' }, now);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ value: { result: 'AMOUNT_MISMATCH' } });
    const unknown = await postCallback(gateway.app, gateway.db, { merchantCode: 'DEMO_ROYAL', orderNo: 'DP99999999', providerTxnId: 'TXN-UNKNOWN', status: 'SUCCESS', amount: '30.00' }, now);
    expect(unknown.statusCode).toBe(409);
    // A bank transfer is reviewed, never paid through the provider.
    const bank = (await deposit(member.token, 'BANK_MAYBANK', 100)).body.value;
    const viaProvider = await postCallback(gateway.app, gateway.db, { merchantCode: 'DEMO_ROYAL', orderNo: bank.orderNo, providerTxnId: 'TXN-BANK', status: 'SUCCESS', amount: '100.00' }, now);
    expect(viaProvider.json()).toMatchObject({ value: { result: 'ORDER_UNKNOWN' } });
    const recorded = await gateway.db.query<{ provider_txn_id: string; result: string }>(
      "select provider_txn_id, result from payment_callback where provider_txn_id in ('TXN-WRONG', 'TXN-UNKNOWN', 'TXN-BANK') order by provider_txn_id",
    );
    expect(recorded.rows).toEqual([
      { provider_txn_id: 'TXN-BANK', result: 'ORDER_UNKNOWN' },
      { provider_txn_id: 'TXN-UNKNOWN', result: 'ORDER_UNKNOWN' },
      { provider_txn_id: 'TXN-WRONG', result: 'AMOUNT_MISMATCH' },
    ]);
    expect(await sumBalanceOf(member.token)).toBe(0);
  });

  it('refuses a signed body it cannot read with 400 naming the field', async () => {
    const body = { merchantCode: 'DEMO_ROYAL', orderNo: 'DP1', providerTxnId: 'TXN-BAD', status: 'SUCCESS' as const, amount: '30.5' };
    const answer = await postCallback(gateway.app, gateway.db, body, gateway.clock.now());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('"amount"');
    const inherited = { ...body, amount: '30.50', constructor: 'x' } as unknown as DemoCallbackBody;
    const unknownField = await postCallback(gateway.app, gateway.db, inherited, gateway.clock.now());
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe('The callback\'s field "constructor" is unknown');
  });
});

describe('the review of a bank transfer (dev mode)', () => {
  it('approves once, rejects with a reason, and only from this machine', async () => {
    const member = await newPlayer();
    const first = (await deposit(member.token, 'BANK_MAYBANK', 300)).body.value;
    const second = (await deposit(member.token, 'BANK_MAYBANK', 400)).body.value;
    expect((await review(first.orderNo, 'approve', undefined, '203.0.113.9')).statusCode).toBe(404);
    const approved = await review(first.orderNo, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ orderNo: first.orderNo, status: 'PAID', amount: 300, account: expect.stringMatching(/^depositor\d+x$/) });
    expect((await review(first.orderNo, 'approve')).statusCode).toBe(409);
    expect((await review(first.orderNo, 'reject')).statusCode).toBe(409);
    const waiting = await gateway.app.inject({ method: 'GET', url: '/wps/dev/deposits' });
    expect(waiting.json().value.map((order: { orderNo: string }) => order.orderNo)).toContain(second.orderNo);
    expect(waiting.json().value.map((order: { orderNo: string }) => order.orderNo)).not.toContain(first.orderNo);
    const rejected = await review(second.orderNo, 'reject', 'No transfer received');
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'No transfer received' });
    expect(await sumBalanceOf(member.token)).toBe(300);
    const records = (await callGateway(gateway.app, depositRecords, {}, { token: member.token })).body.value;
    expect(records.list.map((order) => [order.orderNo, order.status, order.remark])).toEqual([
      [second.orderNo, 'REJECTED', 'No transfer received'],
      [first.orderNo, 'PAID', null],
    ]);
    expect((await review('DP99999999', 'approve')).statusCode).toBe(404);
    const qr = (await deposit(member.token, 'QR_TNG', 10)).body.value;
    expect((await review(qr.orderNo, 'approve')).statusCode).toBe(409);
  });
});

describe('the deposit record', () => {
  it('lists the member orders newest first, by status and by dates, and never another member order', async () => {
    const member = await newPlayer();
    const older = (await deposit(member.token, 'QR_TNG', 11)).body.value;
    gateway.clock.advance(60 * 60_000);
    const newer = (await deposit(member.token, 'QR_TNG', 12)).body.value;
    const all = (await callGateway(gateway.app, depositRecords, { pageNo: 1, pageSize: 1 }, { token: member.token })).body.value;
    expect(all.totalPages).toBe(2);
    expect(all.list.map((order) => order.orderNo)).toEqual([newer.orderNo]);
    const expired = (await callGateway(gateway.app, depositRecords, { status: 'EXPIRED' }, { token: member.token })).body.value;
    expect(expired.list.map((order) => order.orderNo)).toEqual([older.orderNo]);
    const pending = (await callGateway(gateway.app, depositRecords, { status: 'PENDING' }, { token: member.token })).body.value;
    expect(pending.list.map((order) => order.orderNo)).toEqual([newer.orderNo]);
    const tomorrow = new Date(gateway.clock.now().getTime() + 8 * 60 * 60_000 + 24 * 60 * 60_000).toISOString().slice(0, 10);
    const none = (await callGateway(gateway.app, depositRecords, { startDate: tomorrow }, { token: member.token })).body.value;
    expect(none.list).toEqual([]);
    expect((await callGateway(gateway.app, depositRecords, { startDate: '2026-02-30' }, { token: member.token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, depositRecords, { status: 'LOST' }, { token: member.token })).statusCode).toBe(400);
    const stranger = await newPlayer();
    const theirs = await callGateway(gateway.app, depositOrder, { orderNo: older.orderNo }, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the first-deposit promotion', () => {
  it('adds its bonus as promotional credit to the first deposit that opted in, and is then no longer offered', async () => {
    const member = await newPlayer();
    const tooSmall = await deposit(member.token, 'QR_TNG', 20, { joinFirstDepositPromotion: true });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.body.message).toContain('at least 50.00');
    const order = (await deposit(member.token, 'QR_TNG', 80, { joinFirstDepositPromotion: true })).body.value;
    expect((await pressCashier(order, 'SUCCESS')).statusCode).toBe(200);
    const paid = (await callGateway(gateway.app, depositOrder, { orderNo: order.orderNo }, { token: member.token })).body.value;
    expect(paid.bonusAmount).toBe(80);
    const funds = (await callGateway(gateway.app, consolidatedFunds, {}, { token: member.token })).body.value;
    expect(funds).toMatchObject({ sumBalance: 160, promotionalBalance: 80, availableBalance: 80 });
    const channels = (await callGateway(gateway.app, depositChannels, {}, { token: member.token })).body.value;
    expect(channels.firstDepositPromotion).toBeNull();
    const again = await deposit(member.token, 'QR_TNG', 80, { joinFirstDepositPromotion: true });
    expect(again.statusCode).toBe(400);
  });

  it('gives nothing to a deposit that did not opt in', async () => {
    const member = await newPlayer();
    const order = (await deposit(member.token, 'QR_TNG', 80)).body.value;
    await pressCashier(order, 'SUCCESS');
    expect((await callGateway(gateway.app, consolidatedFunds, {}, { token: member.token })).body.value).toMatchObject({ sumBalance: 80, promotionalBalance: 0 });
  });

  it('releases, as any deposit, a welcome credit whose turnover is met', async () => {
    const member = await newPlayer();
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, member.memberId, 'DEMO_ROYAL', gateway.clock.now()));
    // Its bets done (as promotional-credit.test.ts plays them), it waits for a first deposit.
    await gateway.db.query('update promo_credit set turnover_done = turnover_required where member_id = $1', [member.memberId]);
    const order = (await deposit(member.token, 'QR_TNG', 10)).body.value;
    await pressCashier(order, 'SUCCESS');
    const grants = await gateway.db.query<{ kind: string; status: string }>('select kind, status from promo_credit where member_id = $1', [member.memberId]);
    expect(grants.rows).toEqual([{ kind: 'WELCOME', status: 'RELEASED' }]);
    expect((await callGateway(gateway.app, consolidatedFunds, {}, { token: member.token })).body.value).toMatchObject({ sumBalance: 1_010, availableBalance: 1_010 });
  });

  it('leaves the ledger balanced', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});
