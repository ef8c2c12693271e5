import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { ActivityStatus, Promotion } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { LocalizedText } from '../http/locale';
import { isExcluded, refuseIfExcluded, withholdsMarketing } from '../protection/exclusions';
import { loadRewardCentre } from '../rewards/claimable-rewards';
import { rejectionReason } from '../rewards/promotion-application';
import { loadImageHosts } from '../system/image-hosts';
import { assetUrl, PROMOTION_ASSET_PATH } from './banner-routes';
import { platformDay, promotionStatus } from './promotion-status';
import type { MemberStanding } from './promotion-status';
import { claimRaffle } from './raffle';
import { sanitizeRichText } from './rich-text';

interface PromotionRow {
  id: number;
  kind: string;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  category_codes: string[];
  tags: LocalizedText[];
  start_time: Date;
  end_time: Date | null;
  registration_end: Date | null;
  application_required: boolean;
}

/** The member's standing in each promotion: stored statuses and today's raffle draws. */
async function memberStandings(db: Queryable, memberId: number, now: Date): Promise<Map<number, MemberStanding>> {
  const result = await db.query<{ promotion_id: number; status: ActivityStatus | null; drew_today: boolean }>(
    `select p.id as promotion_id, pm.status,
            exists (select 1 from raffle_draw d where d.promotion_id = p.id and d.member_id = $1 and d.draw_day = $2::date) as drew_today
     from promotion p join member m on m.merchant_code = p.merchant_code and m.id = $1
     left join promotion_member pm on pm.promotion_id = p.id and pm.member_id = $1`,
    [memberId, platformDay(now)],
  );
  return new Map(result.rows.map((row) => [row.promotion_id, { status: row.status, drewToday: row.drew_today }]));
}

function toPromotion(row: PromotionRow, context: CallContext, standing: MemberStanding | null): Promotion {
  const { locale, now } = context;
  return {
    promotionId: row.id,
    kind: row.kind === 'RAFFLE' ? 'RAFFLE' : 'STANDARD',
    title: localize(row.title, locale),
    summary: localize(row.summary, locale),
    imageUrl: assetUrl(PROMOTION_ASSET_PATH, row.id, locale),
    categoryIds: row.category_codes,
    tags: row.tags.map((tag) => localize(tag, locale)),
    startTime: new Date(row.start_time).toISOString(),
    endTime: row.end_time ? new Date(row.end_time).toISOString() : null,
    status: promotionStatus(
      { kind: row.kind, startTime: new Date(row.start_time), endTime: row.end_time && new Date(row.end_time), registrationEnd: row.registration_end && new Date(row.registration_end) },
      now,
      standing,
    ),
    applicationRequired: row.application_required,
  };
}

async function standingsOf(deps: GatewayDeps, context: CallContext): Promise<Map<number, MemberStanding> | null> {
  return context.session ? memberStandings(deps.db, context.session.memberId, context.now) : null;
}

/**
 * Promotions (a token adds the member's status), one promotion, the reward centre and the raffle
 * draw. A member on a time-out or self-excluded (issue 22) sees no promotion and no reward, and
 * is refused a promotion's page and the draw (EXCLUDED).
 */
export function registerPromotionRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'promotions', {
    handler: async (input, context) => {
      const categories = await deps.db.query<{ code: string; name: LocalizedText }>(
        'select code, name from promotion_category where merchant_code = $1 order by sort_order',
        [context.merchantCode],
      );
      if (input.categoryId !== undefined && !categories.rows.some((row) => row.code === input.categoryId)) {
        throw new RequestError(400, ERROR_CODE.badRequest, `Unknown promotion category "${input.categoryId}"`);
      }
      const categoryList = categories.rows.map((row) => ({ categoryId: row.code, name: localize(row.name, context.locale) }));
      // Issue 22: a member on a time-out or self-excluded is shown no promotions.
      if (await withholdsMarketing(deps.db, context.session?.memberId ?? null, context.now)) return { categories: categoryList, list: [] };
      const rows = await deps.db.query<PromotionRow>(
        `select * from promotion where merchant_code = $1 and ($2::text is null or $2 = any(category_codes)) order by sort_order`,
        [context.merchantCode, input.categoryId ?? null],
      );
      const standings = await standingsOf(deps, context);
      return {
        categories: categoryList,
        list: rows.rows.map((row) => toPromotion(row, context, standings?.get(row.id) ?? null)),
      };
    },
  });

  registerCall(app, deps, 'promotionDetail', {
    handler: async (input, context) => {
      if (context.session) await refuseIfExcluded(deps.db, context.session.memberId, context.now);
      const rows = await deps.db.query<PromotionRow>('select * from promotion where id = $1 and merchant_code = $2', [
        input.promotionId,
        context.merchantCode,
      ]);
      const row = rows.rows[0];
      if (!row) throw new RequestError(404, ERROR_CODE.notFound, `No promotion ${input.promotionId}`);
      const standings = await standingsOf(deps, context);
      const content = sanitizeRichText(localize(row.content, context.locale), await loadImageHosts(deps.db, context.merchantCode));
      const promotion = toPromotion(row, context, standings?.get(row.id) ?? null);
      const reason = promotion.status === 'REJECTED' && context.session ? await rejectionReason(deps.db, context.session.memberId, row.id) : null;
      return { ...promotion, content, ...(reason === null ? {} : { rejectionReason: reason }) };
    },
  });

  registerCall(app, deps, 'reward', {
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      // An excluded member's rewards wait, unseen and unclaimable, until the exclusion ends.
      if (await isExcluded(deps.db, memberId, context.now)) return { unclaimedCount: 0, rewards: [] };
      return loadRewardCentre(deps.db, memberId, context.locale, context.now);
    },
  });

  registerCall(app, deps, 'raffleClaim', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = requireSession(context);
      return claimRaffle(deps.db, {
        merchantCode: context.merchantCode,
        memberId: member.memberId,
        promotionId: input.promotionId as number,
        locale: context.locale,
        now: context.now,
      });
    },
  });
}
