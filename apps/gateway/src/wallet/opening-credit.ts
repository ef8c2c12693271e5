import { TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { addDailyMoney } from '../bets/daily-totals';
import { amountInCents, nextReferenceNo } from '../shared/money';
import { grantPromotionalCredit } from './promotional-credit';

/** The welcome credit of a new real account. */
export const OPENING_CREDIT = 1_000;
/** The pretend-money credit of a trial (free-play) account. */
export const TRIAL_CREDIT = 2_000;

/** The request id that makes the opening credit happen once per member. */
const OPENING_CREDIT_REQUEST = 'opening-credit';

/**
 * Credits a newly registered member's main wallet with the demo brand's welcome credit, inside
 * the registration's transaction, so a new player can try the demo game at once. Trial accounts
 * get the trial credit. Promotional credit (BONUS): playable, not withdrawable or transferable
 * until its turnover is met. A second call for the same member credits nothing.
 */
export async function grantOpeningCredit(tx: Queryable, memberId: number, merchantCode: string, now: Date): Promise<void> {
  const member = await tx.query<{ type: number }>('select type from member where id = $1 and merchant_code = $2', [memberId, merchantCode]);
  const type = member.rows[0]?.type;
  if (type === undefined) throw new Error(`No member ${memberId} in ${merchantCode}`);
  const amount = type === TRIAL_ACCOUNT_TYPE ? TRIAL_CREDIT : OPENING_CREDIT;
  const claimed = await tx.query(
    `insert into money_request (member_id, request_id, kind, params, result, created_at)
     values ($1, $2, 'OPENING_CREDIT', $3::jsonb, $3::jsonb, $4) on conflict do nothing returning 1`,
    [memberId, OPENING_CREDIT_REQUEST, JSON.stringify({ amount }), now],
  );
  if (claimed.rows.length === 0) return;
  const granted = await grantPromotionalCredit(tx, {
    memberId,
    kind: type === TRIAL_ACCOUNT_TYPE ? 'TRIAL' : 'WELCOME',
    amount,
    grantKey: OPENING_CREDIT_REQUEST,
    referenceNo: await nextReferenceNo(tx, 'WB'),
    remark: type === TRIAL_ACCOUNT_TYPE ? 'Trial credit' : 'Welcome credit',
    now,
  });
  if (granted) await addDailyMoney(tx, memberId, 'bonuses', amountInCents(amount), now);
}
