import type { Queryable } from '../../db/database';
import { centsText } from '../../shared/money';
import type { WithdrawalLimits } from '../../withdrawals/withdrawal-limits';

/** The demo merchants' withdrawal limits: both confirm payouts automatically after 30 minutes. */
export const DEMO_WITHDRAWAL_LIMITS: Readonly<Record<string, WithdrawalLimits>> = {
  DEMO_ROYAL: { minCents: 50_00, maxCents: 50_000_00, dailyCount: 5, confirmTimeoutMinutes: 30 },
  DEMO_JADE: { minCents: 100_00, maxCents: 30_000_00, dailyCount: 3, confirmTimeoutMinutes: 30 },
};

/** Seeds the demo merchants' withdrawal settings; settings that exist are left as they are. */
export async function seedWithdrawalSettings(db: Queryable): Promise<void> {
  const rows = Object.entries(DEMO_WITHDRAWAL_LIMITS);
  await db.query(
    `insert into withdrawal_setting (merchant_code, min_amount, max_amount, daily_count, confirm_timeout_minutes)
     select * from unnest($1::text[], $2::numeric[], $3::numeric[], $4::int[], $5::int[]) as s (merchant_code, min_amount, max_amount, daily_count, confirm_timeout_minutes)
      where exists (select 1 from merchant where code = s.merchant_code)
     on conflict do nothing`,
    [
      rows.map(([code]) => code),
      rows.map(([, limits]) => centsText(limits.minCents)),
      rows.map(([, limits]) => centsText(limits.maxCents)),
      rows.map(([, limits]) => limits.dailyCount),
      rows.map(([, limits]) => limits.confirmTimeoutMinutes),
    ],
  );
}
