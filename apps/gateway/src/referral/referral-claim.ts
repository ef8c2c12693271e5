import { ERROR_CODE } from '@platform/api/contract';
import type { ReferralClaimRequest, ReferralClaimResult } from '@platform/api/contract';
import { addDailyMoney } from '../bets/daily-totals';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsText, nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { lockMainWallet, sumBalance } from '../wallet/ledger';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { loadInvitedFriends } from './friends';
import { loadReferralRules } from './referral-rules';

/**
 * Credits every referral reward the member earned and was not paid, in one transaction and once
 * per request id. The inviter's main wallet is locked first, so the inviter's claims take turns;
 * each friend's milestone is a referral_reward row whose key (friend, milestone) refuses to be
 * paid twice, whatever the requests; the sum is one BONUS (promotional credit) added to the day's
 * bonuses. Nothing earned is a 400.
 */
export async function claimReferralRewards(
  db: Database,
  member: { memberId: number; merchantCode: string },
  request: ReferralClaimRequest,
  now: Date,
): Promise<ReferralClaimResult> {
  const { memberId, merchantCode } = member;
  return applyOnce(db, { memberId, requestId: request.requestId, kind: 'REFERRAL_CLAIM', params: {}, now }, async (tx) => {
    await lockMainWallet(tx, memberId);
    const rules = await loadReferralRules(tx, merchantCode);
    const friends = await loadInvitedFriends(tx, memberId, rules);
    const referenceNo = await nextReferenceNo(tx, 'RF');
    let cents = 0;
    let rewardCount = 0;
    for (const friend of friends) {
      for (const reward of friend.claimable) {
        const paid = await tx.query(
          `insert into referral_reward (friend_id, milestone, referrer_id, amount, reference_no, paid_at)
           values ($1, $2, $3, $4::numeric, $5, $6) on conflict do nothing returning 1`,
          [friend.friendId, reward.milestone, memberId, centsText(reward.cents), referenceNo, now],
        );
        if (paid.rows.length === 0) continue;
        cents += reward.cents;
        rewardCount++;
      }
    }
    if (cents === 0) throw new RequestError(400, ERROR_CODE.badRequest, 'There is no referral reward to claim yet');
    await grantPromotionalCredit(tx, {
      memberId,
      kind: 'BONUS',
      amount: cents / 100,
      grantKey: `referral:${referenceNo}`,
      referenceNo,
      remark: `Referral rewards (${rewardCount})`,
      now,
    });
    await addDailyMoney(tx, memberId, 'bonuses', cents, now);
    return { amount: cents / 100, rewardCount, referenceNo, balance: await sumBalance(tx, memberId) };
  });
}
