import type { Queryable } from '../db/database';
import { moneyToCents } from '../shared/money';

/** A merchant's withdrawal settings, money in cents. */
export interface WithdrawalLimits {
  minCents: number;
  maxCents: number;
  /** Withdrawals a member may request per business day (rejected ones do not count). */
  dailyCount: number;
  /** A payout not confirmed within this many minutes counts as received. */
  confirmTimeoutMinutes: number;
}

/** What a merchant without settings of its own gets. */
export const DEFAULT_WITHDRAWAL_LIMITS: WithdrawalLimits = { minCents: 50_00, maxCents: 50_000_00, dailyCount: 5, confirmTimeoutMinutes: 30 };

export async function loadWithdrawalLimits(db: Queryable, merchantCode: string): Promise<WithdrawalLimits> {
  const result = await db.query<{ min_amount: number; max_amount: number; daily_count: number; confirm_timeout_minutes: number }>(
    `select min_amount::float8 as min_amount, max_amount::float8 as max_amount, daily_count, confirm_timeout_minutes
       from withdrawal_setting where merchant_code = $1`,
    [merchantCode],
  );
  const row = result.rows[0];
  if (!row) return DEFAULT_WITHDRAWAL_LIMITS;
  return {
    minCents: moneyToCents(row.min_amount),
    maxCents: moneyToCents(row.max_amount),
    dailyCount: row.daily_count,
    confirmTimeoutMinutes: row.confirm_timeout_minutes,
  };
}
