import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, FEEDBACK_IMAGE_PATH, feedback, feedbackHistory, inboxMessages, openMessage } from '@platform/api/contract';
import { createSession } from '../accounts/session-store';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { DEV_FEEDBACK_PATH } from './dev-reply-route';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 9)]);
const GIF = Buffer.from('GIF89a-not-a-png-or-jpeg');
const base64 = (bytes: Buffer) => bytes.toString('base64');

let gateway: TestGateway;
let members = 0;

/** A new member for each test: feedback is limited to one a minute per member. */
async function newMember(type = 0): Promise<{ memberId: number; token: string }> {
  members += 1;
  return createTestMember(gateway.db, { account: `talker${members}`, type, now: gateway.clock.now() });
}

const send = (token: string, input: Record<string, unknown>) => callGateway(gateway.app, feedback, input, { token });
const history = (token: string, pageNo = 1, pageSize = 20) => callGateway(gateway.app, feedbackHistory, { pageNo, pageSize }, { token });
const reply = (payload: Record<string, unknown>) => gateway.app.inject({ method: 'POST', url: DEV_FEEDBACK_PATH, payload });

beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants', devMode: true });
});

afterAll(async () => {
  await gateway.close();
});

describe('sending feedback', () => {
  it('stores the trimmed content and allows one a minute per member', async () => {
    const { memberId, token } = await newMember();
    const sent = await send(token, { questionType: 'DEPOSIT', content: '  My deposit took 20 minutes.  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.value).toBeNull();
    const stored = await gateway.db.query('select question_type, content from feedback where member_id = $1', [memberId]);
    expect(stored.rows).toEqual([{ question_type: 'DEPOSIT', content: 'My deposit took 20 minutes.' }]);

    const tooSoon = await send(token, { questionType: 'OTHER', content: 'Again, please' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body.code).toBe(ERROR_CODE.tooManyRequests);
    expect(Number(tooSoon.response.headers['retry-after'])).toBeGreaterThan(0);

    gateway.clock.advance(60_001);
    const token2 = await createSession(gateway.db, memberId, 'DEMO_ROYAL', 'username', gateway.clock.now());
    expect((await send(token2, { questionType: 'OTHER', content: 'Again, please' })).statusCode).toBe(200);
  });

  it('counts 5 to 140 characters in code points, after trimming', async () => {
    const { token } = await newMember();
    const tooLong = await send(token, { questionType: 'GAME', content: 'a'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toContain('content');
    const tooShort = await send(token, { questionType: 'GAME', content: '   abcd   ' });
    expect(tooShort.body.message).toBe('The feedback must be between 5 and 140 characters');
    // 140 emoji are 280 UTF-16 units but 140 characters; a refused form did not use up the minute.
    expect((await send(token, { questionType: 'GAME', content: '🎰'.repeat(140) })).statusCode).toBe(200);
  });

  it.each([
    ['empty content', { questionType: 'GAME', content: '' }, 'content'],
    ['blank content', { questionType: 'GAME', content: '    ' }, 'between 5 and 140'],
    ['a NUL character', { questionType: 'GAME', content: 'nul \u0000 byte' }, 'content'],
    ['an unknown question type', { questionType: 'COMPLAINT', content: 'Hello there' }, 'questionType'],
    ['no question type', { content: 'Hello there' }, 'questionType'],
    ['a GIF among the images', { questionType: 'GAME', content: 'Hello there', images: [base64(PNG), base64(GIF)] }, 'Image 2 is not a PNG or JPEG image'],
    ['four images', { questionType: 'GAME', content: 'Hello there', images: Array.from({ length: 4 }, () => base64(PNG)) }, 'images'],
    ['an image that is no base64', { questionType: 'GAME', content: 'Hello there', images: ['not base64!'] }, 'images'],
    ['base64 of a wrong length', { questionType: 'GAME', content: 'Hello there', images: ['abcde'] }, 'Image 1 is not valid base64'],
  ])('refuses %s', async (_case, input, message) => {
    const { memberId, token } = await newMember();
    const answer = await send(token, input);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
    expect((await gateway.db.query('select 1 from feedback where member_id = $1', [memberId])).rows).toEqual([]);
  });

  it('refuses an image one byte over 5 MB by its bytes', async () => {
    const { token } = await newMember();
    const overByOne = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const answer = await send(token, { questionType: 'GAME', content: 'A big screenshot', images: [base64(overByOne)] });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('Image 1 is larger than 5 MB');
  });

  it('refuses guests and trial accounts', async () => {
    expect((await callGateway(gateway.app, feedback, { questionType: 'GAME', content: 'Hello there' })).statusCode).toBe(401);
    const trial = await newMember(4);
    const refused = await send(trial.token, { questionType: 'GAME', content: 'Hello there' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await history(trial.token)).statusCode).toBe(403);
  });
});

describe('past feedback, images and replies', () => {
  let owner: { memberId: number; token: string };
  let stranger: { memberId: number; token: string };

  beforeAll(async () => {
    owner = await newMember();
    stranger = await newMember();
    expect((await send(owner.token, { questionType: 'GAME', content: 'The slot froze on spin', images: [base64(PNG), base64(JPEG)] })).statusCode).toBe(200);
    gateway.clock.advance(60_001);
    expect((await send(owner.token, { questionType: 'SUGGESTION', content: 'Please add dark mode' })).statusCode).toBe(200);
  });

  it('lists the member’s own feedback newest first, with image ids and no reply yet', async () => {
    const answer = await history(owner.token);
    expect(answer.statusCode).toBe(200);
    const [newest, oldest] = answer.body.value.list;
    expect(answer.body.value.totalPages).toBe(1);
    expect(newest).toEqual({ id: expect.any(Number), questionType: 'SUGGESTION', content: 'Please add dark mode', imageIds: [], createTime: gateway.clock.now().getTime(), reply: null, replyTime: null });
    expect(oldest).toMatchObject({ questionType: 'GAME', reply: null });
    expect(oldest!.imageIds).toHaveLength(2);
    expect((await history(stranger.token)).body.value).toEqual({ list: [], totalPages: 0 });
    expect((await history(owner.token, 2, 1)).body.value.list.map((entry) => entry.content)).toEqual(['The slot froze on spin']);
  });

  it('serves an image to its owner only, with its checked type', async () => {
    const [, oldest] = (await history(owner.token)).body.value.list;
    const [pngId, jpegId] = oldest!.imageIds;
    const url = (id: number) => `${FEEDBACK_IMAGE_PATH}?merchantCode=DEMO_ROYAL&imageId=${id}`;
    const own = await gateway.app.inject({ method: 'GET', url: url(pngId!), headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await gateway.app.inject({ method: 'GET', url: url(jpegId!), headers: { authorization: `Bearer ${owner.token}` } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const theirs = await gateway.app.inject({ method: 'GET', url: url(pngId!), headers: { authorization: `Bearer ${stranger.token}` } });
    expect(theirs.statusCode).toBe(404);
    expect((await gateway.app.inject({ method: 'GET', url: url(pngId!) })).statusCode).toBe(401);
  });

  it('takes customer service’s reply once, shows it in the history and tells the member in the inbox', async () => {
    const desk = await gateway.app.inject({ method: 'GET', url: DEV_FEEDBACK_PATH });
    const waiting = desk.json<{ value: { feedbackId: number; account: string; imageCount: number }[] }>().value;
    const [oldest] = (await history(owner.token)).body.value.list.slice(-1);
    expect(waiting).toContainEqual(expect.objectContaining({ feedbackId: oldest!.id, account: 'talker' + String(members - 1), imageCount: 2 }));

    gateway.clock.advance(5 * 60_000);
    const answered = await reply({ feedbackId: oldest!.id, reply: '  Fixed: please <try> again.  ' });
    expect(answered.statusCode).toBe(200);
    expect((await reply({ feedbackId: oldest!.id, reply: 'Twice' })).statusCode).toBe(409);
    expect((await reply({ feedbackId: 2_000_000_000, reply: 'Nobody' })).statusCode).toBe(404);
    expect((await reply({ feedbackId: oldest!.id, reply: '   ' })).statusCode).toBe(400);

    const entry = (await history(owner.token)).body.value.list.find((item) => item.id === oldest!.id);
    expect(entry).toMatchObject({ reply: 'Fixed: please <try> again.', replyTime: gateway.clock.now().getTime() });
    const inbox = (await callGateway(gateway.app, inboxMessages, { pageNo: 1, pageSize: 20 }, { token: owner.token })).body.value;
    expect(inbox.unreadMessage).toBe(1);
    expect(inbox.list[0]).toMatchObject({ title: 'Your feedback has been answered', read: false });
    const opened = await callGateway(gateway.app, openMessage, { id: inbox.list[0]!.id }, { token: owner.token });
    expect(opened.body.value.content).toBe('<p>Thank you for your feedback. Our reply:</p><p>Fixed: please &lt;try&gt; again.</p>');
    expect((await gateway.app.inject({ method: 'GET', url: DEV_FEEDBACK_PATH })).json<{ value: { feedbackId: number }[] }>().value.map((item) => item.feedbackId)).not.toContain(oldest!.id);
  });
});
