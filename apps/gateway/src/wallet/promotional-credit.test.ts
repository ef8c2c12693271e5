import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consolidatedFunds,
  ERROR_CODE,
  FEATURE,
  memberInfo,
  memberTransfer,
  promotionalCredits,
  register,
  registerSms,
  walletTransfer,
} from '@platform/api/contract';
import type { FeatureNode, MemberTransferRequest } from '@platform/api/contract';
import { latestSmsCode, solvedCaptcha } from '../accounts/test-support';
import { nextReferenceNo } from '../shared/money';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { MAIN_WALLET, postLedgerMovement, sumBalance } from './ledger';
import type { LedgerLeg } from './ledger';
import { auditLedger, auditPromotionalLocks, fundMember } from './ledger-test-support';
import { grantOpeningCredit, OPENING_CREDIT } from './opening-credit';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { grantPromotionalCredit, PROMOTIONAL_TURNOVER_MULTIPLE } from './promotional-credit';

let gateway: TestGateway;
let agent41: number;

type Member = { memberId: number; token: string };

beforeAll(async () => {
  gateway = await createTestGateway();
  agent41 = await memberIdOf('agent41');
});

afterAll(async () => {
  await gateway.close();
});

async function memberIdOf(account: string): Promise<number> {
  const found = await gateway.db.query<{ id: number }>("select id from member where merchant_code = 'DEMO_ROYAL' and account = $1", [account]);
  return found.rows[0]!.id;
}

/** A member under `upline` with the welcome credit of a new account. */
async function welcomedMember(account: string, upline = 'agent41', type = 0): Promise<Member> {
  const member = await createTestMember(gateway.db, { account, upline, type });
  await gateway.db.transaction((tx) => grantOpeningCredit(tx, member.memberId, 'DEMO_ROYAL', gateway.clock.now()));
  return member;
}

/** A round of a game: the bet debited, the win (if any) credited, as the demo slot posts it. */
async function playRound(memberId: number, bet: number, win = 0): Promise<void> {
  await gateway.db.transaction(async (tx) => {
    const legs: LedgerLeg[] = [{ memberId, walletCode: MAIN_WALLET, cents: -Math.round(bet * 100), type: 'BET', remark: 'Test round' }];
    if (win > 0) legs.push({ memberId, walletCode: MAIN_WALLET, cents: Math.round(win * 100), type: 'WIN', remark: 'Test round' });
    await postLedgerMovement(tx, legs, { referenceNo: await nextReferenceNo(tx, 'SP'), now: gateway.clock.now() });
  });
}

async function transfer(member: Member, request: Partial<MemberTransferRequest> & { requestId: string; amount: number }) {
  await ensureTestPaymentPassword(gateway.db, member.memberId);
  return callGateway(gateway.app, memberTransfer, { direction: 'UPLINE', paymentPassword: TEST_PAYMENT_PASSWORD, ...request }, { token: member.token });
}

async function fundsOf(member: Member) {
  return (await callGateway(gateway.app, consolidatedFunds, {}, { token: member.token })).body.value;
}

async function grantsOf(member: Member) {
  return (await callGateway(gateway.app, promotionalCredits, { pageNo: 1, pageSize: 20 }, { token: member.token })).body.value.list;
}

async function expectLedgerBalanced(): Promise<void> {
  const audit = await auditLedger(gateway.db);
  expect(audit.unbalancedWallets).toEqual([]);
  expect(audit.negativeWallets).toBe(0);
  expect(audit.totalEntries).toBeCloseTo(audit.totalBalance, 2);
  expect(await auditPromotionalLocks(gateway.db)).toEqual([]);
}

/** Switches one node of the brand's whitelabel feature tree on or off. */
async function setFeature(modId: string, isOn: boolean, merchantCode = 'DEMO_ROYAL'): Promise<void> {
  const stored = await gateway.db.query<{ value: FeatureNode[] }>("select value from system_setting where merchant_code = $1 and key = 'whitelabel'", [merchantCode]);
  const visit = (nodes: FeatureNode[]): FeatureNode[] =>
    nodes.map((node) => ({ ...node, enabled: node.modId === modId ? (isOn ? '1' : '0') : node.enabled, childrenNodes: visit(node.childrenNodes) }));
  await gateway.db.query("update system_setting set value = $2::jsonb where merchant_code = $1 and key = 'whitelabel'", [
    merchantCode,
    JSON.stringify(visit(stored.rows[0]!.value)),
  ]);
}

const LOCKED_WELCOME = 'Only withdrawable money can be transferred or withdrawn: 0.00 is withdrawable now; 1000.00 is promotional credit until its turnover is met';

