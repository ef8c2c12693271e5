import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balance,
  confirmWithdrawal,
  consolidatedFunds,
  depositRecords,
  ERROR_CODE,
  memberTransfer,
  merchantWallet,
  requestWithdrawal,
  walletTransfer,
  withdrawals,
} from '@platform/api/contract';
import type { Envelope } from '@platform/api/contract';
import type { DemoCallbackBody } from '../payments/demo-provider/demo-provider';
import { depositCreditsByOrder, insertPendingOrders, postCallback } from '../payments/deposit-test-support';
import { DEV_DEPOSIT_REVIEW_PATH } from '../payments/dev-review-route';
import { seededRandom } from '../shared/seeded-random';
import { raceDatabases } from '../test/race-gateways';
import type { RaceGateway } from '../test/race-gateways';
import { callGateway, createTestMember } from '../test/test-gateway';
import type { CallAnswer } from '../test/test-gateway';
import { appliedRequests, auditLedger, brokenRunningBalances, fundMember } from '../wallet/ledger-test-support';
import { DEV_WITHDRAWALS_PATH } from '../withdrawals/dev-payout-route';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD, unaccountedWithdrawals, withdrawalAccounts } from '../withdrawals/test-support';

// Issue 19, item 7: money is exact. For ONE player, all at once: the provider's callbacks for
// their deposit orders (each sent two or three times, forged, for the wrong amount, for a bank
// transfer), the review of their bank transfers (approved twice, approved and rejected at once),
// withdrawal requests (each requestId twice; some out of limits, some meeting the one-pending
// rule or the day's count), the payout desk paying in full, in part or rejecting (the pending
// withdrawal's planned decisions, and two desks deciding each withdrawal the rush creates),
// the player's confirmations of paid withdrawals (each twice), transfers between the main and
// a vendor's wallet, and transfers to the upline (each twice; some more than the player holds).
// Then the money is reconciled three ways: what the answers said happened, what the ledger
// recorded, and what the API reports (balances, deposit records, withdrawal records). Timing
// only makes the requests race; every assertion holds whatever order they ran in. On PGlite
// (one connection: transactions take turns) and, when the test command started one, PostgreSQL.

const QR_ORDERS = 30;
const BANK_ORDERS = 8;
/** Withdrawals a member may request per day here: setup uses 4, the rush may use the rest. */
const DAILY_WITHDRAWALS = 8;
const STARTING_BALANCE = 5_000;
const PLAYER = 'moneyPlayer';
const UPLINE = 'moneyUpline';
/** A PNG by its first bytes, as a proof image. */
const PROOF_IMAGE = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]).toString('base64');

type Kind =
  | 'callback'
  | 'forgedCallback'
  | 'wrongAmount'
  | 'lateWrongAmount'
  | 'bankCallback'
  | 'review'
  | 'payout'
  | 'confirmation'
  | 'withdrawal'
  | 'outOfLimits'
  | 'walletTransfer'
  | 'uplineTransfer'
  | 'overdraft';

/** The statuses and error codes each kind of request may be answered with. */
const ALLOWED: Record<Kind, { statuses: number[]; codes: string[] }> = {
  callback: { statuses: [200], codes: [] },
  forgedCallback: { statuses: [401], codes: [ERROR_CODE.badRequest] },
  wrongAmount: { statuses: [409], codes: [ERROR_CODE.badRequest] },
  // Aimed at an order being paid: refused, or it finds the order paid already.
  lateWrongAmount: { statuses: [200, 409], codes: [ERROR_CODE.badRequest] },
  bankCallback: { statuses: [409], codes: [ERROR_CODE.badRequest] },
  review: { statuses: [200, 409], codes: [ERROR_CODE.operationNotAllowed] },
  payout: { statuses: [200, 409], codes: [ERROR_CODE.badRequest] },
  confirmation: { statuses: [200, 409], codes: [ERROR_CODE.badRequest] },
  // One pending at a time, the day's count, or not enough money.
  withdrawal: { statuses: [200, 400], codes: [ERROR_CODE.badRequest, ERROR_CODE.insufficientBalance] },
  outOfLimits: { statuses: [400], codes: [ERROR_CODE.badRequest] },
  walletTransfer: { statuses: [200, 400], codes: [ERROR_CODE.insufficientBalance] },
  uplineTransfer: { statuses: [200, 400], codes: [ERROR_CODE.insufficientBalance] },
  overdraft: { statuses: [400], codes: [ERROR_CODE.insufficientBalance] },
};

