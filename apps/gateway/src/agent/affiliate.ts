import { AGENT_TYPES, MEMBER_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/** The agent an affiliate code registers players under, and what the registration gets. */
export interface AffiliateAgent {
  memberId: number;
  /** The code as stored. */
  affiliateCode: string;
  /** The affiliate link the code belongs to; null for the agent's own affiliate code. */
  linkId: number | null;
  /** The account type a registration gets: the link's, or a member's for the agent's own code. */
  accountType: number;
}

/**
 * The agent of the brand whose affiliate (invitation) code this is, or null: one of its enabled
 * affiliate links (agent-team/affiliate-links.ts) or its own affiliate code. Codes are compared
 * without regard to case, as visitors type them from a flyer.
 */
export async function findAffiliateAgent(db: Queryable, merchantCode: string, code: string): Promise<AffiliateAgent | null> {
  const result = await db.query<{ id: number; code: string; link_id: number | null; account_type: number }>(
    `select m.id, l.code, l.id as link_id, l.account_type, 0 as precedence
       from affiliate_link l join member m on m.id = l.agent_id
      where l.code = upper($2) and l.merchant_code = $1 and l.enabled and m.type = any($3::int[])
     union all
     select id, affiliate_code, null, $4::int, 1 from member
      where merchant_code = $1 and lower(affiliate_code) = lower($2) and type = any($3::int[])
     order by precedence, id limit 1`,
    [merchantCode, code.trim(), [...AGENT_TYPES], MEMBER_ACCOUNT_TYPE],
  );
  const row = result.rows[0];
  return row ? { memberId: row.id, affiliateCode: row.code, linkId: row.link_id, accountType: row.account_type } : null;
}
