import type { RebateClaimsPage, RebateClaimsQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { centsToMoney } from '../shared/money';

interface ClaimRow {
  id: number;
  claim_no: string;
  amount_cents: number;
  claimed_at: Date;
  total: number;
}

interface LineRow {
  claim_id: number;
  game_type: string;
  valid_cents: number;
  rate_percent: number;
  amount_cents: number;
}

/** The member's rebate claims, newest first, each with its lines (one query for the page, one for its lines). */
export async function listRebateClaims(db: Queryable, memberId: number, page: RebateClaimsQuery): Promise<RebateClaimsPage> {
  const claims = await db.query<ClaimRow>(
    `select id::int as id, claim_no, round(amount * 100)::float8 as amount_cents, claimed_at, count(*) over ()::int as total
       from rebate_claim where member_id = $1
      order by claimed_at desc, id desc limit $2 offset $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const total =
    claims.rows[0]?.total ?? (await db.query<{ n: number }>('select count(*)::int as n from rebate_claim where member_id = $1', [memberId])).rows[0]!.n;
  const lines = await db.query<LineRow>(
    `select l.claim_id::int as claim_id, l.game_type, round(l.valid_bets * 100)::float8 as valid_cents, (l.rate * 100)::float8 as rate_percent,
            round(l.amount * 100)::float8 as amount_cents
       from rebate_claim_line l left join game_category c on c.code = l.game_type
      where l.claim_id = any($1::bigint[])
      order by c.sort nulls last, l.game_type`,
    [claims.rows.map((claim) => claim.id)],
  );
  return {
    list: claims.rows.map((claim) => ({
      claimNo: claim.claim_no,
      claimTime: claim.claimed_at.getTime(),
      amount: centsToMoney(claim.amount_cents),
      lines: lines.rows
        .filter((line) => line.claim_id === claim.id)
        .map((line) => ({ gameType: line.game_type, validBets: centsToMoney(line.valid_cents), ratePercent: line.rate_percent, amount: centsToMoney(line.amount_cents) })),
    })),
    totalPages: Math.ceil(total / page.pageSize),
  };
}
