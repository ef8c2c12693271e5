import type { RewardClaimsPage, RewardClaimsQuery, RewardKind } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { roundMoney } from '../shared/money';

interface ClaimRow {
  id: number;
  reward_key: string;
  kind: RewardKind;
  title: LocalizedText;
  amount: number;
  turnover_required: number;
  reference_no: string;
  claimed_at: Date;
  total: number;
  total_amount: number;
}

/** The member's claimed rewards, newest first, with the count and sum of all of them. */
export async function listRewardClaims(db: Queryable, memberId: number, query: RewardClaimsQuery, locale: ContentLocale): Promise<RewardClaimsPage> {
  const totals = await db.query<{ total: number; total_amount: number }>(
    'select count(*)::int as total, coalesce(sum(amount), 0)::float8 as total_amount from reward_claim where member_id = $1',
    [memberId],
  );
  const rows = await db.query<ClaimRow>(
    `select id, reward_key, kind, title, amount::float8 as amount, turnover_required::float8 as turnover_required, reference_no, claimed_at
       from reward_claim where member_id = $1
      order by claimed_at desc, id desc limit $2 offset $3`,
    [memberId, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const { total, total_amount: totalAmount } = totals.rows[0]!;
  return {
    list: rows.rows.map((row) => ({
      claimId: row.id,
      // A promotion's payout is claimed by its number, as the reward centre lists it.
      rewardId: row.kind === 'PROMOTION' ? row.reward_key.slice('PROMOTION:'.length) : row.reward_key,
      kind: row.kind,
      title: localize(row.title, locale),
      amount: roundMoney(row.amount),
      turnoverRequired: roundMoney(row.turnover_required),
      referenceNo: row.reference_no,
      claimTime: new Date(row.claimed_at).getTime(),
    })),
    totalPages: Math.ceil(total / query.pageSize),
    totalAmount: roundMoney(totalAmount),
  };
}
