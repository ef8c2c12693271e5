import type { RebateSummary } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { SessionMember } from '../http/session';
import { centsToMoney } from '../shared/money';
import { loadMinClaimCents, loadRebateLines, rebateLineValue } from './rebate-lines';

/** What the manual-rebate page shows: the rebate per game type now, its total, the minimum and the last claim. */
export async function loadRebateSummary(db: Queryable, member: Pick<SessionMember, 'memberId' | 'merchantCode'>): Promise<RebateSummary> {
  const lines = await loadRebateLines(db, member.memberId, member.merchantCode);
  const facts = await db.query<{ rank: number; last_claim: Date | null }>(
    `select greatest(m.club_rank, 1) as rank, (select max(claimed_at) from rebate_claim where member_id = m.id) as last_claim
       from member m where m.id = $1`,
    [member.memberId],
  );
  const row = facts.rows[0];
  return {
    lines: lines.map(rebateLineValue),
    totalAmount: centsToMoney(lines.reduce((sum, line) => sum + line.amountCents, 0)),
    minClaim: centsToMoney(await loadMinClaimCents(db, member.merchantCode)),
    rankLevel: row?.rank ?? 1,
    lastClaimTime: row?.last_claim ? row.last_claim.getTime() : null,
  };
}
