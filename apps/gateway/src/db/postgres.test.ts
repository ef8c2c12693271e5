import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, login, merchantWallet, systemStatus, walletTransfer } from '@platform/api/contract';
import { hashPassword } from '../accounts/password';
import { buildApp } from '../app';
import { seedDemoData } from '../seed/demo-data';
import { callGateway, createTestClock, createTestMember } from '../test/test-gateway';
import { grantOpeningCredit } from '../wallet/opening-credit';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { openDatabase } from './open-database';
import type { ClosableDatabase } from './open-database';
import { TEST_DATABASE_URL, createPostgresTestDatabase } from './postgres-test-database';
import type { PostgresTestDatabase } from './postgres-test-database';

// The gateway over a real PostgreSQL server (DATABASE_URL): the same migrations and seed, and
// real calls through the app, including many transfers at once on many connections.

async function tableCounts(db: ClosableDatabase): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

describe.runIf(TEST_DATABASE_URL)('the gateway on PostgreSQL', () => {
  let server: PostgresTestDatabase;
  let db: ClosableDatabase;
  let app: FastifyInstance;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await createPostgresTestDatabase(TEST_DATABASE_URL!);
    db = await openDatabase({ dataDir: '/nonexistent/unused', databaseUrl: server.url });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await server?.drop();
  });

  it('runs every migration once and the seed idempotently, however often they run', async () => {
    expect(await runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    await seedDemoData(db, clock.now());
    const seeded = await tableCounts(db);

    expect(await runMigrations(db)).toEqual([]);
    await seedDemoData(db, clock.now());
    expect(await tableCounts(db)).toEqual(seeded);
    expect(seeded.merchant).toBe(2);
    expect(seeded.schema_migrations).toBe(MIGRATIONS.length);

    app = buildApp({ db, now: clock.now });
    await app.ready();
  });

  it('answers the system status from PostgreSQL', async () => {
    const answer = await callGateway(app, systemStatus, { url: 'localhost' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.value.maintenance.enabled).toBe(false);
    expect(answer.body.value.whitelabel.length).toBeGreaterThan(0);
  });

  it('logs a member in and answers their balance', async () => {
    const { memberId } = await createTestMember(db, { account: 'pgplayer1', now: clock.now() });
    await db.query('update member set password_hash = $1 where id = $2', [await hashPassword('Secret1234'), memberId]);
    await db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', clock.now()));

    const loggedIn = await callGateway(app, login, { type: 'username', username: 'pgplayer1', password: 'Secret1234' });
    expect(loggedIn.statusCode, JSON.stringify(loggedIn.body)).toBe(200);
    const token = loggedIn.body.value.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

    const answer = await callGateway(app, balance, {}, { token });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value.sumBalance).toBe(1000);

    const refused = await callGateway(app, login, { type: 'username', username: 'pgplayer1', password: 'Wrong1234' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('keeps the ledger balanced under 500 simultaneous transfers, with no double spend', async () => {
    const { memberId, token } = await createTestMember(db, { account: 'pgplayer2', now: clock.now() });
    await db.transaction((tx) => grantOpeningCredit(tx, memberId, 'DEMO_ROYAL', clock.now()));
    const wallets = await callGateway(app, merchantWallet, {}, { token });
    expect(wallets.statusCode, JSON.stringify(wallets.body)).toBe(200);
    const gameWallet = wallets.body.value.find((wallet) => wallet.walletCode !== 'MAIN');
    expect(gameWallet, 'a game wallet to transfer to').toBeDefined();

    // 1000 in the main wallet, 500 transfers of 5 (half of them retried with the same request id):
    // exactly 200 distinct transfers can move money.
    const attempts = Array.from({ length: 500 }, (_, index) => ({
      from: 'MAIN',
      to: gameWallet!.walletCode,
      amount: 5,
      requestId: `pg-transfer-${index % 250}`,
    }));
    const answers = await Promise.all(attempts.map((input) => callGateway(app, walletTransfer, input, { token })));
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBeLessThan(500);
    const moved = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.body.value.transferId));
    expect(moved.size).toBe(200);

    const ledger = await db.query<{ wallet_code: string; balance: number; entries: number }>(
      `select w.wallet_code, w.balance::float8 as balance, coalesce(sum(l.amount), 0)::float8 as entries
       from wallet w left join ledger_entry l on l.wallet_id = w.id
       where w.member_id = $1 group by w.id order by w.wallet_code`,
      [memberId],
    );
    for (const row of ledger.rows) expect(row.entries, row.wallet_code).toBe(row.balance);
    const byCode = Object.fromEntries(ledger.rows.map((row) => [row.wallet_code, row.balance]));
    expect(byCode.MAIN).toBe(0);
    expect(byCode[gameWallet!.walletCode]).toBe(1000);

    const after = await callGateway(app, balance, {}, { token });
    expect(after.body.value.sumBalance).toBe(1000);
  });
});

