import { ERROR_CODE } from '@platform/api/contract';
import type { ClaimRewardRequest, RewardClaim } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { addDailyMoney } from '../bets/daily-totals';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { refuseIfExcluded } from '../protection/exclusions';
import { centsText, centsToMoney, nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { lockMainWallet } from '../wallet/ledger';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { claimableOffer } from './claimable-rewards';
import type { RewardOffer } from './claimable-rewards';
import { TURNOVER_MULTIPLE } from './reward-rules';

export interface RewardClaimer {
  memberId: number;
  locale: ContentLocale;
  now: Date;
}

/**
 * Claims one reward, in one transaction: applied once per (member, requestId) (a replay answers
 * the first result; the same id for another reward is refused), and paid once per reward whatever
 * the requestId: the member's MAIN wallet is locked first, so presses of one member take turns,
 * and the claim's unique key (member, reward) stops a second payment even without it. The money
 * is promotional credit (BONUS in the ledger, locked until its turnover is met), counted in the
 * day's bonuses; a promotion's payout becomes CLAIMED, and so does its promotion. An excluded
 * member is refused (EXCLUDED).
 */
export async function claimReward(db: Database, claimer: RewardClaimer, input: ClaimRewardRequest): Promise<RewardClaim> {
  const { memberId, now } = claimer;
  // Issue 22: no gift for a member on a time-out or self-excluded.
  await refuseIfExcluded(db, memberId, now);
  return applyOnce(db, { memberId, requestId: input.requestId, kind: 'REWARD_CLAIM', params: { rewardId: input.rewardId }, now }, async (tx) => {
    await lockMainWallet(tx, memberId);
    const offer = await claimableOffer(tx, memberId, input.rewardId, now);
    const rewardKey = offer.kind === 'PROMOTION' ? `PROMOTION:${offer.rewardId}` : offer.rewardId;
    const turnoverMultiple = TURNOVER_MULTIPLE[offer.kind];
    const referenceNo = await nextReferenceNo(tx, 'RW');
    const claimed = await tx.query<{ id: number }>(
      `insert into reward_claim (member_id, reward_key, kind, title, amount, turnover_required, reference_no, claimed_at)
       values ($1, $2, $3, $4::jsonb, $5::numeric, $6::numeric, $7, $8) on conflict (member_id, reward_key) do nothing returning id`,
      [memberId, rewardKey, offer.kind, JSON.stringify(offer.title), centsText(offer.cents), centsText(offer.cents * turnoverMultiple), referenceNo, now],
    );
    const claimId = claimed.rows[0]?.id;
    if (claimId === undefined) throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'This reward has already been claimed');
    const granted = await grantPromotionalCredit(tx, {
      memberId,
      kind: 'BONUS',
      amount: centsToMoney(offer.cents),
      grantKey: `reward:${rewardKey}`,
      referenceNo,
      remark: localize(offer.title, 'en'),
      turnoverMultiple,
      now,
    });
    if (!granted) throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'This reward has already been claimed');
    await addDailyMoney(tx, memberId, 'bonuses', offer.cents, now);
    if (offer.kind === 'PROMOTION') await markPayoutClaimed(tx, memberId, offer, now);
    return {
      claimId,
      rewardId: offer.rewardId,
      kind: offer.kind,
      title: localize(offer.title, claimer.locale),
      amount: centsToMoney(offer.cents),
      turnoverRequired: centsToMoney(offer.cents * turnoverMultiple),
      referenceNo,
      claimTime: now.getTime(),
    };
  });
}

async function markPayoutClaimed(tx: Queryable, memberId: number, offer: RewardOffer, now: Date): Promise<void> {
  await tx.query("update member_reward set status = 'CLAIMED', claimed_at = $3 where id = $1 and member_id = $2", [Number(offer.rewardId), memberId, now]);
  if (offer.promotionId === null) return;
  await tx.query(
    "update promotion_member set status = 'CLAIMED', updated_at = $3 where promotion_id = $1 and member_id = $2 and status = 'CLAIM_PAYOUT'",
    [offer.promotionId, memberId, now],
  );
}