describe('registrations under an agent code mint nothing for the agent', () => {
  let counter = 0;
  const address = () => `10.44.0.${++counter}`;

  /** A new account registered through the real route under agent41's affiliate code. */
  async function registerUnderAgent41(): Promise<Member> {
    const mobileNum = `1${String(60_000_000 + ++counter).padStart(8, '0')}`;
    await callGateway(gateway.app, registerSms, { mobileNum, countryDialingCode: '60' }, { remoteAddress: address() });
    const input = {
      username: `farm${counter}x`,
      password: 'secret88',
      confirmPassword: 'secret88',
      mobileNum,
      countryDialingCode: '60',
      verificationCode: (await latestSmsCode(gateway, mobileNum)) ?? '',
      ...(await solvedCaptcha(gateway)),
      affiliateCode: 'ROYAL4101',
      login: true,
      registerMethod: 'WEB',
    };
    const answer = await callGateway(gateway.app, register, input, { remoteAddress: address() });
    expect(answer.statusCode, answer.body.message ?? undefined).toBe(200);
    const memberId = (await gateway.db.query<{ id: number }>('select id from member where account = $1', [input.username])).rows[0]!.id;
    return { memberId, token: answer.body.value.token };
  }

  it('shows each new account its welcome credit as promotional, with the turnover that releases it', async () => {
    const member = await registerUnderAgent41();
    expect(await fundsOf(member)).toEqual({ sumBalance: OPENING_CREDIT, availableBalance: 0, frozenBalance: 0, promotionalBalance: OPENING_CREDIT });
    expect(await grantsOf(member)).toEqual([
      {
        id: expect.any(Number),
        kind: 'WELCOME',
        amount: OPENING_CREDIT,
        lockedAmount: OPENING_CREDIT,
        turnoverRequired: OPENING_CREDIT * PROMOTIONAL_TURNOVER_MULTIPLE,
        turnoverDone: 0,
        status: 'ACTIVE',
        referenceNo: expect.stringMatching(/^WB\d{8}$/),
        grantTime: gateway.clock.now().getTime(),
        endTime: null,
      },
    ]);
    // The member may transfer to the upline: only its promotional credit may not go.
    expect((await callGateway(gateway.app, memberInfo, {}, { token: member.token })).body.value.toUpline).toBe(true);
  });

  it('refuses every attempt to move the welcome credit to the upline, concurrent and replayed, and the agent balance does not move', async () => {
    const agentBefore = await sumBalance(gateway.db, agent41);
    const accounts = [await registerUnderAgent41(), await registerUnderAgent41(), await registerUnderAgent41(), await registerUnderAgent41()];
    // Moving it to a game wallet is allowed (the member's own money), and changes nothing: the lock is on the total.
    const parked = await callGateway(gateway.app, walletTransfer, { from: 'MAIN', to: 'PT', amount: 600, requestId: 'park-1' }, { token: accounts[0]!.token });
    expect(parked.statusCode).toBe(200);

    const attempts = accounts.flatMap((member, index) =>
      [OPENING_CREDIT, 400, 0.01].flatMap((amount, attempt) => {
        const requestId = `farm-${index}-${attempt}`;
        return [transfer(member, { amount, requestId }), transfer(member, { amount, requestId })];
      }),
    );
    const answers = await Promise.all(attempts);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.promotionalCreditLocked);
      expect(answer.body.message).toBe(LOCKED_WELCOME);
    }
    expect(await sumBalance(gateway.db, agent41)).toBe(agentBefore);
    for (const member of accounts) expect(await sumBalance(gateway.db, member.memberId)).toBe(OPENING_CREDIT);
    const moved = await gateway.db.query("select 1 from ledger_entry where request_id like 'farm-%'");
    expect(moved.rows).toEqual([]);
    await expectLedgerBalanced();
  });

  it('keeps an agent from sending its promotional credit down the tree', async () => {
    const agent = await createTestMember(gateway.db, { account: 'promoAgent', type: 42, upline: 'master01' });
    await createTestMember(gateway.db, { account: 'promoAgentPlayer', upline: 'promoAgent' });
    await gateway.db.transaction((tx) =>
      grantPromotionalCredit(tx, { memberId: agent.memberId, kind: 'BONUS', amount: 50, grantKey: 'test:agent', referenceNo: 'BN-AGENT', now: gateway.clock.now() }),
    );
    const answer = await transfer(agent, { direction: 'DOWNLINE', toAccount: 'promoAgentPlayer', amount: 50, requestId: 'agent-down-1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe(ERROR_CODE.promotionalCreditLocked);
    expect(await sumBalance(gateway.db, await memberIdOf('promoAgentPlayer'))).toBe(0);
    await expectLedgerBalanced();
  });

  it('grants once per key', async () => {
    const member = await createTestMember(gateway.db, { account: 'grantOnce' });
    const grant = { memberId: member.memberId, kind: 'BONUS' as const, amount: 5, grantKey: 'test:once', referenceNo: 'BN-ONCE', now: gateway.clock.now() };
    expect(await gateway.db.transaction((tx) => grantPromotionalCredit(tx, grant))).toBe(true);
    expect(await gateway.db.transaction((tx) => grantPromotionalCredit(tx, grant))).toBe(false);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 5, promotionalBalance: 5, availableBalance: 0 });
    await expectLedgerBalanced();
  });
});

