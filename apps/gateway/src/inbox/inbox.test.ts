import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMessages, ERROR_CODE, inboxMessages, markAllMessagesRead, openMessage, requestWithdrawal, unreadCount } from '@platform/api/contract';
import { creditDepositOrder, lockDepositOrder } from '../payments/settle-deposit';
import { insertPendingOrders } from '../payments/deposit-test-support';
import { seedPayments } from '../seed/payments/payment-channels';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { fundMember } from '../wallet/ledger-test-support';
import { DEV_WITHDRAWALS_PATH } from '../withdrawals/dev-payout-route';
import { addTestBankCard, ensureTestPaymentPassword, TEST_PAYMENT_PASSWORD } from '../withdrawals/test-support';
import { sendMemberMessage } from './member-messages';
import { previewOf } from './message-text';

let gateway: TestGateway;
type Member = { memberId: number; token: string };
let reader: Member;
let other: Member;

const MINUTE = 60_000;

/** Sends `count` messages to a member, a minute apart, the last the newest: message-1 … message-<count>. */
async function sendMessages(member: Member, count: number, prefix = 'message'): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await sendMemberMessage(
      gateway.db,
      {
        memberId: member.memberId,
        key: `${prefix}-${index}`,
        title: { ms: `Mesej ${index}`, en: `Message ${index}`, zh: `消息 ${index}` },
        body: { ms: `<p>Isi ${index}</p>`, en: `<p>Body ${index} &amp; more</p>`, zh: `<p>内容 ${index}</p>` },
      },
      new Date(gateway.clock.now().getTime() - (count - index) * MINUTE),
    );
  }
}

const page = (member: Member, pageNo = 1, pageSize = 20, language = 'EN') =>
  callGateway(gateway.app, inboxMessages, { pageNo, pageSize }, { token: member.token, language });
const unread = async (member: Member) => (await callGateway(gateway.app, unreadCount, {}, { token: member.token })).body.value.unreadMessage;

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants', devMode: true });
  await seedPayments(gateway.db);
  reader = await createTestMember(gateway.db, { account: 'inboxReader' });
  other = await createTestMember(gateway.db, { account: 'inboxOther' });
  await sendMessages(reader, 25);
  await sendMessages(other, 2, 'other');
});

afterAll(async () => {
  await gateway.close();
});