interface Answer {
  statusCode: number;
  body: Envelope<unknown>;
}

interface Outcome {
  kind: Kind;
  /** The order, the withdrawal or the requestId the request is about. */
  key: string;
  /** A callback's provider transaction id. */
  txn?: string;
  answer: Answer;
}

interface PlannedRequest extends Omit<Outcome, 'answer'> {
  delayMs: number;
  send: () => Promise<Answer>;
}

interface Player {
  memberId: number;
  token: string;
  cardId: number;
}

/** What setup leaves for the rush. */
interface Fixtures {
  qrOrders: string[];
  qrCents: number[];
  bankOrders: string[];
  bankCents: number[];
  /** Paid before the rush, waiting for the player's confirmation: in full, in part (150 of 200), in full. */
  paidInFull: string;
  paidInPart: string;
  paidNotReceived: string;
  /** Requested before the rush and still frozen: the only one pending. */
  pending: string;
}

const fromInject = (response: LightMyRequestResponse): Answer => ({ statusCode: response.statusCode, body: response.json<Envelope<unknown>>() });
const fromCall = (answer: CallAnswer<unknown>): Answer => ({ statusCode: answer.statusCode, body: answer.body });
const valueOf = <T>(outcome: { answer: Answer }): T => outcome.answer.body.value as T;
const toCents = (amount: number): number => Math.round(amount * 100);

function payout(gateway: RaceGateway, payload: Record<string, unknown>): Promise<Answer> {
  return gateway.app.inject({ method: 'POST', url: DEV_WITHDRAWALS_PATH, payload }).then(fromInject);
}

function withdraw(gateway: RaceGateway, player: Player, amount: number, requestId: string): Promise<Answer> {
  const input = { cardId: player.cardId, amount, paymentPassword: TEST_PAYMENT_PASSWORD, requestId };
  return callGateway(gateway.app, requestWithdrawal, input, { token: player.token }).then(fromCall);
}

/** A withdrawal requested and, when a decision is given, decided before the rush. */
async function setUpWithdrawal(gateway: RaceGateway, player: Player, amount: number, requestId: string, decision?: Record<string, unknown>): Promise<string> {
  const asked = await withdraw(gateway, player, amount, requestId);
  expect(asked.statusCode, JSON.stringify(asked.body)).toBe(200);
  const { withdrawalNo } = asked.body.value as { withdrawalNo: string };
  if (decision) expect((await payout(gateway, { withdrawalNo, ...decision })).statusCode).toBe(200);
  return withdrawalNo;
}

/** The payout desk of the rush, and what it was answered. */
interface PayoutDesk {
  outcomes: Outcome[];
  /** Decides a withdrawal the rush created, the first time it is told of it. */
  decide: (withdrawalNo: string, amount: number) => Promise<void>;
}

/**
 * Each withdrawal the rush creates is decided as soon as its request is answered, by two desks
 * at once with different decisions (one wins, the other is refused): in full, in part or
 * rejected, in turn, so that the next request of the rush finds it decided or not.
 */
function payoutDesk(gateway: RaceGateway): PayoutDesk {
  const seen = new Set<string>();
  const outcomes: Outcome[] = [];
  return {
    outcomes,
    decide: async (withdrawalNo, amount) => {
      if (seen.has(withdrawalNo)) return;
      seen.add(withdrawalNo);
      const turn = seen.size;
      const decisions = [{ action: 'pay' }, { action: 'pay', amount: Math.floor(amount * 50) / 100 }, { action: 'reject', reason: 'Desk review' }];
      await Promise.all(
        [turn, turn + 1].map(async (choice) => {
          const answer = await payout(gateway, { withdrawalNo, ...decisions[choice % decisions.length] });
          outcomes.push({ kind: 'payout', key: withdrawalNo, answer });
        }),
      );
    },
  };
}