describe('turnover releases promotional credit', () => {
  it('releases the welcome credit when the bets reach its turnover, and then moves it once, however often it is sent', async () => {
    const member = await welcomedMember('turnover01');
    const agentBefore = await sumBalance(gateway.db, agent41);
    for (let round = 0; round < 29; round++) await playRound(member.memberId, 100, 100);
    expect(await grantsOf(member)).toEqual([expect.objectContaining({ status: 'ACTIVE', lockedAmount: 1_000, turnoverDone: 2_900, endTime: null })]);
    expect((await transfer(member, { amount: 1, requestId: 'early' })).body.code).toBe(ERROR_CODE.promotionalCreditLocked);

    // The turnover met, a welcome credit (a no-deposit bonus) still waits for a first deposit:
    // bulk registrations played by a script never turn it into money.
    await playRound(member.memberId, 100, 100);
    expect(await grantsOf(member)).toEqual([expect.objectContaining({ status: 'ACTIVE', lockedAmount: 1_000, turnoverDone: 3_000, endTime: null })]);
    expect((await transfer(member, { amount: 1, requestId: 'no-deposit-yet' })).body.code).toBe(ERROR_CODE.promotionalCreditLocked);

    await fundMember(gateway.db, member.memberId, 5, gateway.clock.now());
    expect(await grantsOf(member)).toEqual([
      expect.objectContaining({ status: 'RELEASED', lockedAmount: 0, turnoverDone: 3_000, endTime: gateway.clock.now().getTime() }),
    ]);
    expect(await fundsOf(member)).toEqual({ sumBalance: 1_005, availableBalance: 1_005, frozenBalance: 0, promotionalBalance: 0 });

    const answers = await Promise.all(
      ['cash-out-a', 'cash-out-b'].flatMap((requestId) => Array.from({ length: 4 }, () => transfer(member, { amount: 1_000, requestId }))),
    );
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(new Set(succeeded.map((answer) => answer.body.value.transferId)).size).toBe(1);
    expect(succeeded).toHaveLength(4);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body.code).toBe(ERROR_CODE.insufficientBalance);
    }
    expect(await sumBalance(gateway.db, member.memberId)).toBe(5);
    expect(await sumBalance(gateway.db, agent41)).toBe(agentBefore + 1_000);
    await expectLedgerBalanced();
  });

  it('counts bets towards the oldest grant first; trial credit is never released', async () => {
    const member = await welcomedMember('turnover02');
    await fundMember(gateway.db, member.memberId, 5, gateway.clock.now());
    await gateway.db.transaction((tx) =>
      grantPromotionalCredit(tx, { memberId: member.memberId, kind: 'BONUS', amount: 10, grantKey: 'test:prize', referenceNo: 'BN-PRIZE', now: gateway.clock.now() }),
    );
    for (let round = 0; round < 3; round++) await playRound(member.memberId, 1_000, 1_000);
    const [bonus, welcome] = await grantsOf(member);
    expect(welcome).toMatchObject({ kind: 'WELCOME', status: 'RELEASED', turnoverDone: 3_000 });
    expect(bonus).toMatchObject({ kind: 'BONUS', status: 'ACTIVE', lockedAmount: 10, turnoverRequired: 30, turnoverDone: 0 });
    expect(await fundsOf(member)).toMatchObject({ availableBalance: 1_005, promotionalBalance: 10 });
    await playRound(member.memberId, 30, 30);
    expect((await grantsOf(member))[0]).toMatchObject({ kind: 'BONUS', status: 'RELEASED', turnoverDone: 30 });

    const trial = await welcomedMember('turnover03', 'agent41', 4);
    await playRound(trial.memberId, 2_000, 2_000);
    await playRound(trial.memberId, 2_000, 2_000);
    expect(await gateway.db.query('select status, turnover_done::float8 as done from promo_credit where member_id = $1', [trial.memberId])).toMatchObject({
      rows: [{ status: 'ACTIVE', done: 0 }],
    });
    await expectLedgerBalanced();
  });
});

