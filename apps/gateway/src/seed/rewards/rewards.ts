import type { Database } from '../../db/database';
import { RequestError } from '../../http/envelope-errors';
import { claimReward } from '../../rewards/claim-reward';
import { applyForPromotion, decideApplication } from '../../rewards/promotion-application';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts';

/** The promotion the demo joins by an activity application (proof images and a remark). */
const APPLICATION_PROMOTION = 'live-casino-cashback';

/** A 1×1 PNG: the proof image of the seeded applications. */
const PROOF_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The reward centre of the demo players: the cashback promotion asks for an application; each
 * player has claimed the newbie task of binding their phone (when they have one), through the
 * claim itself (ledger, promotional credit, daily totals); player01's cashback application is
 * approved (a payout to claim), player02's rejected with a reason. Today's sign-in, the other
 * newbie tasks, rescue money after a losing day and the seeded weekly rebate stay claimable.
 * A player with any claim or application is left alone, so a later run adds nothing.
 */
export async function seedRewards(db: Database, now: Date): Promise<void> {
  await db.query('update promotion set application_required = true where slug = $1 and not application_required', [APPLICATION_PROMOTION]);
  for (const player of DEMO_ACCOUNTS.filter((account) => account.type === 0)) {
    const found = await db.query<{ id: number; seeded: boolean }>(
      `select m.id, exists (select 1 from reward_claim c where c.member_id = m.id)
                 or exists (select 1 from promotion_application a where a.member_id = m.id) as seeded
         from member m where m.merchant_code = $1 and lower(m.account) = lower($2)`,
      [player.merchantCode, player.account],
    );
    const member = found.rows[0];
    if (!member || member.seeded) continue;
    const claimer = { memberId: member.id, locale: 'en' as const, now };
    if (player.mobileNum) await claimReward(db, claimer, { rewardId: 'NEWBIE:BIND_PHONE', requestId: 'seed-newbie-bind-phone' });
    const decision = player.account === 'player01' ? { action: 'approve' as const, amount: 25 } : player.account === 'player02' ? { action: 'reject' as const, reason: 'The net loss of the week is below 200' } : null;
    if (decision === null) continue;
    const promotion = await db.query<{ id: number }>('select id from promotion where slug = $1 and merchant_code = $2', [APPLICATION_PROMOTION, player.merchantCode]);
    if (!promotion.rows[0]) continue;
    // The content seed may have put the player in the promotion already (APPLYING): make room for a real application.
    await db.query("delete from promotion_member where promotion_id = $1 and member_id = $2 and status in ('APPLYING', 'REJECTED')", [promotion.rows[0].id, member.id]);
    try {
      const application = await applyForPromotion(db, { memberId: member.id, merchantCode: player.merchantCode, now }, {
        promotionId: promotion.rows[0].id,
        remark: 'My live casino losses of last week',
        proofImages: [PROOF_PNG],
      });
      await decideApplication(db, application.applicationId, decision, now);
    } catch (error) {
      // A promotion the player cannot apply for (closed, joined) gets no application.
      if (!(error instanceof RequestError)) throw error;
    }
  }
}
