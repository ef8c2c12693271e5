import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODE,
  MAX_AFFILIATE_LINKS,
  affiliate,
  affiliateLinks,
  agentNotices,
  agentTeam,
  announcements,
  createAffiliateLink,
  createDownlineAccount,
  memberTransactions,
  notices,
  register,
  transferToDownline,
  updateAffiliateLink,
} from '@platform/api/contract';
import { verifyPassword } from '../accounts/password';
import { seedRegistrationRules } from '../accounts/registration-rules';
import { seedMerchantSites } from '../seed/system/merchant-sites';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';
import { auditLedger, fundMember } from '../wallet/ledger-test-support';
import { OPENING_CREDIT, grantOpeningCredit } from '../wallet/opening-credit';
import { TEST_PAYMENT_PASSWORD, ensureTestPaymentPassword } from '../withdrawals/test-support';

let gateway: TestGateway;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

let addressCounter = 0;
/** Each registration-like call from an address of its own, so registration's hourly limit is not what a test meets. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.21.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

/**
 * The test's own tree (Royal): tboss (1) > tlead (2) > tsub (41) > tp1 (0); tboss > tsolo (0);
 * tboss > ttrialkid (4); and outside it toutsider (1) > tstranger (0). On Jade: tjboss (1).
 */
beforeAll(async () => {
  gateway = await createTestGateway({ seed: 'merchants' });
  await seedRegistrationRules(gateway.db);
  await seedMerchantSites(gateway.db);
  const add = async (account: string, type: number, upline?: string, merchantCode = 'DEMO_ROYAL') => {
    const member = await createTestMember(gateway.db, { account, type, merchantCode, ...(upline ? { upline } : {}) });
    tokens[account] = member.token;
    ids[account] = member.memberId;
  };
  await add('tboss', 1);
  await add('tlead', 2, 'tboss');
  await add('tsub', 41, 'tlead');
  await add('tp1', 0, 'tsub');
  await add('tsolo', 0, 'tboss');
  await add('ttrialkid', 4, 'tboss');
  await add('toutsider', 1);
  await add('tstranger', 0, 'toutsider');
  await add('tjboss', 1, undefined, 'DEMO_JADE');
});

afterAll(async () => {
  await gateway.close();
});

const as = (account: string, merchantCode = 'DEMO_ROYAL') => ({ token: tokens[account]!, merchantCode, remoteAddress: freshAddress() });