describe('losses spend real money first', () => {
  it('shrinks the lock when the total falls below it, so a later deposit is withdrawable', async () => {
    const member = await welcomedMember('shrink01');
    await fundMember(gateway.db, member.memberId, 100);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 1_100, availableBalance: 100, promotionalBalance: 1_000 });

    await playRound(member.memberId, 150);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 950, availableBalance: 0, promotionalBalance: 950 });
    expect(await grantsOf(member)).toEqual([expect.objectContaining({ status: 'ACTIVE', amount: 1_000, lockedAmount: 950, turnoverDone: 150 })]);
    expect((await transfer(member, { amount: 0.01, requestId: 'shrink-1' })).body.code).toBe(ERROR_CODE.promotionalCreditLocked);

    await fundMember(gateway.db, member.memberId, 200);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 1_150, availableBalance: 200, promotionalBalance: 950 });
    expect((await transfer(member, { amount: 200.01, requestId: 'shrink-2' })).body.code).toBe(ERROR_CODE.promotionalCreditLocked);
    expect((await transfer(member, { amount: 200, requestId: 'shrink-3' })).statusCode).toBe(200);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 950, availableBalance: 0, promotionalBalance: 950 });

    // Played away before its turnover was met: SPENT, and nothing holds the next deposit back.
    await playRound(member.memberId, 950);
    expect(await grantsOf(member)).toEqual([expect.objectContaining({ status: 'SPENT', lockedAmount: 0, turnoverDone: 1_100 })]);
    await fundMember(gateway.db, member.memberId, 50);
    expect(await fundsOf(member)).toMatchObject({ sumBalance: 50, availableBalance: 50, promotionalBalance: 0 });
    expect((await transfer(member, { amount: 50, requestId: 'shrink-4' })).statusCode).toBe(200);
    await expectLedgerBalanced();
  });
});

describe('who may transfer to the upline', () => {
  async function toUplineOf(member: Member): Promise<boolean> {
    return (await callGateway(gateway.app, memberInfo, {}, { token: member.token })).body.value.toUpline;
  }

  async function expectRefused(member: Member, requestId: string, message: string): Promise<void> {
    const answer = await transfer(member, { amount: 10, requestId });
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.operationNotAllowed);
    expect(answer.body.message).toBe(message);
    expect(await toUplineOf(member)).toBe(false);
  }

  it("follows the member's toUpline and the brand's flag", async () => {
    const member = await createTestMember(gateway.db, { account: 'gate01', upline: 'agent41' });
    await fundMember(gateway.db, member.memberId, 100);
    expect(await toUplineOf(member)).toBe(true);

    await gateway.db.query('update member set to_upline = false where id = $1', [member.memberId]);
    await expectRefused(member, 'gate-1', 'Transfers to your upline are switched off for your account');
    await gateway.db.query('update member set to_upline = true where id = $1', [member.memberId]);

    await setFeature(FEATURE.transferToUpline, false);
    try {
      await expectRefused(member, 'gate-2', 'Transfers to the upline are not offered by this site');
    } finally {
      await setFeature(FEATURE.transferToUpline, true);
    }
    expect((await transfer(member, { amount: 10, requestId: 'gate-3' })).statusCode).toBe(200);
    expect(await sumBalance(gateway.db, member.memberId)).toBe(90);
    await expectLedgerBalanced();
  });

  it('lets an agent transfer to its own upline only when the brand allows agents to', async () => {
    await createTestMember(gateway.db, { account: 'gateTop', type: 1 });
    const agent = await createTestMember(gateway.db, { account: 'gateAgent', type: 41, upline: 'gateTop' });
    await fundMember(gateway.db, agent.memberId, 100);
    await expectRefused(agent, 'agent-up-1', 'An agent cannot transfer to its own upline on this site');

    await setFeature(FEATURE.agentTransferToUpline, true);
    try {
      expect(await toUplineOf(agent)).toBe(true);
      expect((await transfer(agent, { amount: 10, requestId: 'agent-up-2' })).statusCode).toBe(200);
      // The agents' flag sits under the members' one: off above, off for agents too.
      await setFeature(FEATURE.transferToUpline, false);
      await expectRefused(agent, 'agent-up-3', 'Transfers to the upline are not offered by this site');
    } finally {
      await setFeature(FEATURE.transferToUpline, true);
      await setFeature(FEATURE.agentTransferToUpline, false);
    }
    expect(await sumBalance(gateway.db, agent.memberId)).toBe(90);
    expect(await sumBalance(gateway.db, await memberIdOf('gateTop'))).toBe(10);
    await expectLedgerBalanced();
  });
});
