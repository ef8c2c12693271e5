import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';

describe('password hashes', () => {
  it('stores scrypt with its cost, a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('player123');
    const second = await hashPassword('player123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('player123', first)).toBe(true);
    expect(await verifyPassword('player124', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('treats composed and decomposed accents as one password', async () => {
    const stored = await hashPassword('caf\u00e9123');
    expect(await verifyPassword('cafe\u0301123', stored)).toBe(true);
  });

  it('answers false for a malformed or too costly stored hash', async () => {
    for (const stored of ['', 'test-only:no-password', 'scrypt$16384$8$1$abc', 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'scrypt$1048576$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a verification on an unknown account', async () => {
    await verifyAgainstNothing('warm-up');
    const stored = await hashPassword('timing');
    let started = performance.now();
    await verifyPassword('timing', stored);
    const known = performance.now() - started;
    started = performance.now();
    expect(await verifyAgainstNothing('timing')).toBe(false);
    const unknown = performance.now() - started;
    expect(unknown).toBeGreaterThan(known / 4);
  });
});
