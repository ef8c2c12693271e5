import type { Mission, MissionKind, MissionPeriod } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { localize } from '../http/locale';
import { BUSINESS_UTC_OFFSET } from '../shared/business-day';
import { roundMoney } from '../shared/money';
import { currentPeriod } from './mission-period';
import type { PeriodSpan } from './mission-period';

/** A mission as stored. */
export interface MissionRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText | null;
  kind: MissionKind;
  game_type: string | null;
  period: MissionPeriod;
  target: number;
  points: number;
  reward_amount: number;
}

const MISSION_COLUMNS = 'id, title, description, kind, game_type, period, target, points, reward_amount::float8 as reward_amount';

/** The merchant's missions in their order. */
export async function loadMissionRows(db: Queryable, merchantCode: string): Promise<MissionRow[]> {
  const result = await db.query<MissionRow>(`select ${MISSION_COLUMNS} from mission where merchant_code = $1 order by sort_order, id`, [merchantCode]);
  return result.rows;
}

/** One mission of the merchant, or null (another merchant's id is not found). */
export async function findMissionRow(db: Queryable, merchantCode: string, missionId: number): Promise<MissionRow | null> {
  const result = await db.query<MissionRow>(`select ${MISSION_COLUMNS} from mission where merchant_code = $1 and id = $2`, [merchantCode, missionId]);
  return result.rows[0] ?? null;
}

/**
 * The query that measures a mission for a member since its period began. Each reads a few
 * indexed rows: the daily totals, the member's deposits in the ledger, logins or invitations.
 */
function measureQuery(memberId: number, mission: MissionRow, span: PeriodSpan): { sql: string; params: unknown[] } {
  const betTotals =
    mission.game_type === null
      ? { from: 'from member_daily_totals where member_id = $1 and business_day >= $2::date', params: [memberId, span.startDay] }
      : { from: 'from member_daily_game_totals where member_id = $1 and business_day >= $2::date and game_type = $3', params: [memberId, span.startDay, mission.game_type] };
  switch (mission.kind) {
    case 'LOGIN_DAYS':
      // Distinct business days: each login's moment moved to business time, then its date.
      return {
        sql: `select count(distinct ((created_at at time zone 'UTC') + $3::interval)::date)::float8 as value
              from login_record where member_id = $1 and succeeded and created_at >= $2`,
        params: [memberId, span.start, BUSINESS_UTC_OFFSET],
      };
    case 'DEPOSIT_COUNT':
      // Each deposit credited is one DEPOSIT movement in the ledger.
      return { sql: "select count(*)::float8 as value from ledger_entry where member_id = $1 and type = 'DEPOSIT' and created_at >= $2", params: [memberId, span.start] };
    case 'DEPOSIT_AMOUNT':
      return { sql: 'select coalesce(sum(deposits), 0)::float8 as value from member_daily_totals where member_id = $1 and business_day >= $2::date', params: [memberId, span.startDay] };
    case 'BET_COUNT':
      return { sql: `select coalesce(sum(bet_count), 0)::float8 as value ${betTotals.from}`, params: betTotals.params };
    case 'VALID_BETS':
      return { sql: `select coalesce(sum(valid_bets), 0)::float8 as value ${betTotals.from}`, params: betTotals.params };
    case 'INVITES':
      return { sql: 'select count(*)::float8 as value from referral where referrer_id = $1 and registered_at >= $2', params: [memberId, span.start] };
  }
}

/** A member's progress on a mission in a period, from the real events since it began. */
export async function measureProgress(db: Queryable, memberId: number, mission: MissionRow, span: PeriodSpan): Promise<number> {
  const { sql, params } = measureQuery(memberId, mission, span);
  const result = await db.query<{ value: number }>(sql, params);
  return roundMoney(result.rows[0]?.value ?? 0);
}

/** The merchant's missions with the member's progress and status in each one's current period. */
export async function loadMemberMissions(db: Queryable, merchantCode: string, memberId: number, locale: ContentLocale, now: Date): Promise<Mission[]> {
  const rows = await loadMissionRows(db, merchantCode);
  if (rows.length === 0) return [];
  const spans = rows.map((row) => currentPeriod(row.period, now));
  const earliest = spans.reduce((first, span) => (span.startDay < first ? span.startDay : first), spans[0]!.startDay);
  const claims = await db.query<{ mission_id: number; period_start: string }>(
    'select mission_id, period_start::text as period_start from mission_claim where member_id = $1 and period_start >= $2::date',
    [memberId, earliest],
  );
  const claimed = new Set(claims.rows.map((row) => `${row.mission_id}:${row.period_start}`));
  const missions: Mission[] = [];
  for (const [index, row] of rows.entries()) {
    const span = spans[index]!;
    const progress = await measureProgress(db, memberId, row, span);
    const status = claimed.has(`${row.id}:${span.startDay}`) ? 'CLAIMED' : progress >= row.target ? 'COMPLETED' : 'IN_PROGRESS';
    missions.push({
      missionId: row.id,
      title: localize(row.title, locale),
      description: localize(row.description, locale),
      kind: row.kind,
      gameType: row.game_type,
      period: row.period,
      periodEnd: span.end.getTime(),
      target: row.target,
      progress,
      points: row.points,
      rewardAmount: row.reward_amount,
      status,
    });
  }
  return missions;
}