/** Plans a request twice (the same requestId, parameters and all), each copy at its own moment. */
function twice(requests: PlannedRequest[], request: Omit<PlannedRequest, 'delayMs'>, delay: () => number): void {
  for (let copy = 0; copy < 2; copy++) requests.push({ ...request, delayMs: delay() });
}

/** 249 requests; see the comment at the top. */
function planRush(gateway: RaceGateway, player: Player, fixtures: Fixtures, desk: PayoutDesk): PlannedRequest[] {
  const { app, db, clock } = gateway;
  const random = seededRandom('concurrent-money');
  const delay = () => random.int(400);
  const requests: PlannedRequest[] = [];
  const callback = (orderNo: string, providerTxnId: string, status: DemoCallbackBody['status'], cents: number): DemoCallbackBody => ({
    merchantCode: 'DEMO_ROYAL',
    orderNo,
    providerTxnId,
    status,
    amount: (cents / 100).toFixed(2),
  });
  const send = (body: DemoCallbackBody, secret?: string) => () => postCallback(app, db, body, clock.now(), secret ? { secret } : {}).then(fromInject);

  // Deposits by the demo provider: 0-19 paid by one transaction sent 3 times, 20-23 by two
  // transactions sent twice each, 24-26 failed (sent twice), 27-29 only ever reported for a wrong amount.
  fixtures.qrOrders.forEach((orderNo, index) => {
    const cents = fixtures.qrCents[index]!;
    const add = (txn: string, status: DemoCallbackBody['status'], copies: number, kind: Kind = 'callback', amountCents = cents) => {
      for (let copy = 0; copy < copies; copy++) requests.push({ kind, key: orderNo, txn, delayMs: delay(), send: send(callback(orderNo, txn, status, amountCents)) });
    };
    if (index < 20) add(`PAY-${index}`, 'SUCCESS', 3);
    else if (index < 24) for (const txn of ['A', 'B']) add(`PAY-${index}-${txn}`, 'SUCCESS', 2);
    else if (index < 27) add(`FAIL-${index}`, 'FAILED', 2);
    else add(`SHORT-${index}`, 'SUCCESS', 2, 'wrongAmount', cents - 1);
  });
  for (let count = 0; count < 12; count++) {
    const index = random.int(24);
    const orderNo = fixtures.qrOrders[index]!;
    const forged = callback(orderNo, `FORGED-${count}`, 'SUCCESS', fixtures.qrCents[index]!);
    requests.push({ kind: 'forgedCallback', key: orderNo, txn: forged.providerTxnId, delayMs: delay(), send: send(forged, `forger-secret-${count}-0123456789abcdef0123456789`) });
  }
  for (let count = 0; count < 4; count++) {
    const index = random.int(24);
    const orderNo = fixtures.qrOrders[index]!;
    const wrong = callback(orderNo, `LATE-${count}`, 'SUCCESS', fixtures.qrCents[index]! + 100);
    requests.push({ kind: 'lateWrongAmount', key: orderNo, txn: wrong.providerTxnId, delayMs: delay(), send: send(wrong) });
  }
  for (let count = 0; count < 3; count++) {
    const orderNo = fixtures.bankOrders[count]!;
    const claim = callback(orderNo, `BANKCLAIM-${count}`, 'SUCCESS', fixtures.bankCents[count]!);
    requests.push({ kind: 'bankCallback', key: orderNo, txn: claim.providerTxnId, delayMs: delay(), send: send(claim) });
  }

  // Bank transfers: 0-5 approved twice; 6-7 approved twice and rejected twice, at once.
  const review = (orderNo: string, action: 'approve' | 'reject') => () =>
    app.inject({ method: 'POST', url: DEV_DEPOSIT_REVIEW_PATH, payload: action === 'approve' ? { orderNo, action } : { orderNo, action, reason: 'No such transfer' } }).then(fromInject);
  fixtures.bankOrders.forEach((orderNo, index) => {
    twice(requests, { kind: 'review', key: orderNo, send: review(orderNo, 'approve') }, delay);
    if (index >= 6) twice(requests, { kind: 'review', key: orderNo, send: review(orderNo, 'reject') }, delay);
  });

  // The pending withdrawal: paid in full, paid in part and rejected, each twice (one decision wins), and confirmed twice.
  for (const decision of [{ action: 'pay' }, { action: 'pay', amount: 123.45 }, { action: 'reject', reason: 'Rush review' }]) {
    twice(requests, { kind: 'payout', key: fixtures.pending, send: () => payout(gateway, { withdrawalNo: fixtures.pending, ...decision }) }, delay);
  }
  const confirm = (withdrawalNo: string, input: Record<string, unknown>) => () =>
    callGateway(app, confirmWithdrawal, { withdrawalNo, ...input }, { token: player.token }).then(fromCall);
  const confirmations: [string, Record<string, unknown>][] = [
    [fixtures.paidInFull, { outcome: 'FULLY_RECEIVED' }],
    [fixtures.paidInPart, { outcome: 'RECEIVED', amountReceived: 100, remark: 'Only 100 arrived' }],
    [fixtures.paidNotReceived, { outcome: 'NOT_RECEIVED', proofImages: [PROOF_IMAGE], remark: 'Nothing arrived' }],
    [fixtures.pending, { outcome: 'FULLY_RECEIVED' }],
  ];
  for (const [withdrawalNo, input] of confirmations) twice(requests, { kind: 'confirmation', key: withdrawalNo, send: confirm(withdrawalNo, input) }, delay);

  // Withdrawal requests: 8 within the limits, 2 below the minimum and 2 above the maximum.
  for (let index = 0; index < 12; index++) {
    const requestId = `money-wd-${index}`;
    const amount = index < 8 ? (5_000 + random.int(20_000)) / 100 : index < 10 ? 20 : 60_000;
    const send = async () => {
      const answer = await withdraw(gateway, player, amount, requestId);
      if (answer.statusCode === 200) await desk.decide((answer.body.value as { withdrawalNo: string }).withdrawalNo, amount);
      return answer;
    };
    // Spread wider than the rest, so that some come after the desk decided the one before.
    twice(requests, { kind: index < 8 ? 'withdrawal' : 'outOfLimits', key: requestId, send }, () => random.int(2_500));
  }

  // Between the main wallet and the PT vendor's, both ways.
  for (let index = 0; index < 24; index++) {
    const requestId = `money-wt-${index}`;
    const [from, to] = random.chance(0.6) ? ['MAIN', 'PT'] : ['PT', 'MAIN'];
    const amount = (100 + random.int(30_000)) / 100;
    const send = () => callGateway(app, walletTransfer, { from, to, amount, requestId }, { token: player.token }).then(fromCall);
    twice(requests, { kind: 'walletTransfer', key: requestId, send }, delay);
  }

  // To the upline: 16 the player can afford, 2 more than anyone here holds.
  for (let index = 0; index < 18; index++) {
    const requestId = `money-tu-${index}`;
    const amount = index < 16 ? (100 + random.int(5_000)) / 100 : 50_000;
    const send = () => callGateway(app, memberTransfer, { direction: 'UPLINE', amount, paymentPassword: TEST_PAYMENT_PASSWORD, requestId }, { token: player.token }).then(fromCall);
    twice(requests, { kind: index < 16 ? 'uplineTransfer' : 'overdraft', key: requestId, send }, delay);
  }
  return random.shuffle(requests);
}

