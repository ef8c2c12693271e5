import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from './envelope-errors';

/**
 * A fixed-window limit: at most `limit` hits per key within `windowMs`, the window starting at
 * the key's first hit. The counters live in the database (table rate_limit), so every gateway
 * process behind a load balancer counts the same hits.
 */
export interface RateLimitRule {
  /** Names the counter; the key of a hit is `name:key`. */
  name: string;
  limit: number;
  windowMs: number;
  /** When set, the hit past the limit locks the key for this long; the count starts again after it. */
  lockoutMs?: number;
}

export interface RateLimitState {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Whether the key is locked out (rather than only over its window's limit). */
  lockedOut: boolean;
  /** How long until a hit is allowed again; 0 when allowed. */
  retryAfterMs: number;
}

interface CounterRow {
  window_start: Date;
  hits: number;
  locked_until: Date | null;
}

function counterKey(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${key}`;
}

function stateOf(rule: RateLimitRule, row: CounterRow | undefined, now: Date): RateLimitState {
  if (!row) return { allowed: true, hits: 0, lockedOut: false, retryAfterMs: 0 };
  const time = now.getTime();
  if (row.locked_until !== null && row.locked_until.getTime() > time) {
    return { allowed: false, hits: row.hits, lockedOut: true, retryAfterMs: row.locked_until.getTime() - time };
  }
  const windowEnd = row.window_start.getTime() + rule.windowMs;
  if (row.locked_until !== null || windowEnd <= time) return { allowed: true, hits: 0, lockedOut: false, retryAfterMs: 0 };
  if (row.hits <= rule.limit) return { allowed: true, hits: row.hits, lockedOut: false, retryAfterMs: 0 };
  return { allowed: false, hits: row.hits, lockedOut: false, retryAfterMs: windowEnd - time };
}

/**
 * Counts one hit and tells whether it is allowed. One statement per hit (an upsert that locks
 * the key's row), so simultaneous hits from several processes are all counted.
 */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<RateLimitState> {
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs);
  const result = await db.query<CounterRow>(
    `insert into rate_limit (key, window_start, hits, locked_until) values ($1, $2, 1, null)
     on conflict (key) do update set
       window_start = case when rate_limit.locked_until is not null and rate_limit.locked_until <= $2 then $2
                           when rate_limit.locked_until is null and rate_limit.window_start <= $3 then $2
                           else rate_limit.window_start end,
       hits = case when rate_limit.locked_until is not null and rate_limit.locked_until <= $2 then 1
                   when rate_limit.locked_until is null and rate_limit.window_start <= $3 then 1
                   else rate_limit.hits + 1 end,
       locked_until = case when rate_limit.locked_until is not null and rate_limit.locked_until <= $2 then null
                           else rate_limit.locked_until end
     returning window_start, hits, locked_until`,
    [counterKey(rule, key), now, windowOpenedAfter],
  );
  const row = result.rows[0]!;
  const state = stateOf(rule, row, now);
  if (!state.allowed && !state.lockedOut && rule.lockoutMs !== undefined) {
    const lockedUntil = new Date(now.getTime() + rule.lockoutMs);
    await db.query('update rate_limit set locked_until = $2 where key = $1 and locked_until is null', [counterKey(rule, key), lockedUntil]);
    return { allowed: false, hits: state.hits, lockedOut: true, retryAfterMs: rule.lockoutMs };
  }
  return state;
}

/** The key's state without counting a hit: whether the next hit would be allowed. */
export async function peekRateLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<RateLimitState> {
  const result = await db.query<CounterRow>('select window_start, hits, locked_until from rate_limit where key = $1', [counterKey(rule, key)]);
  const row = result.rows[0];
  const state = stateOf(rule, row, now);
  // Peeking asks about the next hit: a window already at its limit refuses it.
  if (state.allowed && row && state.hits >= rule.limit) {
    return { allowed: false, hits: state.hits, lockedOut: false, retryAfterMs: row.window_start.getTime() + rule.windowMs - now.getTime() };
  }
  return state;
}

/** Forgets a key's hits (a successful login clears its failures). */
export async function clearRateLimit(db: Queryable, rule: RateLimitRule, key: string): Promise<void> {
  await db.query('delete from rate_limit where key = $1', [counterKey(rule, key)]);
}

/** The 429 refusal of a limited request, with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(reply: FastifyReply, retryAfterMs: number, message: string): RequestError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new RequestError(429, ERROR_CODE.tooManyRequests, message);
}

/** Counts a hit and refuses the request (429 with Retry-After) when it is over the limit. */
export async function enforceRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
  reply: FastifyReply,
  message = 'Too many requests, please try again later',
): Promise<void> {
  const state = await hitRateLimit(db, rule, key, now);
  if (!state.allowed) throw tooManyRequests(reply, state.retryAfterMs, message);
}
