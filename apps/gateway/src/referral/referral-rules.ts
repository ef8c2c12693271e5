import type { ReferralRules } from '@platform/api/contract';
import type { Queryable } from '../db/database';

/**
 * The rules of a merchant that set none (referral_rule has no row for it): the inviter earns 10
 * when a friend's first deposit is paid, and 30 more once the friend qualifies, by paying in
 * deposits of 200 or more in total and betting 1,000 or more in valid bets (turnover), so a
 * reward follows real play rather than a sign-up.
 */
export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  firstDepositReward: 10,
  qualifiedReward: 30,
  qualifyingDeposits: 200,
  qualifyingValidBets: 1_000,
};

/** The merchant's referral rules. */
export async function loadReferralRules(db: Queryable, merchantCode: string): Promise<ReferralRules> {
  const result = await db.query<ReferralRules>(
    `select first_deposit_reward::float8 as "firstDepositReward", qualified_reward::float8 as "qualifiedReward",
            qualifying_deposits::float8 as "qualifyingDeposits", qualifying_valid_bets::float8 as "qualifyingValidBets"
     from referral_rule where merchant_code = $1`,
    [merchantCode],
  );
  return result.rows[0] ?? DEFAULT_REFERRAL_RULES;
}