/** A member's money by wallet code, summed from the ledger, in cents. */
async function ledgerWallets(gateway: RaceGateway, memberId: number): Promise<Map<string, number>> {
  const result = await gateway.db.query<{ wallet_code: string; total: number }>(
    'select wallet_code, sum(amount)::float8 as total from ledger_entry where member_id = $1 group by wallet_code',
    [memberId],
  );
  return new Map(result.rows.map((row) => [row.wallet_code, toCents(row.total)]));
}

const sumOf = (values: Iterable<number>): number => [...values].reduce((sum, value) => sum + value, 0);

/** Outcomes grouped by key. */
function byKey(outcomes: readonly Outcome[]): Map<string, Outcome[]> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) groups.set(outcome.key, [...(groups.get(outcome.key) ?? []), outcome]);
  return groups;
}

describe.each(raceDatabases({ devMode: true }))('one player’s deposits, withdrawals and transfers racing on $database', ({ open, enabled }) => {
  let gateway: RaceGateway | undefined;
  let player: Player;
  let uplineId: number;
  let fixtures: Fixtures;

  beforeAll(async () => {
    if (!enabled) return;
    gateway = await open();
    const { db, clock } = gateway;
    uplineId = (await createTestMember(db, { account: UPLINE, type: 1 })).memberId;
    await fundMember(db, uplineId, 100);
    const member = await createTestMember(db, { account: PLAYER, upline: UPLINE });
    await fundMember(db, member.memberId, STARTING_BALANCE);
    await ensureTestPaymentPassword(db, member.memberId);
    player = { ...member, cardId: await addTestBankCard(db, member.memberId, '6060606060') };
    await db.query("update withdrawal_setting set daily_count = $1 where merchant_code = 'DEMO_ROYAL'", [DAILY_WITHDRAWALS]);

    const random = seededRandom('concurrent-money-orders');
    const qrCents = Array.from({ length: QR_ORDERS }, () => 1_000 + random.int(49_000));
    const bankCents = Array.from({ length: BANK_ORDERS }, () => 3_000 + random.int(97_000));
    fixtures = {
      qrCents,
      bankCents,
      qrOrders: await insertPendingOrders(db, member.memberId, 'QR_TNG', qrCents, clock.now()),
      bankOrders: await insertPendingOrders(db, member.memberId, 'BANK_MAYBANK', bankCents, clock.now()),
      paidInFull: await setUpWithdrawal(gateway, player, 100, 'setup-wd-1', { action: 'pay' }),
      paidInPart: await setUpWithdrawal(gateway, player, 200, 'setup-wd-2', { action: 'pay', amount: 150 }),
      paidNotReceived: await setUpWithdrawal(gateway, player, 80, 'setup-wd-3', { action: 'pay' }),
      pending: await setUpWithdrawal(gateway, player, 300, 'setup-wd-4'),
    };
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it.runIf(enabled)('apply each request once, keep every balance at or above zero and account for every cent', { timeout: 120_000 }, async () => {
    const { app, db } = gateway!;
    const before = { total: (await auditLedger(db)).totalBalance, player: await ledgerWallets(gateway!, player.memberId), upline: await ledgerWallets(gateway!, uplineId) };

    const desk = payoutDesk(gateway!);
    const planned = planRush(gateway!, player, fixtures, desk);
    expect(planned).toHaveLength(249);
    const answered = await Promise.all(
      planned.map(async ({ send, delayMs, ...request }): Promise<Outcome> => {
        await sleep(delayMs);
        return { ...request, answer: await send() };
      }),
    );
    const outcomes = [...answered, ...desk.outcomes];
    const ofKind = (...kinds: Kind[]) => outcomes.filter((outcome) => kinds.includes(outcome.kind));
    const succeeded = (outcome: Outcome) => outcome.answer.statusCode === 200;

    // Every answer is one its request may get: no 5xx, no refusal for a wrong reason.
    for (const { kind, key, answer } of outcomes) {
      const allowed = ALLOWED[kind];
      expect(allowed.statuses, `${kind} ${key}: ${answer.statusCode} ${JSON.stringify(answer.body)}`).toContain(answer.statusCode);
      if (answer.statusCode !== 200) expect(allowed.codes, `${kind} ${key}: ${answer.body.message}`).toContain(answer.body.code);
    }
    for (const outcome of ofKind('lateWrongAmount').filter(succeeded)) expect(valueOf<{ result: string }>(outcome).result).toBe('ALREADY_SETTLED');

    // Deposits. Per order, one provider transaction applied (the copies of a transaction answer
    // alike); per bank transfer, one review won. What the answers credited, the ledger credited once.
    const creditedByAnswers = new Map<string, { entries: number; cents: number }>();
    const callbacks = byKey(ofKind('callback', 'wrongAmount'));
    fixtures.qrOrders.forEach((orderNo, index) => {
      const results = new Map<string, Set<string>>();
      for (const outcome of callbacks.get(orderNo) ?? []) {
        results.set(outcome.txn!, (results.get(outcome.txn!) ?? new Set()).add(String(valueOf<{ result?: string }>(outcome)?.result ?? outcome.answer.statusCode)));
      }
      for (const [txn, seen] of results) expect(seen.size, `${orderNo} ${txn}: ${[...seen].join(', ')}`).toBe(1);
      const applied = [...results].filter(([, seen]) => seen.has('APPLIED')).map(([txn]) => txn);
      expect(applied, orderNo).toHaveLength(index < 27 ? 1 : 0);
      if (index < 24) creditedByAnswers.set(orderNo, { entries: 1, cents: fixtures.qrCents[index]! });
    });
    const reviews = byKey(ofKind('review'));
    const bankStatuses = new Map<string, string>();
    fixtures.bankOrders.forEach((orderNo, index) => {
      const won = reviews.get(orderNo)!.filter(succeeded);
      expect(won, orderNo).toHaveLength(1);
      const { status } = valueOf<{ status: string }>(won[0]!);
      bankStatuses.set(orderNo, status);
      if (status === 'PAID') creditedByAnswers.set(orderNo, { entries: 1, cents: fixtures.bankCents[index]! });
      if (index < 6) expect(status, orderNo).toBe('PAID');
    });
    expect(await depositCreditsByOrder(db, player.memberId)).toEqual(creditedByAnswers);
    const forged = await db.query("select 1 from payment_callback where provider_txn_id like 'FORGED-%'");
    expect(forged.rows).toEqual([]);
    const depositsInCents = sumOf([...creditedByAnswers.values()].map((credit) => credit.cents));

    // The deposit record says the same, order by order.
    const records = await callGateway(app, depositRecords, { pageNo: 1, pageSize: 100 }, { token: player.token });
    expect(records.statusCode).toBe(200);
    const recorded = new Map(records.body.value.list.map((order) => [order.orderNo, order]));
    expect(recorded.size).toBe(QR_ORDERS + BANK_ORDERS);
    const expectedStatus = (orderNo: string, index: number) =>
      bankStatuses.get(orderNo) ?? (creditedByAnswers.has(orderNo) ? 'PAID' : index < 27 ? 'FAILED' : 'PENDING');
    [...fixtures.qrOrders, ...fixtures.bankOrders].forEach((orderNo, index) => {
      expect(recorded.get(orderNo), orderNo).toMatchObject({ status: expectedStatus(orderNo, index), bonusAmount: null });
    });
    const recordedPaidCents = sumOf(records.body.value.list.filter((order) => order.status === 'PAID').map((order) => toCents(order.amount)));
    expect(recordedPaidCents).toBe(depositsInCents);

    // Withdrawals. Each decided once (every other decision refused), each requestId one withdrawal.
    const created = await withdrawalAccounts(db, player.memberId);
    expect(unaccountedWithdrawals(created)).toEqual([]);
    const payouts = byKey(ofKind('payout'));
    const setUpNos = new Set([fixtures.paidInFull, fixtures.paidInPart, fixtures.paidNotReceived]);
    let payoutsOutCents = 0;
    for (const withdrawal of created.filter((account) => !setUpNos.has(account.withdrawalNo))) {
      const won = (payouts.get(withdrawal.withdrawalNo) ?? []).filter(succeeded);
      expect(won, withdrawal.withdrawalNo).toHaveLength(1);
      for (const decision of won) {
        const value = valueOf<{ paidAmount: number; returnedAmount: number }>(decision);
        expect({ paidCents: toCents(value.paidAmount), returnedCents: toCents(value.returnedAmount) }, withdrawal.withdrawalNo).toEqual({
          paidCents: withdrawal.paidCents,
          returnedCents: withdrawal.returnedCents,
        });
        payoutsOutCents += withdrawal.paidCents;
      }
    }
    const askedFor = byKey(ofKind('withdrawal', 'outOfLimits'));
    const granted = new Map<string, string>();
    for (const [requestId, copies] of askedFor) {
      const numbers = new Set(copies.filter(succeeded).map((copy) => valueOf<{ withdrawalNo: string }>(copy).withdrawalNo));
      expect(numbers.size, requestId).toBeLessThanOrEqual(1);
      if (numbers.size === 1) granted.set(requestId, [...numbers][0]!);
    }
    const rushWithdrawals = created.filter((account) => account.requestId.startsWith('money-wd-'));
    expect(new Map(rushWithdrawals.map((account) => [account.requestId, account.withdrawalNo]))).toEqual(granted);
    expect(created.filter((account) => account.status === 'REQUESTED')).toEqual([]);
    // One pending at a time: in the order they happened, each request came after the decision of the one before.
    const steps = await db.query<{ status: string }>(
      `select e.status from withdrawal_event e join withdrawal w on w.id = e.withdrawal_id
        where w.member_id = $1 and e.status in ('REQUESTED', 'PAID', 'PARTLY_PAID', 'REJECTED') order by e.id`,
      [player.memberId],
    );
    const pendingAlong = steps.rows.reduce<number[]>((counts, step) => [...counts, (counts.at(-1) ?? 0) + (step.status === 'REQUESTED' ? 1 : -1)], []);
    expect(Math.max(...pendingAlong)).toBe(1);
    expect(Math.min(...pendingAlong)).toBe(0);
    expect(created.filter((account) => account.status !== 'REJECTED').length).toBeLessThanOrEqual(DAILY_WITHDRAWALS);

    // The player's confirmations: each paid withdrawal confirmed once, as asked.
    const confirmed = byKey(ofKind('confirmation'));
    for (const withdrawalNo of setUpNos) expect(confirmed.get(withdrawalNo)!.filter(succeeded), withdrawalNo).toHaveLength(1);
    const pendingConfirmed = confirmed.get(fixtures.pending)!.filter(succeeded);
    expect(pendingConfirmed.length).toBeLessThanOrEqual(1);

    // The withdrawal record says what the ledger moved, withdrawal by withdrawal.
    const listed = await callGateway(app, withdrawals, { pageNo: 1, pageSize: 100 }, { token: player.token });
    expect(listed.statusCode).toBe(200);
    const shown = new Map(listed.body.value.list.map((withdrawal) => [withdrawal.withdrawalNo, withdrawal]));
    expect(shown.size).toBe(created.length);
    for (const account of created) {
      const record = shown.get(account.withdrawalNo)!;
      expect({ amount: toCents(record.amount), paid: toCents(record.paidAmount), returned: toCents(record.returnedAmount) }, account.withdrawalNo).toEqual({
        amount: account.amountCents,
        paid: account.paidCents,
        returned: account.returnedCents,
      });
      expect(record.status, account.withdrawalNo).toBe(account.status);
    }
    expect(shown.get(fixtures.paidInFull)).toMatchObject({ status: 'FULLY_RECEIVED' });
    expect(shown.get(fixtures.paidInPart)).toMatchObject({ status: 'RECEIVED', amountReceived: 100, remainder: 50 });
    expect(shown.get(fixtures.paidNotReceived)).toMatchObject({ status: 'NOT_RECEIVED' });
    expect(shown.get(fixtures.paidNotReceived)!.proofImages).toHaveLength(1);
    if (pendingConfirmed.length === 1) expect(shown.get(fixtures.pending)).toMatchObject({ status: 'FULLY_RECEIVED' });

    // Transfers and withdrawal requests: every copy of a requestId answered alike, and applied
    // once (two entries under one reference), exactly those answered 200.
    const moneyRequests = byKey(ofKind('withdrawal', 'outOfLimits', 'walletTransfer', 'uplineTransfer', 'overdraft'));
    for (const [requestId, copies] of moneyRequests) {
      const ids = new Set(copies.filter(succeeded).map((copy) => valueOf<{ transferId?: string; withdrawalNo?: string }>(copy)).map((value) => value.transferId ?? value.withdrawalNo));
      expect(ids.size, requestId).toBeLessThanOrEqual(1);
    }
    const applied = await appliedRequests(db, 'money-');
    for (const request of applied) expect(request, request.requestId).toMatchObject({ entries: 2, references: 1 });
    const answeredApplied = [...moneyRequests].filter(([, copies]) => copies.some(succeeded)).map(([requestId]) => requestId);
    expect(new Set(applied.map((request) => request.requestId))).toEqual(new Set(answeredApplied));
    const uplineInCents = sumOf(
      [...moneyRequests]
        .filter(([requestId, copies]) => requestId.startsWith('money-tu-') && copies.some(succeeded))
        .map(([, copies]) => toCents(valueOf<{ amount: number }>(copies.find(succeeded)!).amount)),
    );

    // The balances the API reports are the ledger's, wallet by wallet.
    const wallets = await ledgerWallets(gateway!, player.memberId);
    const frozenCents = wallets.get('FROZEN') ?? 0;
    const spendableCents = sumOf([...wallets].filter(([code]) => code !== 'FROZEN').map(([, cents]) => cents));
    expect(frozenCents).toBe(sumOf(created.map((account) => account.frozenCents)));
    const shownBalance = await callGateway(app, balance, {}, { token: player.token });
    expect(toCents(shownBalance.body.value.sumBalance)).toBe(spendableCents);
    const shownWallets = await callGateway(app, merchantWallet, {}, { token: player.token });
    const shownByCode = new Map(shownWallets.body.value.map((wallet) => [wallet.walletCode, toCents(wallet.balance)]));
    for (const [code, cents] of wallets) if (code !== 'FROZEN') expect(shownByCode.get(code), code).toBe(cents);
    for (const [code, cents] of shownByCode) expect(wallets.get(code) ?? 0, code).toBe(cents);
    expect([...shownByCode.keys()]).toEqual(expect.arrayContaining(['MAIN', 'PT']));
    const funds = await callGateway(app, consolidatedFunds, {}, { token: player.token });
    expect({
      sum: toCents(funds.body.value.sumBalance),
      available: toCents(funds.body.value.availableBalance),
      frozen: toCents(funds.body.value.frozenBalance),
      promotional: toCents(funds.body.value.promotionalBalance),
    }).toEqual({ sum: spendableCents + frozenCents, available: spendableCents, frozen: frozenCents, promotional: 0 });

    // Never negative: no wallet, and no running balance along the way.
    const audit = await auditLedger(db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
    expect(await brokenRunningBalances(db, [player.memberId, uplineId])).toEqual([]);

    // Conserved: the player gained the deposits less the payouts and the transfers to the upline;
    // the upline gained those transfers; the merchant holds the deposits less the payouts.
    const walletsTotal = (balances: Map<string, number>) => sumOf(balances.values());
    expect(walletsTotal(wallets) - walletsTotal(before.player)).toBe(depositsInCents - payoutsOutCents - uplineInCents);
    expect(walletsTotal(await ledgerWallets(gateway!, uplineId)) - walletsTotal(before.upline)).toBe(uplineInCents);
    expect(toCents(audit.totalBalance) - toCents(before.total)).toBe(depositsInCents - payoutsOutCents);
  });
});
