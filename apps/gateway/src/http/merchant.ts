import type { Queryable } from '../db/database';

/** How long a known merchant code is remembered before the database is asked again. */
const MERCHANT_CACHE_MS = 60_000;

/**
 * Whether a merchant code is known, remembered for a minute per process: every call carries the
 * code, and merchants are created by the seed or an operator, never by a request.
 */
export function createMerchantLookup(db: Queryable, now: () => Date) {
  const known = new Map<string, number>();
  return async function merchantExists(merchantCode: string): Promise<boolean> {
    const until = known.get(merchantCode);
    if (until !== undefined && until > now().getTime()) return true;
    const result = await db.query('select 1 from merchant where code = $1', [merchantCode]);
    if (result.rows.length === 0) return false;
    known.set(merchantCode, now().getTime() + MERCHANT_CACHE_MS);
    return true;
  };
}
