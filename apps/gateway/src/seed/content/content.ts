import type { Database, Queryable } from '../../db/database';
import { loadMerchantSite } from '../../system/merchant-site';
import { seedDate, seedDateFiller } from '../seed-time';
import { seedMerchantSites } from '../system/merchant-sites';
import { merchantTextFiller } from './merchant-text';
import type { TextFiller } from './merchant-text';
import { seedMemberState } from './member-state';
import { BANNERS } from './data/banners';
import { HELP_CENTRE } from './data/help';
import { MISSION_RANK_REWARDS, MISSIONS } from './data/missions';
import { NOTICES } from './data/notices';
import { PROMOTION_CATEGORIES, PROMOTIONS } from './data/promotions';

/** Inserts rows given as JSON objects in one statement: `select` picks the columns from `x`. */
async function insertRecords(tx: Queryable, sql: string, merchantCode: string, records: unknown[]): Promise<void> {
  if (records.length > 0) await tx.query(sql, [merchantCode, JSON.stringify(records)]);
}

async function seedPromotions(tx: Queryable, merchantCode: string, fill: TextFiller, now: Date): Promise<Map<string, number>> {
  await insertRecords(
    tx,
    `insert into promotion_category (merchant_code, code, sort_order, name)
     select $1, x.code, x.sort_order, x.name from jsonb_to_recordset($2::jsonb) as x(code text, sort_order int, name jsonb)
     on conflict do nothing`,
    merchantCode,
    PROMOTION_CATEGORIES.map((category, index) => ({ code: category.code, sort_order: index + 1, name: category.name })),
  );
  await insertRecords(
    tx,
    `insert into promotion (merchant_code, slug, kind, sort_order, title, summary, content, category_codes, tags, palette,
                            start_time, end_time, registration_end)
     select $1, x.slug, x.kind, x.sort_order, x.title, x.summary, x.content,
            array(select jsonb_array_elements_text(x.categories)), x.tags, x.palette, x.start_time, x.end_time, x.registration_end
     from jsonb_to_recordset($2::jsonb) as x(slug text, kind text, sort_order int, title jsonb, summary jsonb, content jsonb,
                                             categories jsonb, tags jsonb, palette int, start_time timestamptz,
                                             end_time timestamptz, registration_end timestamptz)
     on conflict do nothing`,
    merchantCode,
    PROMOTIONS.map((promotion, index) => ({
      slug: promotion.slug,
      kind: promotion.kind,
      sort_order: index + 1,
      title: fill(promotion.title),
      summary: fill(promotion.summary),
      content: fill(promotion.content),
      categories: promotion.categories,
      tags: promotion.tags,
      palette: promotion.palette,
      start_time: seedDate(now, promotion.start),
      end_time: promotion.end && seedDate(now, promotion.end),
      registration_end: promotion.registrationEnd ? seedDate(now, promotion.registrationEnd) : null,
    })),
  );
  await insertRecords(
    tx,
    `insert into raffle_prize (promotion_id, sort_order, name, amount, weight)
     select p.id, x.sort_order, x.name, x.amount, x.weight
     from jsonb_to_recordset($2::jsonb) as x(slug text, sort_order int, name jsonb, amount numeric, weight int)
     join promotion p on p.merchant_code = $1 and p.slug = x.slug
     on conflict do nothing`,
    merchantCode,
    PROMOTIONS.flatMap((promotion) =>
      (promotion.prizes ?? []).map((prize, index) => ({ slug: promotion.slug, sort_order: index + 1, name: fill(prize.name), amount: prize.amount, weight: prize.weight })),
    ),
  );
  const ids = await tx.query<{ id: number; slug: string }>('select id, slug from promotion where merchant_code = $1', [merchantCode]);
  return new Map(ids.rows.map((row) => [row.slug, row.id]));
}

async function seedBanners(tx: Queryable, merchantCode: string, fill: TextFiller, promotionIds: Map<string, number>): Promise<void> {
  const order = new Map<string, number>();
  await insertRecords(
    tx,
    `insert into banner (merchant_code, group_name, sort_order, title, subtitle, action, palette, linkage_type, linkage)
     select $1, x.group_name, x.sort_order, x.title, x.subtitle, x.action, x.palette, x.linkage_type, x.linkage
     from jsonb_to_recordset($2::jsonb) as x(group_name text, sort_order int, title jsonb, subtitle jsonb, action jsonb,
                                             palette int, linkage_type text, linkage text)
     on conflict do nothing`,
    merchantCode,
    BANNERS.map((banner) => {
      const sortOrder = (order.get(banner.group) ?? 0) + 1;
      order.set(banner.group, sortOrder);
      const linkage = banner.linkageType === 'PROMOTION' ? String(promotionIds.get(banner.linkage ?? '') ?? '') : banner.linkage;
      return {
        group_name: banner.group,
        sort_order: sortOrder,
        title: fill(banner.title),
        subtitle: fill(banner.subtitle),
        action: banner.action ? fill(banner.action) : null,
        palette: banner.palette,
        linkage_type: linkage ? (banner.linkageType ?? null) : null,
        linkage: linkage || null,
      };
    }),
  );
}

