import type { RealityCheckMinutes } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/** The player's protection settings besides the limits (migration 0025, player_protection); no row: the defaults. */
export interface ProtectionPreferences {
  realityCheckMinutes: RealityCheckMinutes;
  depositLimitPromptDeclined: boolean;
}

export async function loadProtectionPreferences(db: Queryable, memberId: number): Promise<ProtectionPreferences> {
  const result = await db.query<{ reality_check_minutes: RealityCheckMinutes; deposit_limit_prompt_declined: boolean }>(
    'select reality_check_minutes, deposit_limit_prompt_declined from player_protection where member_id = $1',
    [memberId],
  );
  const row = result.rows[0];
  return { realityCheckMinutes: row?.reality_check_minutes ?? 0, depositLimitPromptDeclined: row?.deposit_limit_prompt_declined ?? false };
}

export async function saveRealityCheckMinutes(db: Queryable, memberId: number, minutes: RealityCheckMinutes): Promise<void> {
  await db.query(
    `insert into player_protection (member_id, reality_check_minutes) values ($1, $2)
     on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes`,
    [memberId, minutes],
  );
}

export async function declineDepositLimitPrompt(db: Queryable, memberId: number): Promise<void> {
  await db.query(
    `insert into player_protection (member_id, deposit_limit_prompt_declined) values ($1, true)
     on conflict (member_id) do update set deposit_limit_prompt_declined = true`,
    [memberId],
  );
}
