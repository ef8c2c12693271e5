import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so a later change of the cost
 * still verifies the hashes stored before it.
 */
const SCHEME = 'scrypt';
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** The largest cost a stored hash may ask for: a tampered row must not exhaust the memory. */
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...options, maxmem: MAX_MEMORY_BYTES }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password for storage (scrypt, salted). */
export async function hashPassword(password: string): Promise<string> {
  return hashPasswordWithSalt(password, randomBytes(SALT_BYTES));
}

/**
 * Hashes with a given salt: only for the demo seed, whose salts derive from the account so
 * every fresh database is the same. Everything else uses hashPassword's random salt.
 */
export async function hashPasswordWithSalt(password: string, salt: Buffer): Promise<string> {
  const key = await derive(password, salt, KEY_BYTES, COST);
  return [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(storedHash: string): ParsedHash | null {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || !Number.isInteger(r) || !Number.isInteger(p) || r < 1 || p < 1 || p > 16) return null;
  if (128 * N * r > MAX_MEMORY_BYTES / 2) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { options: { N, r, p }, salt, key };
}

/** Whether a password matches a stored hash, in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseHash(storedHash);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.options);
  return timingSafeEqual(key, parsed.key);
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Spends the time of one verification for an account that does not exist, so the answer's
 * timing does not tell which accounts do. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  unknownAccountHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await unknownAccountHash);
  return false;
}