describe('createDownlineAccount', () => {
  const account = (overrides: Record<string, unknown> = {}) => ({ account: 'newkid01', password: 'secret88', confirmPassword: 'secret88', type: 0, ...overrides });

  it('opens a direct downline of the agent that logs in with the chosen password and starts with the opening credit', async () => {
    const answer = await callGateway(gateway.app, createDownlineAccount, account({ nickname: '  Kid   One ', realName: 'Kid One' }), as('tboss'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toMatchObject({
      account: 'newkid01',
      nickname: 'Kid One',
      type: 0,
      upline: 'tboss',
      level: 1,
      mainBalance: OPENING_CREDIT,
      totalBalance: OPENING_CREDIT,
      lastLoginTime: null,
      teamSize: 0,
      directDownlineCount: 0,
      contracts: [],
      registerTime: gateway.clock.now().toISOString(),
    });
    const stored = await gateway.db.query<{ parent_id: number; password_hash: string; payee_name: string }>(
      "select parent_id, password_hash, payee_name from member where account = 'newkid01'",
    );
    expect(stored.rows[0]).toMatchObject({ parent_id: ids.tboss, payee_name: 'Kid One' });
    expect(await verifyPassword('secret88', stored.rows[0]!.password_hash)).toBe(true);
    const team = await callGateway(gateway.app, agentTeam, { search: 'newkid' }, as('tboss'));
    expect(team.body.value.list.map((row) => row.account)).toEqual(['newkid01']);
  });

  it.each([
    ['a short password', { password: 'abc12', confirmPassword: 'abc12' }, 'Field "password" must be 6 to 20 characters long'],
    ['a password without digits', { password: 'secretonly', confirmPassword: 'secretonly' }, 'Field "password" does not have the accepted format'],
    ['an account starting with a digit', { account: '1newkid' }, 'Field "username" does not have the accepted format'],
    ['a short account', { account: 'kid01' }, 'Field "username" must be 6 to 16 characters long'],
    ['a confirmation that differs', { confirmPassword: 'secret89' }, 'The two passwords differ'],
    ['a nickname with markup', { nickname: '<b>kid</b>' }, 'The nickname may hold only letters, digits, spaces, "_", "-" and "."'],
  ])('applies the registration rules: refuses %s with registration\'s message', async (_case, change, message) => {
    const answer = await callGateway(gateway.app, createDownlineAccount, account({ account: 'rulekid01', ...change }), as('tboss'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ code: ERROR_CODE.badRequest, message });
  });

  it("applies the merchant's own rules: Jade requires the real name and longer passwords", async () => {
    const jade = (change: Record<string, unknown>) => callGateway(gateway.app, createDownlineAccount, account({ account: 'jadekid1', ...change }), as('tjboss', 'DEMO_JADE'));
    expect((await jade({ password: 'jade888', confirmPassword: 'jade888', realName: 'Jade Kid' })).body.message).toBe('Field "password" must be 8 to 20 characters long');
    expect((await jade({ password: 'jadepass88', confirmPassword: 'jadepass88' })).body.message).toBe('Field "payeeName" is required');
    const opened = await jade({ password: 'jadepass88', confirmPassword: 'jadepass88', realName: 'Jade Kid' });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.value).toMatchObject({ account: 'jadekid1', upline: 'tjboss' });
  });

  it('refuses an account that exists, in any case, even in another tree', async () => {
    for (const taken of ['NEWKID01', 'tstranger']) {
      const answer = await callGateway(gateway.app, createDownlineAccount, account({ account: taken }), as('tboss'));
      expect(answer.statusCode).toBe(409);
      expect(answer.body.code).toBe(ERROR_CODE.accountExists);
    }
  });

  it('opens members and agents of its own level or below only, never a trial account', async () => {
    const open = (agent: string, name: string, type: number) => callGateway(gateway.app, createDownlineAccount, account({ account: name, type }), as(agent));
    const upward = await open('tsub', 'subagent2', 2);
    expect(upward.statusCode).toBe(403);
    expect(upward.body).toMatchObject({ code: ERROR_CODE.operationNotAllowed, message: 'You may open accounts of the types 0, 41, 42 only' });
    expect((await open('tlead', 'leadagent1', 1)).statusCode).toBe(403);
    expect((await open('tsub', 'trialkid2', 4)).statusCode).toBe(400);
    const sibling = await open('tsub', 'subagent42', 42);
    expect(sibling.statusCode).toBe(200);
    expect(sibling.body.value).toMatchObject({ type: 42, upline: 'tsub' });
    const same = await open('tboss', 'bossagent1', 1);
    expect(same.body.value).toMatchObject({ type: 1, upline: 'tboss' });
  });

  it('refuses a non-agent (403 NOT_AGENT), a trial account and a guest', async () => {
    const member = await callGateway(gateway.app, createDownlineAccount, account({ account: 'notmine01' }), as('tp1'));
    expect(member.statusCode).toBe(403);
    expect(member.body.code).toBe(ERROR_CODE.notAgent);
    const trial = await callGateway(gateway.app, createDownlineAccount, account({ account: 'notmine02' }), as('ttrialkid'));
    expect(trial.body.code).toBe(ERROR_CODE.realAccountRequired);
    expect((await callGateway(gateway.app, createDownlineAccount, account({ account: 'notmine03' }), { remoteAddress: freshAddress() })).statusCode).toBe(401);
  });

  it("counts against registration's hourly limit per address", async () => {
    const remoteAddress = '10.21.250.1';
    for (let attempt = 0; attempt < 20; attempt++) {
      const refused = await callGateway(gateway.app, createDownlineAccount, account({ account: 'x' }), { token: tokens.tboss!, remoteAddress });
      expect(refused.statusCode).toBe(400);
    }
    const limited = await callGateway(gateway.app, createDownlineAccount, account({ account: 'limitkid01' }), { token: tokens.tboss!, remoteAddress });
    expect(limited.statusCode).toBe(429);
  });
});

describe('affiliate links', () => {
  let linkCode = '';
  let linkId = 0;

  it('starts empty and offers the account types the agent may give', async () => {
    expect((await callGateway(gateway.app, affiliateLinks, {}, as('tlead'))).body.value).toEqual({ list: [], accountTypes: [0, 2, 41, 42], maxLinks: MAX_AFFILIATE_LINKS });
    expect((await callGateway(gateway.app, affiliateLinks, {}, as('tsub'))).body.value.accountTypes).toEqual([0, 41, 42]);
  });

  it('creates a link with an unambiguous code and the registration URL on the brand domain', async () => {
    const created = await callGateway(gateway.app, createAffiliateLink, { name: ' Facebook ', accountType: 0 }, as('tlead'));
    expect(created.statusCode).toBe(200);
    const link = created.body.value;
    expect(link.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(link).toEqual({
      id: expect.any(Number),
      name: 'Facebook',
      code: link.code,
      accountType: 0,
      url: `https://royal-lotto.example/#/register?affiliateCode=${link.code}`,
      enabled: true,
      createTime: gateway.clock.now().toISOString(),
      registeredCount: 0,
    });
    linkCode = link.code;
    linkId = link.id;
    const second = await callGateway(gateway.app, createAffiliateLink, { name: 'Agents', accountType: 41 }, as('tlead'));
    expect(second.body.value.code).not.toBe(linkCode);
    expect((await callGateway(gateway.app, affiliateLinks, {}, as('tlead'))).body.value.list.map((item) => item.name).sort()).toEqual(['Agents', 'Facebook']);
    // The public affiliate check knows it, in any case.
    expect((await callGateway(gateway.app, affiliate, { code: linkCode.toLowerCase(), domain: 'localhost' })).body.value).toEqual({ valid: true, affiliateCode: linkCode });
  });

  it('refuses a type the agent may not give, a blank name, a non-agent, and more than the maximum', async () => {
    expect((await callGateway(gateway.app, createAffiliateLink, { name: 'Up', accountType: 1 }, as('tlead'))).statusCode).toBe(403);
    expect((await callGateway(gateway.app, createAffiliateLink, { name: 'Trial', accountType: 4 }, as('tlead'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, createAffiliateLink, { name: '   ', accountType: 0 }, as('tlead'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, createAffiliateLink, { name: 'x'.repeat(33), accountType: 0 }, as('tlead'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, createAffiliateLink, { name: 'Mine', accountType: 0 }, as('tp1'))).body.code).toBe(ERROR_CODE.notAgent);
    await gateway.db.query(
      `insert into affiliate_link (merchant_code, agent_id, name, code, account_type, created_at, updated_at)
       select 'DEMO_ROYAL', $1, 'bulk ' || n, 'BULKSUB' || n, 0, now(), now() from generate_series(1, $2::int) n`,
      [ids.tsub, MAX_AFFILIATE_LINKS],
    );
    const over = await callGateway(gateway.app, createAffiliateLink, { name: 'One more', accountType: 0 }, as('tsub'));
    expect(over.statusCode).toBe(409);
    expect(over.body.code).toBe(ERROR_CODE.operationNotAllowed);
  });

  it('renames, disables and enables a link; another agent\'s link is unknown', async () => {
    const renamed = await callGateway(gateway.app, updateAffiliateLink, { id: linkId, name: 'Facebook Dec' }, as('tlead'));
    expect(renamed.body.value).toMatchObject({ name: 'Facebook Dec', enabled: true, code: linkCode });
    const disabled = await callGateway(gateway.app, updateAffiliateLink, { id: linkId, enabled: false }, as('tlead'));
    expect(disabled.body.value).toMatchObject({ name: 'Facebook Dec', enabled: false });
    expect((await callGateway(gateway.app, affiliate, { code: linkCode, domain: 'localhost' })).body.value.valid).toBe(false);
    expect((await callGateway(gateway.app, updateAffiliateLink, { id: linkId, enabled: true }, as('tlead'))).body.value.enabled).toBe(true);
    const foreign = await callGateway(gateway.app, updateAffiliateLink, { id: linkId, enabled: false }, as('tboss'));
    expect(foreign.statusCode).toBe(404);
    expect((await callGateway(gateway.app, updateAffiliateLink, { id: linkId }, as('tlead'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, updateAffiliateLink, { id: linkId, enabled: 'no' }, as('tlead'))).statusCode).toBe(400);
  });

  describe('registration through a link (Jade: no captcha, no SMS)', () => {
    const registerWith = (username: string, affiliateCode: string) =>
      callGateway(
        gateway.app,
        register,
        { username, password: 'jadepass88', confirmPassword: 'jadepass88', payeeName: 'Tan Mei Ling', affiliateCode },
        { merchantCode: 'DEMO_JADE', remoteAddress: freshAddress() },
      );

    it("makes a direct downline of the link's agent with the link's account type, counted for the link", async () => {
      const link = (await callGateway(gateway.app, createAffiliateLink, { name: 'Jade agents', accountType: 41 }, as('tjboss', 'DEMO_JADE'))).body.value;
      const answer = await registerWith('jadelink1', link.code.toLowerCase());
      expect(answer.statusCode).toBe(200);
      const stored = await gateway.db.query<{ type: number; parent_id: number; affiliate_link_id: number }>(
        "select type, parent_id, affiliate_link_id from member where account = 'jadelink1'",
      );
      expect(stored.rows[0]).toEqual({ type: 41, parent_id: ids.tjboss, affiliate_link_id: link.id });
      const links = await callGateway(gateway.app, affiliateLinks, {}, as('tjboss', 'DEMO_JADE'));
      expect(links.body.value.list).toEqual([expect.objectContaining({ id: link.id, registeredCount: 1, url: `https://jade-palace.example/#/register?affiliateCode=${link.code}` })]);
      const team = await callGateway(gateway.app, agentTeam, {}, as('tjboss', 'DEMO_JADE'));
      expect(team.body.value.list.find((row) => row.account === 'jadelink1')).toMatchObject({ type: 41, upline: 'tjboss', level: 1 });

      await callGateway(gateway.app, updateAffiliateLink, { id: link.id, enabled: false }, as('tjboss', 'DEMO_JADE'));
      const refused = await registerWith('jadelink2', link.code);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.code).toBe(ERROR_CODE.affiliateInvalid);
    });

    it("keeps the agent's own affiliate code working: a member, counted for no link", async () => {
      await gateway.db.query("update member set affiliate_code = 'TJBOSS77' where account = 'tjboss'");
      expect((await registerWith('jadeown1', 'tjboss77')).statusCode).toBe(200);
      const stored = await gateway.db.query("select type, parent_id, affiliate_link_id from member where account = 'jadeown1'");
      expect(stored.rows[0]).toEqual({ type: 0, parent_id: ids.tjboss, affiliate_link_id: null });
    });

    it("refuses a Royal link's code on Jade", async () => {
      expect((await registerWith('jadelink3', linkCode)).body.code).toBe(ERROR_CODE.affiliateInvalid);
    });
  });
});

describe('agentTeam', () => {
  beforeAll(async () => {
    await fundMember(gateway.db, ids.tlead!, 250);
    await gateway.db.query('update member set last_login_at = $2 where id = $1', [ids.tlead, new Date('2026-11-20T10:00:00Z')]);
    await gateway.db.query(
      `insert into agent_contract (merchant_code, kind, upline_id, downline_id, status, tiers, top_rate, created_at, updated_at)
       values ('DEMO_ROYAL', 'DAILY', $1, $2, 'ACTIVE', '[]'::jsonb, 1.5, now(), now()),
              ('DEMO_ROYAL', 'HOURLY', $1, $2, 'TERMINATED', '[]'::jsonb, 9, now(), now())`,
      [ids.tboss, ids.tlead],
    );
  });

  it("lists the agent's direct downlines with balances, logins, team sizes and running contracts", async () => {
    const answer = await callGateway(gateway.app, agentTeam, { pageSize: 50 }, as('tboss'));
    expect(answer.statusCode).toBe(200);
    const page = answer.body.value;
    expect(page.path).toEqual([{ account: 'tboss', type: 1 }]);
    expect(page.list.map((row) => row.account).sort()).toEqual(['bossagent1', 'newkid01', 'tlead', 'tsolo', 'ttrialkid']);
    expect(page.totalCount).toBe(5);
    expect(page.list.find((row) => row.account === 'tlead')).toEqual({
      account: 'tlead',
      nickname: null,
      type: 2,
      upline: 'tboss',
      level: 1,
      mainBalance: 250,
      totalBalance: 250,
      lastLoginTime: '2026-11-20T10:00:00.000Z',
      // tsub, tp1 and the agent tsub opened.
      teamSize: 3,
      directDownlineCount: 1,
      contracts: [{ kind: 'DAILY', topRate: 1.5 }],
      registerTime: expect.any(String),
    });
  });

  it('browses a level inside the team, with the path from the agent', async () => {
    const answer = await callGateway(gateway.app, agentTeam, { account: 'TSUB' }, as('tboss'));
    expect(answer.body.value.path).toEqual([
      { account: 'tboss', type: 1 },
      { account: 'tlead', type: 2 },
      { account: 'tsub', type: 41 },
    ]);
    expect(answer.body.value.list.map((row) => [row.account, row.level, row.upline]).sort()).toEqual([
      ['subagent42', 3, 'tsub'],
      ['tp1', 3, 'tsub'],
    ]);
    // From tlead's own centre the same level is one step nearer.
    const fromLead = await callGateway(gateway.app, agentTeam, { account: 'tsub' }, as('tlead'));
    expect(fromLead.body.value.path.map((step) => step.account)).toEqual(['tlead', 'tsub']);
    expect(fromLead.body.value.list.every((row) => row.level === 2)).toBe(true);
  });

  it('searches by part of an account at every level below, taking % and _ literally', async () => {
    const found = await callGateway(gateway.app, agentTeam, { search: 'P1' }, as('tboss'));
    expect(found.body.value.list.map((row) => [row.account, row.level])).toEqual([['tp1', 3]]);
    expect((await callGateway(gateway.app, agentTeam, { search: '%' }, as('tboss'))).body.value.list).toEqual([]);
    expect((await callGateway(gateway.app, agentTeam, { search: 'stranger' }, as('tboss'))).body.value.totalCount).toBe(0);
    const withinLevel = await callGateway(gateway.app, agentTeam, { account: 'tlead', search: 'U' }, as('tboss'));
    expect(withinLevel.body.value.list.map((row) => row.account).sort()).toEqual(['subagent42', 'tsub']);
  });

  it('never reaches beyond the subtree: another tree, the agent itself, an upline, an unknown account are 404', async () => {
    for (const [agent, account] of [['tboss', 'tstranger'], ['tboss', 'tboss'], ['tsub', 'tlead'], ['tlead', 'tboss'], ['tboss', 'nobody']] as const) {
      const answer = await callGateway(gateway.app, agentTeam, { account }, as(agent));
      expect(answer.statusCode, `${agent} → ${account}`).toBe(404);
      expect(answer.body.code).toBe(ERROR_CODE.notFound);
    }
    const jade = await callGateway(gateway.app, agentTeam, { account: 'jadelink1' }, as('tboss'));
    expect(jade.statusCode).toBe(404);
  });

  it('pages, and counts past the last page', async () => {
    const first = await callGateway(gateway.app, agentTeam, { pageNo: 1, pageSize: 2 }, as('tboss'));
    const third = await callGateway(gateway.app, agentTeam, { pageNo: 3, pageSize: 2 }, as('tboss'));
    expect(first.body.value).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(first.body.value.list).toHaveLength(2);
    expect(third.body.value.list).toHaveLength(1);
    const beyond = await callGateway(gateway.app, agentTeam, { pageNo: 9, pageSize: 2 }, as('tboss'));
    expect(beyond.body.value).toMatchObject({ list: [], totalCount: 5, totalPages: 3 });
  });

  it('refuses a non-agent, a guest and malformed queries', async () => {
    expect((await callGateway(gateway.app, agentTeam, {}, as('tp1'))).body.code).toBe(ERROR_CODE.notAgent);
    expect((await callGateway(gateway.app, agentTeam, {})).statusCode).toBe(401);
    expect((await callGateway(gateway.app, agentTeam, { pageSize: 1000 }, as('tboss'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, agentTeam, { account: 'x'.repeat(65) }, as('tboss'))).statusCode).toBe(400);
    expect((await callGateway(gateway.app, agentTeam, { search: 'a\u0001' }, as('tboss'))).statusCode).toBe(400);
  });
});

describe('transferToDownline', () => {
  const send = (agent: string, body: Record<string, unknown>) =>
    callGateway(gateway.app, transferToDownline, { paymentPassword: TEST_PAYMENT_PASSWORD, ...body }, { token: tokens[agent]! });
  const balanceOf = async (memberId: number) =>
    (await gateway.db.query<{ b: number }>("select coalesce(sum(balance), 0)::float8 as b from wallet where member_id = $1 and wallet_code = 'MAIN'", [memberId])).rows[0]!.b;

  beforeAll(async () => {
    await fundMember(gateway.db, ids.tboss!, 1_000);
    await ensureTestPaymentPassword(gateway.db, ids.tboss!);
  });

  it('moves money to a member deep in the team, once per requestId, and both sides see it in their account records', async () => {
    const before = await balanceOf(ids.tp1!);
    const answer = await send('tboss', { toAccount: 'TP1', amount: 100.25, requestId: 'team-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value).toEqual({ transferId: expect.stringMatching(/^MT\d{8}$/), toAccount: 'tp1', amount: 100.25, sumBalance: 899.75 });
    const replay = await send('tboss', { toAccount: 'tp1', amount: 100.25, requestId: 'team-1' });
    expect(replay.body.value).toEqual(answer.body.value);
    expect(await balanceOf(ids.tp1!)).toBe(before + 100.25);
    expect(await balanceOf(ids.tboss!)).toBe(899.75);

    const changed = await send('tboss', { toAccount: 'tp1', amount: 5, requestId: 'team-1' });
    expect(changed.statusCode).toBe(409);

    const agentRecord = await callGateway(gateway.app, memberTransactions, { type: 'TRANSFER' }, { token: tokens.tboss! });
    expect(agentRecord.body.value.list).toEqual([expect.objectContaining({ referenceNo: answer.body.value.transferId, type: 'TRANSFER', amount: -100.25, balance: 899.75 })]);
    const downlineRecord = await callGateway(gateway.app, memberTransactions, { type: 'TRANSFER' }, { token: tokens.tp1! });
    expect(downlineRecord.body.value.list).toEqual([expect.objectContaining({ referenceNo: answer.body.value.transferId, type: 'TRANSFER', amount: 100.25 })]);
  });

  it('refuses trial accounts, members outside the team, the agent itself and non-agents', async () => {
    const trial = await send('tboss', { toAccount: 'ttrialkid', amount: 1, requestId: 'team-trial' });
    expect(trial.statusCode).toBe(400);
    expect(trial.body.message).toBe('A trial account cannot receive transfers');
    for (const toAccount of ['tstranger', 'tboss', 'jadelink1', 'nobody']) {
      const answer = await send('tboss', { toAccount, amount: 1, requestId: `team-${toAccount}` });
      expect(answer.statusCode, toAccount).toBe(404);
    }
    expect((await send('tsub', { toAccount: 'tlead', amount: 1, requestId: 'team-up' })).statusCode).toBe(404);
    expect((await send('tp1', { toAccount: 'tsolo', amount: 1, requestId: 'team-member' })).body.code).toBe(ERROR_CODE.notAgent);
  });

  it.each([{ amount: 0 }, { amount: -5 }, { amount: 0.001 }, { amount: 2_000_000 }, { amount: '10' }, { requestId: 'bad id!' }, { paymentPassword: '12345' }])(
    'refuses the malformed body %j',
    async (change) => {
      const answer = await send('tboss', { toAccount: 'tp1', amount: 1, requestId: 'team-malformed', ...change });
      expect(answer.statusCode).toBe(400);
    },
  );

  it('refuses more than the balance, and promotional credit still locked', async () => {
    const over = await send('tboss', { toAccount: 'tsolo', amount: 5_000, requestId: 'team-over' });
    expect(over.statusCode).toBe(400);
    expect(over.body.code).toBe(ERROR_CODE.insufficientBalance);

    // tlead holds 250 of deposits and the 1000 welcome credit, which is not transferable.
    await ensureTestPaymentPassword(gateway.db, ids.tlead!);
    await gateway.db.transaction((tx) => grantOpeningCredit(tx, ids.tlead!, 'DEMO_ROYAL', gateway.clock.now()));
    const locked = await send('tlead', { toAccount: 'tsub', amount: 250.01, requestId: 'team-locked' });
    expect(locked.statusCode).toBe(400);
    expect(locked.body.code).toBe(ERROR_CODE.promotionalCreditLocked);
    expect((await send('tlead', { toAccount: 'tsub', amount: 250, requestId: 'team-withdrawable' })).statusCode).toBe(200);
  });

  it('needs the payment password, and locks it after five wrong ones', async () => {
    const unset = await send('toutsider', { toAccount: 'tstranger', amount: 1, requestId: 'team-unset' });
    expect(unset.body.message).toBe('Set a payment password first (security centre)');
    await fundMember(gateway.db, ids.toutsider!, 10);
    await ensureTestPaymentPassword(gateway.db, ids.toutsider!);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await send('toutsider', { toAccount: 'tstranger', amount: 1, requestId: `team-wrong-${attempt}`, paymentPassword: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body.code).toBe(ERROR_CODE.passwordIncorrect);
    }
    const lockedOut = await send('toutsider', { toAccount: 'tstranger', amount: 1, requestId: 'team-right' });
    expect(lockedOut.statusCode).toBe(429);
    expect(await balanceOf(ids.tstranger!)).toBe(0);
  });

  it('keeps the ledger balanced', async () => {
    const audit = await auditLedger(gateway.db);
    expect(audit.unbalancedWallets).toEqual([]);
    expect(audit.negativeWallets).toBe(0);
  });
});

describe('agentNotices', () => {
  beforeAll(async () => {
    const text = (en: string) => JSON.stringify({ ms: en, en, zh: en });
    const day = 24 * 60 * 60 * 1000;
    const now = gateway.clock.now().getTime();
    await gateway.db.query(
      `insert into notice (merchant_code, slug, type, title, content, published_at, expires_at, audience) values
         ('DEMO_ROYAL', 'for-agents', 'B', $1, $2, $6, null, 'AGENTS'),
         ('DEMO_ROYAL', 'for-agents-later', 'B', $3, $2, $7, null, 'AGENTS'),
         ('DEMO_ROYAL', 'for-agents-expired', 'B', $4, $2, $8, $6, 'AGENTS'),
         ('DEMO_ROYAL', 'for-everyone', 'B', $5, $2, $6, null, 'ALL'),
         ('DEMO_JADE', 'for-jade-agents', 'B', $1, $2, $6, null, 'AGENTS')`,
      [text('Agents only'), text('<p>Body<script>alert(1)</script></p>'), text('Agents, newer'), text('Agents, expired'), text('Everyone'), new Date(now - 2 * day), new Date(now - day), new Date(now - 3 * day)],
    );
  });

  it("answers the brand's published notices for agents, newest first, sanitised", async () => {
    const answer = await callGateway(gateway.app, agentNotices, {}, as('tsub'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.value.map((notice) => notice.title)).toEqual(['Agents, newer', 'Agents only']);
    expect(answer.body.value[0]!.content).not.toContain('script');
  });

  it('keeps them out of the public announcements and notices', async () => {
    const board = await callGateway(gateway.app, notices, {});
    expect(board.body.value.map((notice) => notice.title)).toEqual(['Everyone']);
    const bar = await callGateway(gateway.app, announcements, { types: 'B', platform: 'W' });
    expect(bar.body.value.map((notice) => notice.title)).toEqual(['Everyone']);
  });

  it('refuses a non-agent and a guest', async () => {
    expect((await callGateway(gateway.app, agentNotices, {}, as('tp1'))).body.code).toBe(ERROR_CODE.notAgent);
    expect((await callGateway(gateway.app, agentNotices, {})).statusCode).toBe(401);
  });
});