async function seedNotices(tx: Queryable, merchantCode: string, fill: TextFiller, now: Date): Promise<void> {
  await insertRecords(
    tx,
    `insert into notice (merchant_code, slug, type, on_notice_page, title, content, published_at, expires_at)
     select $1, x.slug, x.type, x.on_notice_page, x.title, x.content, x.published_at, x.expires_at
     from jsonb_to_recordset($2::jsonb) as x(slug text, type text, on_notice_page boolean, title jsonb, content jsonb,
                                             published_at timestamptz, expires_at timestamptz)
     on conflict do nothing`,
    merchantCode,
    NOTICES.map((notice) => ({
      slug: notice.slug,
      type: notice.type,
      on_notice_page: notice.onNoticePage,
      title: fill(notice.title),
      content: fill(notice.content),
      published_at: seedDate(now, notice.published),
      expires_at: notice.expires ? seedDate(now, notice.expires) : null,
    })),
  );
}

async function seedHelpCentre(tx: Queryable, merchantCode: string, fill: TextFiller): Promise<void> {
  await insertRecords(
    tx,
    `insert into help_category (merchant_code, slug, sort_order, title)
     select $1, x.slug, x.sort_order, x.title from jsonb_to_recordset($2::jsonb) as x(slug text, sort_order int, title jsonb)
     on conflict do nothing`,
    merchantCode,
    HELP_CENTRE.map((category, index) => ({ slug: category.slug, sort_order: index + 1, title: fill(category.title) })),
  );
  await insertRecords(
    tx,
    `insert into help_article (category_id, slug, sort_order, title, content)
     select c.id, x.slug, x.sort_order, x.title, x.content
     from jsonb_to_recordset($2::jsonb) as x(category_slug text, slug text, sort_order int, title jsonb, content jsonb)
     join help_category c on c.merchant_code = $1 and c.slug = x.category_slug
     on conflict do nothing`,
    merchantCode,
    HELP_CENTRE.flatMap((category) =>
      category.articles.map((article, index) => ({
        category_slug: category.slug,
        slug: article.slug,
        sort_order: index + 1,
        title: fill(article.title),
        content: fill(article.content),
      })),
    ),
  );
}

async function seedMissions(tx: Queryable, merchantCode: string): Promise<void> {
  await insertRecords(
    tx,
    `insert into mission (merchant_code, slug, sort_order, title, description, kind, game_type, period, target, points, reward_amount)
     select $1, x.slug, x.sort_order, x.title, x.description, x.kind, x."gameType", x.period, x.target, x.points, x."rewardAmount"
     from jsonb_to_recordset($2::jsonb) as x(slug text, sort_order int, title jsonb, description jsonb, kind text, "gameType" text, period text,
                                             target int, points int, "rewardAmount" numeric)
     on conflict do nothing`,
    merchantCode,
    MISSIONS.map((mission, index) => ({ ...mission, sort_order: index + 1 })),
  );
  await insertRecords(
    tx,
    `insert into mission_rank_reward (merchant_code, rank, amount)
     select $1, x.rank, x.amount from jsonb_to_recordset($2::jsonb) as x(rank int, amount numeric)
     on conflict do nothing`,
    merchantCode,
    MISSION_RANK_REWARDS.map((amount, index) => ({ rank: index + 1, amount })),
  );
}

/**
 * The brands' site configuration, then per merchant: promotions (with raffle prizes), banners of
 * every group, announcements and notices, the help centre, missions, and the seeded state of its
 * members (mission progress, promotion statuses, rewards). Dated from `now`, the seed's clock.
 * Idempotent, whatever the clock of a later run: rows are keyed by slug, not by date.
 */
export async function seedContent(db: Database, now: Date): Promise<void> {
  const fillDates = seedDateFiller(now);
  await seedMerchantSites(db);
  const merchants = await db.query<{ code: string; name: string }>('select code, name from merchant order by code');
  for (const merchant of merchants.rows) {
    const site = await loadMerchantSite(db, merchant.code);
    const fillMerchant = merchantTextFiller(merchant.code, merchant.name, site.currencySymbol);
    const fill: TextFiller = (text) => fillDates(fillMerchant(text));
    await db.transaction(async (tx) => {
      const promotionIds = await seedPromotions(tx, merchant.code, fill, now);
      await seedBanners(tx, merchant.code, fill, promotionIds);
      await seedNotices(tx, merchant.code, fill, now);
      await seedHelpCentre(tx, merchant.code, fill);
      await seedMissions(tx, merchant.code);
      await seedMemberState(tx, merchant.code, now);
    });
  }
}