describe('the inbox list', () => {
  it('pages the member’s own messages newest first, with previews in the language asked for and the unread count', async () => {
    const first = await page(reader, 1, 10);
    expect(first.statusCode).toBe(200);
    expect(first.body.value.totalPages).toBe(3);
    expect(first.body.value.unreadMessage).toBe(25);
    expect(first.body.value.list.map((message) => message.title)).toEqual(Array.from({ length: 10 }, (_, index) => `Message ${25 - index}`));
    expect(first.body.value.list[0]).toEqual({ id: expect.any(Number), title: 'Message 25', preview: 'Body 25 & more', createTime: gateway.clock.now().getTime(), read: false });
    const last = await page(reader, 3, 10, 'CN');
    expect(last.body.value.list.map((message) => message.title)).toEqual(['消息 5', '消息 4', '消息 3', '消息 2', '消息 1']);
    expect(last.body.value.list[0]!.preview).toBe('内容 5');
    expect((await page(reader, 4, 10)).body.value.list).toEqual([]);
  });

  it('cuts long previews and reads rich text as plain text', () => {
    expect(previewOf('<p>One</p><p>Two <strong>bold</strong></p><script>alert(1)</script>')).toBe('One Two bold');
    const long = previewOf(`<p>${'word '.repeat(40)}</p>`);
    expect([...long]).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('refuses guests and bad paging', async () => {
    expect((await callGateway(gateway.app, inboxMessages, { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await page(reader, 0)).statusCode).toBe(400);
    expect((await page(reader, 1, 101)).statusCode).toBe(400);
  });
});

describe('opening a message', () => {
  it('answers it in full, sanitised, marks it read once, and the unread count drops', async () => {
    const newest = (await page(reader, 1, 1)).body.value.list[0]!;
    const opened = await callGateway(gateway.app, openMessage, { id: newest.id }, { token: reader.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.value).toEqual({ id: newest.id, title: 'Message 25', content: '<p>Body 25 &amp; more</p>', createTime: newest.createTime, read: true, unreadMessage: 24 });
    expect(await unread(reader)).toBe(24);
    expect((await page(reader, 1, 1)).body.value.list[0]!.read).toBe(true);
    // Opening it again changes nothing.
    expect((await callGateway(gateway.app, openMessage, { id: newest.id }, { token: reader.token })).body.value.unreadMessage).toBe(24);
  });

  it('strips what is not prose from a body', async () => {
    await sendMemberMessage(
      gateway.db,
      { memberId: other.memberId, key: 'unsafe', title: { ms: 'x', en: 'Unsafe', zh: 'x' }, body: { ms: '', en: '<p onclick="x()">Hi<script>alert(1)</script></p>', zh: '' } },
      gateway.clock.now(),
    );
    const id = (await page(other, 1, 1)).body.value.list[0]!.id;
    expect((await callGateway(gateway.app, openMessage, { id }, { token: other.token })).body.value.content).toBe('<p>Hi</p>');
  });

  it('does not open another member’s message, or one that does not exist', async () => {
    const theirs = (await page(other, 1, 1)).body.value.list[0]!;
    const before = await unread(other);
    const refused = await callGateway(gateway.app, openMessage, { id: theirs.id }, { token: reader.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.code).toBe(ERROR_CODE.notFound);
    expect(await unread(other)).toBe(before);
    expect((await callGateway(gateway.app, openMessage, { id: 2_000_000_000 }, { token: reader.token })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, openMessage, { id: -1 }, { token: reader.token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, openMessage, { id: '1; drop table member' }, { token: reader.token })).statusCode).toBe(400);
  });
});

describe('deleting messages', () => {
  it('deletes the member’s own messages only, and a deleted message is gone from the list, the count and opening', async () => {
    const [newest, second, third] = (await page(reader, 1, 3)).body.value.list;
    const theirs = (await page(other, 1, 1)).body.value.list[0]!;
    const otherUnreadBefore = await unread(other);
    const deleted = await callGateway(gateway.app, deleteMessages, { ids: [second!.id, third!.id, theirs.id, 2_000_000_000] }, { token: reader.token });
    expect(deleted.statusCode).toBe(200);
    // Message 24 and 23 were unread: the count drops by two. The other member's message stays.
    expect(deleted.body.value).toEqual({ changed: 2, unreadMessage: 22 });
    expect(await unread(reader)).toBe(22);
    expect(await unread(other)).toBe(otherUnreadBefore);
    expect((await page(other, 1, 1)).body.value.list[0]!.id).toBe(theirs.id);
    const after = (await page(reader, 1, 3)).body.value;
    expect(after.list.map((message) => message.title)).toEqual([newest!.title, 'Message 22', 'Message 21']);
    expect(after.totalPages).toBe(8);
    expect((await callGateway(gateway.app, openMessage, { id: second!.id }, { token: reader.token })).statusCode).toBe(404);
    // Deleting again changes nothing.
    expect((await callGateway(gateway.app, deleteMessages, { ids: [second!.id] }, { token: reader.token })).body.value.changed).toBe(0);
  });

  it('keeps a deleted message from coming back when its key is sent again (the seed adds by key)', async () => {
    await sendMessages(reader, 25);
    expect((await page(reader, 1, 100)).body.value.list).toHaveLength(23);
  });

  it('refuses an empty list, duplicates and too many ids', async () => {
    expect((await callGateway(gateway.app, deleteMessages, { ids: [] }, { token: reader.token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, deleteMessages, { ids: [5, 5] }, { token: reader.token })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await callGateway(gateway.app, deleteMessages, { ids: tooMany }, { token: reader.token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, deleteMessages, { ids: [1] })).statusCode).toBe(401);
  });
});

describe('mark all read', () => {
  it('reads every message of the member and none of another’s', async () => {
    const otherBefore = await unread(other);
    const marked = await callGateway(gateway.app, markAllMessagesRead, {}, { token: reader.token });
    expect(marked.body.value).toEqual({ changed: 22, unreadMessage: 0 });
    expect(await unread(reader)).toBe(0);
    expect(await unread(other)).toBe(otherBefore);
    expect((await page(reader, 1, 100)).body.value.list.every((message) => message.read)).toBe(true);
    expect((await callGateway(gateway.app, markAllMessagesRead, {}, { token: reader.token })).body.value).toEqual({ changed: 0, unreadMessage: 0 });
  });

  it('agrees with the unread count under concurrent opens, deletes and mark-all', async () => {
    const racer = await createTestMember(gateway.db, { account: 'inboxRacer' });
    await sendMessages(racer, 40, 'race');
    const ids = (await page(racer, 1, 40)).body.value.list.map((message) => message.id);
    const requests = ids.flatMap((id, index) => [
      callGateway(gateway.app, openMessage, { id }, { token: racer.token }),
      index % 4 === 0 ? callGateway(gateway.app, deleteMessages, { ids: [id] }, { token: racer.token }) : Promise.resolve(null),
    ]);
    const answers = await Promise.all(requests);
    for (const answer of answers) if (answer !== null) expect([200, 404]).toContain(answer.statusCode);
    expect(await unread(racer)).toBe(0);
    expect((await page(racer, 1, 100)).body.value.list).toHaveLength(30);
  });
});

describe('messages from real events', () => {
  it('tells the member of a deposit credited, once', async () => {
    const depositor = await createTestMember(gateway.db, { account: 'inboxDepositor' });
    const [orderNo] = await insertPendingOrders(gateway.db, depositor.memberId, 'QR_TNG', [12_345], gateway.clock.now());
    await gateway.db.transaction(async (tx) => {
      const order = (await lockDepositOrder(tx, orderNo!, null))!;
      await creditDepositOrder(tx, order, null, gateway.clock.now());
    });
    const list = (await page(depositor)).body.value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Deposit credited', preview: `Your deposit ${orderNo} of 123.45 has been credited to your main wallet.`, read: false });
    expect(await unread(depositor)).toBe(1);
  });

  it('tells the member of a withdrawal paid or rejected, with the reason as typed', async () => {
    const withdrawer = await createTestMember(gateway.db, { account: 'inboxWithdrawer' });
    await fundMember(gateway.db, withdrawer.memberId, 1_000);
    await ensureTestPaymentPassword(gateway.db, withdrawer.memberId);
    const cardId = await addTestBankCard(gateway.db, withdrawer.memberId, '9999000011');
    const ask = async (requestId: string) =>
      (await callGateway(gateway.app, requestWithdrawal, { cardId, amount: 100, paymentPassword: TEST_PAYMENT_PASSWORD, requestId }, { token: withdrawer.token })).body.value.withdrawalNo;

    const paidNo = await ask('inbox-wd-1');
    expect((await gateway.app.inject({ method: 'POST', url: DEV_WITHDRAWALS_PATH, payload: { withdrawalNo: paidNo, action: 'pay', amount: 60 } })).statusCode).toBe(200);
    const rejectedNo = await ask('inbox-wd-2');
    const reason = 'Name <b>does not</b> match';
    expect((await gateway.app.inject({ method: 'POST', url: DEV_WITHDRAWALS_PATH, payload: { withdrawalNo: rejectedNo, action: 'reject', reason } })).statusCode).toBe(200);

    const [rejected, paid] = (await page(withdrawer)).body.value.list;
    expect(paid).toMatchObject({
      title: 'Withdrawal paid',
      preview: `Withdrawal ${paidNo}: 60.00 has been paid, 40.00 went back to your main wallet…`,
    });
    expect(rejected!.title).toBe('Withdrawal rejected');
    const opened = await callGateway(gateway.app, openMessage, { id: rejected!.id }, { token: withdrawer.token });
    expect(opened.body.value.content).toBe(`<p>Withdrawal <strong>${rejectedNo}</strong> was rejected: Name &lt;b&gt;does not&lt;/b&gt; match. 100.00 went back to your main wallet.</p>`);
  });
});
