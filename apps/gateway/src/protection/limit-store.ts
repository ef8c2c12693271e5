import { LIMIT_KINDS, LIMIT_PERIODS } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { centsText, moneyToCents } from '../shared/money';
import type { LimitKind, LimitPeriod, PlayerLimit } from './limit-rules';

/*
 * The player's limits as stored (migration 0025, player_limit): one row per limit set or with a
 * change waiting; a limit without a row is none. The rules of a change are limit-rules.ts'.
 */

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_removal: boolean;
  confirmable_from: Date | null;
}

const LIMIT_COLUMNS = 'kind, period, amount::float8 as amount, pending_amount::float8 as pending_amount, pending_removal, confirmable_from';

function limitOf(row: LimitRow): PlayerLimit {
  const pending =
    row.confirmable_from === null
      ? null
      : { cents: row.pending_removal || row.pending_amount === null ? null : moneyToCents(row.pending_amount), confirmableFrom: row.confirmable_from };
  return { kind: row.kind, period: row.period, cents: row.amount === null ? null : moneyToCents(row.amount), pending };
}

/** No limit and nothing waiting. */
export function noLimit(kind: LimitKind, period: LimitPeriod): PlayerLimit {
  return { kind, period, cents: null, pending: null };
}

/** The member's stored limits (only those set or with a change waiting); of some kinds only when `kinds` is given. */
export async function loadLimits(db: Queryable, memberId: number, kinds: readonly LimitKind[] = LIMIT_KINDS): Promise<PlayerLimit[]> {
  const result = await db.query<LimitRow>(`select ${LIMIT_COLUMNS} from player_limit where member_id = $1 and kind = any($2::text[])`, [memberId, kinds]);
  return result.rows.map(limitOf);
}

/** Every kind and period, in the contract's order, set or not (the settings page shows all 9). */
export function everyLimit(stored: readonly PlayerLimit[]): PlayerLimit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => stored.find((limit) => limit.kind === kind && limit.period === period) ?? noLimit(kind, period)),
  );
}

/** One limit, its row locked until the transaction ends (a first change creates the row), so that two changes apply one after the other. */
export async function lockLimit(tx: Queryable, memberId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<PlayerLimit> {
  await tx.query('insert into player_limit (member_id, kind, period, updated_at) values ($1, $2, $3, $4) on conflict do nothing', [memberId, kind, period, now]);
  const result = await tx.query<LimitRow>(`select ${LIMIT_COLUMNS} from player_limit where member_id = $1 and kind = $2 and period = $3 for update`, [
    memberId,
    kind,
    period,
  ]);
  return limitOf(result.rows[0]!);
}

/** Stores a limit as it now is; one that is none with nothing waiting loses its row. */
export async function saveLimit(tx: Queryable, memberId: number, limit: PlayerLimit, now: Date): Promise<void> {
  if (limit.cents === null && limit.pending === null) {
    await tx.query('delete from player_limit where member_id = $1 and kind = $2 and period = $3', [memberId, limit.kind, limit.period]);
    return;
  }
  const pending = limit.pending;
  await tx.query(
    `update player_limit set amount = $4::numeric, pending_amount = $5::numeric, pending_removal = $6, confirmable_from = $7, updated_at = $8
      where member_id = $1 and kind = $2 and period = $3`,
    [
      memberId,
      limit.kind,
      limit.period,
      limit.cents === null ? null : centsText(limit.cents),
      pending?.cents == null ? null : centsText(pending.cents),
      pending !== null && pending.cents === null,
      pending?.confirmableFrom ?? null,
      now,
    ],
  );
}
