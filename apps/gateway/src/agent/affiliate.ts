import { AGENT_TYPES } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/**
 * The agent of the brand whose affiliate (invitation) code this is, or null. Codes are compared
 * without regard to case, as visitors type them from a flyer.
 */
export async function findAffiliateAgent(db: Queryable, merchantCode: string, code: string): Promise<{ memberId: number; affiliateCode: string } | null> {
  const result = await db.query<{ id: number; affiliate_code: string }>(
    `select id, affiliate_code from member
     where merchant_code = $1 and lower(affiliate_code) = lower($2) and type = any($3::int[])
     order by id limit 1`,
    [merchantCode, code.trim(), [...AGENT_TYPES]],
  );
  const row = result.rows[0];
  return row ? { memberId: row.id, affiliateCode: row.affiliate_code } : null;
}
