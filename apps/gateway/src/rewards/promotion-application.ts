import { ERROR_CODE } from '@platform/api/contract';
import type { ApplyPromotionRequest, PromotionApplication } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { promotionStatus } from '../content/promotion-status';
import { RequestError } from '../http/envelope-errors';
import type { LocalizedText } from '../http/locale';
import { refuseIfExcluded } from '../protection/exclusions';
import { DAY_MS } from '../shared/business-day';
import { amountInCents, centsText } from '../shared/money';
import { checkProofImages } from '../withdrawals/proof-images';
import { APPLICATION_PAYOUT_DAYS } from './reward-rules';

export interface Applicant {
  memberId: number;
  merchantCode: string;
  now: Date;
}

interface PromotionRow {
  id: number;
  kind: string;
  title: LocalizedText;
  start_time: Date;
  end_time: Date | null;
  registration_end: Date | null;
  application_required: boolean;
}

const refused = (message: string) => new RequestError(409, ERROR_CODE.operationNotAllowed, message);

/**
 * Files an activity application (spec section 3): for a promotion of the member's merchant that
 * asks for one, open for sign-ups, which the member has not joined (or whose last application was
 * rejected). The proof images are checked by their bytes (PNG or JPEG, 5 MB) and kept with it;
 * the member's status in the promotion becomes APPLYING, in the same transaction.
 */
export async function applyForPromotion(db: Database, applicant: Applicant, input: ApplyPromotionRequest): Promise<PromotionApplication> {
  const images = checkProofImages(input.proofImages);
  const remark = input.remark?.trim() || null;
  const { memberId, now } = applicant;
  // Issue 22: a member on a time-out or self-excluded joins no promotion.
  await refuseIfExcluded(db, memberId, now);
  try {
    return await db.transaction(async (tx) => {
      const found = await tx.query<PromotionRow>(
        `select id, kind, title, start_time, end_time, registration_end, application_required from promotion where id = $1 and merchant_code = $2`,
        [input.promotionId, applicant.merchantCode],
      );
      const promotion = found.rows[0];
      if (!promotion) throw new RequestError(404, ERROR_CODE.notFound, `No promotion ${input.promotionId}`);
      if (!promotion.application_required) throw refused('This promotion is joined without an application');
      const times = {
        kind: promotion.kind,
        startTime: new Date(promotion.start_time),
        endTime: promotion.end_time && new Date(promotion.end_time),
        registrationEnd: promotion.registration_end && new Date(promotion.registration_end),
      };
      const open = promotionStatus(times, now, null);
      if (open !== 'JOIN_NOW') throw refused(open === 'COMING_SOON' ? 'This promotion has not started yet' : 'Sign-ups for this promotion are closed');
      // The member's standing, taken under its row lock: a first application, or one after a rejection.
      const standing = await tx.query(
        `insert into promotion_member (promotion_id, member_id, status, updated_at) values ($1, $2, 'APPLYING', $3)
         on conflict (promotion_id, member_id) do update set status = 'APPLYING', updated_at = excluded.updated_at
           where promotion_member.status = 'REJECTED'
         returning 1`,
        [promotion.id, memberId, now],
      );
      if (standing.rows.length === 0) throw refused('You have already applied for or joined this promotion');
      const filed = await tx.query<{ id: number }>(
        `insert into promotion_application (promotion_id, member_id, remark, status, created_at) values ($1, $2, $3, 'APPLYING', $4) returning id`,
        [promotion.id, memberId, remark, now],
      );
      const applicationId = filed.rows[0]!.id;
      for (const image of images) {
        await tx.query(
          "insert into promotion_application_image (application_id, member_id, content_type, bytes, created_at) values ($1, $2, $3, decode($4, 'base64'), $5)",
          [applicationId, memberId, image.contentType, image.bytes.toString('base64'), now],
        );
      }
      return { applicationId, promotionId: promotion.id, status: 'APPLYING' as const, applyTime: now.getTime() };
    });
  } catch (error) {
    // Two applications racing: the waiting one's unique index refuses the second.
    if (isUniqueViolation(error)) throw refused('You have already applied for or joined this promotion');
    throw error;
  }
}

