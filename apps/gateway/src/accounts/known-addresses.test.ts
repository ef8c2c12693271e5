import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/index';
import { knownAddressState, recordKnownAddress } from './known-addresses';

describe('known addresses', () => {
  let db: PGlite;
  let memberId: number;

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    // The database as it was before 0026, with a history of logins.
    const before = MIGRATIONS.findIndex((migration) => migration.id === '0026-second-factor');
    await runMigrations(db, MIGRATIONS.slice(0, before));
    await db.query("insert into merchant (code, name, brand) values ('M1', 'Brand', 'royal')");
    memberId = (await db.query<{ id: number }>("insert into member (merchant_code, account, password_hash) values ('M1', 'someone', 'x') returning id")).rows[0]!.id;
    const logins: [string, boolean, string][] = [
      ['10.0.0.1', true, '2026-01-01T00:00:00Z'],
      ['10.0.0.1', true, '2026-02-01T00:00:00Z'],
      ['10.0.0.2', false, '2026-03-01T00:00:00Z'],
      ['10.0.0.3', true, '2026-04-01T00:00:00Z'],
    ];
    for (const [ip, succeeded, at] of logins) {
      await db.query("insert into login_record (member_id, login_type, succeeded, ip, created_at) values ($1, 'username', $2, $3, $4)", [memberId, succeeded, ip, at]);
    }
    await runMigrations(db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('are filled by the migration from the successful logins of the history', async () => {
    const rows = await db.query('select address, first_seen, last_seen from member_known_address where member_id = $1 order by address', [memberId]);
    expect(rows.rows).toEqual([
      { address: '10.0.0.1', first_seen: new Date('2026-01-01T00:00:00Z'), last_seen: new Date('2026-02-01T00:00:00Z') },
      { address: '10.0.0.3', first_seen: new Date('2026-04-01T00:00:00Z'), last_seen: new Date('2026-04-01T00:00:00Z') },
    ]);
    expect(await knownAddressState(db, memberId, '10.0.0.2')).toEqual({ known: false, anyRecorded: true });
  });

  it('record a new address and move the last use of a known one forward only', async () => {
    await recordKnownAddress(db, memberId, '10.0.0.9', new Date('2026-05-01T00:00:00Z'));
    await recordKnownAddress(db, memberId, '10.0.0.9', new Date('2026-04-15T00:00:00Z'));
    await recordKnownAddress(db, memberId, '10.0.0.9', new Date('2026-06-01T00:00:00Z'));
    const row = await db.query('select first_seen, last_seen from member_known_address where member_id = $1 and address = $2', [memberId, '10.0.0.9']);
    expect(row.rows).toEqual([{ first_seen: new Date('2026-05-01T00:00:00Z'), last_seen: new Date('2026-06-01T00:00:00Z') }]);
    expect(await knownAddressState(db, memberId, '10.0.0.9')).toEqual({ known: true, anyRecorded: true });
  });
});
