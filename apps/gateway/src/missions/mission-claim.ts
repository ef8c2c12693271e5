import { ERROR_CODE } from '@platform/api/contract';
import type { MissionClaimRequest, MissionClaimResult } from '@platform/api/contract';
import { addDailyMoney } from '../bets/daily-totals';
import type { Database } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { amountInCents, centsText, nextReferenceNo } from '../shared/money';
import { applyOnce } from '../wallet/idempotency';
import { lockMainWallet, sumBalance } from '../wallet/ledger';
import { grantPromotionalCredit } from '../wallet/promotional-credit';
import { currentPeriod } from './mission-period';
import { findMissionRow, measureProgress } from './mission-progress';

/**
 * Claims a completed mission for its current period, in one transaction and once per request
 * id: the member's main wallet locked first (so the member's claims take turns), the progress
 * measured again inside it, the claim row whose key (mission, member, period) refuses a second
 * claim, and the mission's bonus credited as promotional credit (BONUS) and added to the day's
 * bonuses. A mission of a past period can no longer be claimed: its progress starts again.
 */
export async function claimMission(
  db: Database,
  member: { memberId: number; merchantCode: string },
  request: MissionClaimRequest,
  now: Date,
): Promise<MissionClaimResult> {
  const { memberId, merchantCode } = member;
  const idempotent = { memberId, requestId: request.requestId, kind: 'MISSION_CLAIM', params: { missionId: request.missionId }, now };
  return applyOnce(db, idempotent, async (tx) => {
    await lockMainWallet(tx, memberId);
    const mission = await findMissionRow(tx, merchantCode, request.missionId);
    if (!mission) throw new RequestError(404, ERROR_CODE.notFound, 'There is no such mission');
    const span = currentPeriod(mission.period, now);
    const progress = await measureProgress(tx, memberId, mission, span);
    if (progress < mission.target) throw new RequestError(400, ERROR_CODE.badRequest, 'This mission is not complete yet');
    const cents = mission.reward_amount > 0 ? amountInCents(mission.reward_amount) : 0;
    const referenceNo = cents > 0 ? await nextReferenceNo(tx, 'MS') : null;
    const claimed = await tx.query(
      `insert into mission_claim (mission_id, member_id, merchant_code, period_start, points, amount, reference_no, claimed_at)
       values ($1, $2, $3, $4::date, $5, $6::numeric, $7, $8) on conflict do nothing returning 1`,
      [mission.id, memberId, merchantCode, span.startDay, mission.points, centsText(cents), referenceNo, now],
    );
    if (claimed.rows.length === 0) throw new RequestError(409, ERROR_CODE.badRequest, 'This mission was already claimed in this period');
    if (referenceNo !== null) {
      await grantPromotionalCredit(tx, {
        memberId,
        kind: 'BONUS',
        amount: cents / 100,
        grantKey: `mission:${mission.id}:${span.startDay}`,
        referenceNo,
        remark: `Mission: ${mission.title.en}`,
        now,
      });
      await addDailyMoney(tx, memberId, 'bonuses', cents, now);
    }
    return { missionId: mission.id, points: mission.points, rewardAmount: cents / 100, referenceNo, balance: await sumBalance(tx, memberId) };
  });
}