/** Why the member's latest application to a promotion was rejected, if it was. */
export async function rejectionReason(db: Queryable, memberId: number, promotionId: number): Promise<string | null> {
  const found = await db.query<{ status: string; reason: string | null }>(
    'select status, reason from promotion_application where member_id = $1 and promotion_id = $2 order by id desc limit 1',
    [memberId, promotionId],
  );
  const latest = found.rows[0];
  return latest?.status === 'REJECTED' ? latest.reason : null;
}

export type ApplicationDecision = { action: 'approve'; amount: number } | { action: 'reject'; reason: string };

export interface DecidedApplication {
  applicationId: number;
  status: 'APPROVED' | 'REJECTED';
  account: string;
  /** The reward centre's payout an approval created. */
  rewardId: number | null;
}

/**
 * The merchant's decision on a waiting application, once (a second decision is a 409): approval
 * puts a payout of `amount` in the member's reward centre (CLAIM_PAYOUT, for
 * APPLICATION_PAYOUT_DAYS) and the promotion's status follows; a rejection keeps the reason the
 * member sees.
 */
export async function decideApplication(db: Database, applicationId: number, decision: ApplicationDecision, now: Date): Promise<DecidedApplication> {
  const cents = decision.action === 'approve' ? amountInCents(decision.amount) : 0;
  return db.transaction(async (tx) => {
    const found = await tx.query<{ promotion_id: number; member_id: number; status: string; title: LocalizedText; account: string }>(
      `select a.promotion_id, a.member_id, a.status, p.title, m.account
         from promotion_application a join promotion p on p.id = a.promotion_id join member m on m.id = a.member_id
        where a.id = $1 for update of a`,
      [applicationId],
    );
    const application = found.rows[0];
    if (!application) throw new RequestError(404, ERROR_CODE.notFound, `No application ${applicationId}`);
    if (application.status !== 'APPLYING') throw refused(`Application ${applicationId} is already ${application.status}`);
    const status = decision.action === 'approve' ? 'APPROVED' : 'REJECTED';
    await tx.query('update promotion_application set status = $2, amount = $3::numeric, reason = $4, decided_at = $5 where id = $1', [
      applicationId,
      status,
      decision.action === 'approve' ? centsText(cents) : null,
      decision.action === 'reject' ? decision.reason : null,
      now,
    ]);
    let rewardId: number | null = null;
    if (decision.action === 'approve') {
      const reward = await tx.query<{ id: number }>(
        `insert into member_reward (member_id, source_key, promotion_id, title, amount, status, expire_time, created_at)
         values ($1, $2, $3, $4::jsonb, $5::numeric, 'CLAIM_PAYOUT', $6, $7) returning id`,
        [application.member_id, `application:${applicationId}`, application.promotion_id, JSON.stringify(application.title), centsText(cents),
          new Date(now.getTime() + APPLICATION_PAYOUT_DAYS * DAY_MS), now],
      );
      rewardId = reward.rows[0]!.id;
    }
    await tx.query('update promotion_member set status = $3, updated_at = $4 where promotion_id = $1 and member_id = $2', [
      application.promotion_id,
      application.member_id,
      decision.action === 'approve' ? 'CLAIM_PAYOUT' : 'REJECTED',
      now,
    ]);
    return { applicationId, status, account: application.account, rewardId };
  });
}

export interface WaitingApplication {
  applicationId: number;
  merchantCode: string;
  account: string;
  promotionId: number;
  promotionSlug: string;
  remark: string | null;
  imageCount: number;
  applyTime: number;
}

/** The applications waiting for a decision, oldest first (the dev-mode desk). */
export async function listWaitingApplications(db: Queryable): Promise<WaitingApplication[]> {
  const rows = await db.query<{ id: number; merchant_code: string; account: string; promotion_id: number; slug: string; remark: string | null; images: number; created_at: Date }>(
    `select a.id, m.merchant_code, m.account, a.promotion_id, p.slug, a.remark, a.created_at,
            (select count(*)::int from promotion_application_image i where i.application_id = a.id) as images
       from promotion_application a join member m on m.id = a.member_id join promotion p on p.id = a.promotion_id
      where a.status = 'APPLYING' order by a.id limit 100`,
  );
  return rows.rows.map((row) => ({
    applicationId: row.id,
    merchantCode: row.merchant_code,
    account: row.account,
    promotionId: row.promotion_id,
    promotionSlug: row.slug,
    remark: row.remark,
    imageCount: row.images,
    applyTime: new Date(row.created_at).getTime(),
  }));
}
