import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from '../db/migrate';
import { clearRateLimit, hitRateLimit, peekRateLimit } from './rate-limit';

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
});

afterAll(async () => {
  await db.close();
});

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, seconds));

describe('fixed-window rate limit', () => {
  const rule = { name: 'test-window', limit: 2, windowMs: 60_000 };

  it('allows `limit` hits per window from the first hit, then tells how long to wait', async () => {
    expect(await hitRateLimit(db, rule, 'a', at(0))).toMatchObject({ allowed: true, hits: 1 });
    expect(await hitRateLimit(db, rule, 'a', at(10))).toMatchObject({ allowed: true, hits: 2 });
    expect(await peekRateLimit(db, rule, 'a', at(15))).toMatchObject({ allowed: false, retryAfterMs: 45_000 });
    expect(await hitRateLimit(db, rule, 'a', at(20))).toMatchObject({ allowed: false, hits: 3, retryAfterMs: 40_000 });
    // Another key counts on its own.
    expect(await hitRateLimit(db, rule, 'b', at(20))).toMatchObject({ allowed: true, hits: 1 });
    expect(await hitRateLimit(db, rule, 'a', at(60))).toMatchObject({ allowed: true, hits: 1 });
  });

  it('locks a key out past its limit when the rule says so, and starts again after', async () => {
    const lockout = { name: 'test-lockout', limit: 1, windowMs: 3_600_000, lockoutMs: 300_000 };
    expect((await hitRateLimit(db, lockout, 'n', at(0))).allowed).toBe(true);
    expect(await hitRateLimit(db, lockout, 'n', at(1))).toMatchObject({ allowed: false, lockedOut: true, retryAfterMs: 300_000 });
    expect(await peekRateLimit(db, lockout, 'n', at(100))).toMatchObject({ lockedOut: true, retryAfterMs: 201_000 });
    expect(await hitRateLimit(db, lockout, 'n', at(301))).toMatchObject({ allowed: true, hits: 1, lockedOut: false });
  });

  it('counts simultaneous hits exactly once each', async () => {
    const many = { name: 'test-concurrent', limit: 1000, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 50 }, () => hitRateLimit(db, many, 'c', at(0))));
    expect((await hitRateLimit(db, many, 'c', at(1))).hits).toBe(51);
    await clearRateLimit(db, many, 'c');
    expect((await peekRateLimit(db, many, 'c', at(2))).hits).toBe(0);
  });
});
