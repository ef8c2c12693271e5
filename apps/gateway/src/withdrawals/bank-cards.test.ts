import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankCard, bankCards, ERROR_CODE, removeBankCard } from '@platform/api/contract';
import { seedRegistrationRules } from '../accounts/registration-rules';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { comparableName } from './bank-cards';
import { maskAccountNumber } from './banks';
import { ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from './test-support';

let gateway: TestGateway;
type Member = { memberId: number; token: string };
let owner: Member;
let other: Member;
let trial: Member;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  await seedRegistrationRules(gateway.db);
  owner = await createTestMember(gateway.db, { account: 'cardOwner' });
  other = await createTestMember(gateway.db, { account: 'cardOther' });
  trial = await createTestMember(gateway.db, { account: 'cardTrial', type: 4 });
  await gateway.db.query("update member set payee_name = 'Siti Aminah' where id = $1", [other.memberId]);
  await ensureTestPaymentPassword(gateway.db, owner.memberId);
});

afterAll(async () => {
  await gateway.close();
});

const add = (member: Member, accountNumber: string, payeeName = 'Ahmad Razak', bankCode = 'MAYBANK') =>
  callGateway(gateway.app, addBankCard, { bankCode, accountNumber, payeeName }, { token: member.token });

describe('names and numbers', () => {
  it('masks every digit of an account number but the last 4', () => {
    expect(maskAccountNumber('1234567890123')).toBe('*********0123');
    expect(maskAccountNumber('123456')).toBe('**3456');
  });

  it('compares names without regard to case and spacing', () => {
    expect(comparableName('  ahmad   Razak ')).toBe(comparableName('AHMAD RAZAK'));
    expect(comparableName('Ahmad Razak')).not.toBe(comparableName('Ahmad Razaq'));
  });
});

describe('bank cards', () => {
  it('lists none at first, with no registered name, the limit and the banks', async () => {
    const answer = await callGateway(gateway.app, bankCards, {}, { token: owner.token });
    expect(answer.body.value).toMatchObject({ cards: [], maxCards: 5, payeeName: null });
    expect(answer.body.value.banks).toContainEqual({ bankCode: 'MAYBANK', bankName: 'Maybank' });
  });

  it('sets the real name with the first card when the member has none, by the registration rule', async () => {
    const single = await add(owner, '1234567890', 'Ahmad');
    expect(single.statusCode).toBe(400);
    expect(single.body.message).toBe('Field "payeeName" does not have the accepted format');
    const added = await add(owner, '1234567890', ' Ahmad  Razak ');
    expect(added.statusCode).toBe(200);
    expect(added.body.value).toMatchObject({ bankCode: 'MAYBANK', bankName: 'Maybank', accountNumber: '******7890', payeeName: 'Ahmad Razak' });
    expect((await callGateway(gateway.app, bankCards, {}, { token: owner.token })).body.value.payeeName).toBe('Ahmad Razak');
  });

  it('refuses a payee name other than the registered real name', async () => {
    const answer = await add(owner, '2234567890', 'Someone Else');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('The payee name must be the real name registered on your account');
    expect((await add(owner, '2234567890', 'AHMAD razak')).statusCode).toBe(200);
  });

  it('refuses the same card twice, a number another member holds, and an unknown bank', async () => {
    expect((await add(owner, '1234567890')).statusCode).toBe(409);
    const taken = await add(other, '1234567890', 'Siti Aminah');
    expect(taken.statusCode).toBe(400);
    expect(taken.body.message).toBe('This account number is registered to another member');
    // The same digits at another bank are another account.
    expect((await add(other, '1234567890', 'Siti Aminah', 'CIMB')).statusCode).toBe(200);
    expect((await add(owner, '3234567890', 'Ahmad Razak', 'NOBANK')).statusCode).toBe(400);
    for (const accountNumber of ['12345', '12345abc90', '1'.repeat(21)]) {
      expect((await add(owner, accountNumber)).statusCode, accountNumber).toBe(400);
    }
  });

  it('takes at most 5 cards', async () => {
    for (const accountNumber of ['3234567890', '4234567890', '5234567890']) expect((await add(owner, accountNumber)).statusCode).toBe(200);
    const sixth = await add(owner, '6234567890');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.body.message).toBe('You have 5 bank cards, the most allowed: remove one first');
  });

  it('removes a card only with the payment password, and only the member\u2019s own', async () => {
    const cards = (await callGateway(gateway.app, bankCards, {}, { token: owner.token })).body.value.cards;
    expect(cards).toHaveLength(5);
    const cardId = cards[0]!.cardId;
    const wrong = await callGateway(gateway.app, removeBankCard, { cardId, paymentPassword: '000000' }, { token: owner.token });
    expect(wrong.body.code).toBe(ERROR_CODE.passwordIncorrect);
    const notTheirs = await callGateway(gateway.app, removeBankCard, { cardId, paymentPassword: TEST_PAYMENT_PASSWORD }, { token: other.token });
    expect(notTheirs.statusCode).toBe(404);
    const removed = await callGateway(gateway.app, removeBankCard, { cardId, paymentPassword: TEST_PAYMENT_PASSWORD }, { token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect((await callGateway(gateway.app, bankCards, {}, { token: owner.token })).body.value.cards).toHaveLength(4);
    // A removed number stays the member's: another member still cannot take it.
    expect((await add(other, '1234567890', 'Siti Aminah')).body.message).toBe('This account number is registered to another member');
  });

  it('needs a payment password set before a card can be removed', async () => {
    const card = await add(other, '7234567890', 'Siti Aminah');
    const answer = await callGateway(gateway.app, removeBankCard, { cardId: card.body.value.cardId, paymentPassword: '123456' }, { token: other.token });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Set a payment password first (security centre)');
  });

  it('refuses a trial account', async () => {
    const answer = await add(trial, '8234567890');
    expect(answer.statusCode).toBe(403);
    expect(answer.body.code).toBe(ERROR_CODE.realAccountRequired);
  });
});
