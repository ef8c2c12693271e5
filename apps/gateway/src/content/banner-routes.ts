import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { Banner } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { contentLocale, localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { withholdsMarketing } from '../protection/exclusions';
import { bannerLink, loadBannerLinkTargets } from './banner-link';
import { renderBannerSvg } from './banner-svg';
import { GIFT_ICON_WORD, renderGiftIconSvg } from './gift-icon-svg';
import { renderGiftPictureSvg } from './gift-picture-svg';

export const BANNER_ASSET_PATH = '/lgw/assets/banners';
export const PROMOTION_ASSET_PATH = '/lgw/assets/promotions';

/** The address of a banner's or promotion's generated image in a language. */
export function assetUrl(base: string, id: number, locale: ContentLocale): string {
  return `${base}/${id}.svg?language=${locale}`;
}

/** The group whose picture is the floating gift widget's round icon, drawn square. */
const GIFT_ICON_GROUP = 'w_topup_1';
/** The group whose picture is the gift modal's content, drawn portrait. */
const GIFT_PICTURE_GROUP = 'w_topup_3';

/** The activity gift's groups (w_topup_1 icon, w_topup_2 button, w_topup_3 content). */
const GIFT_GROUP_PREFIX = 'w_topup_';

/** Sizes by group: the top-up strip (w_topup_2) is lower than the page banners. */
function bannerSize(group: string): { width: number; height: number } {
  return group.startsWith(GIFT_GROUP_PREFIX) ? { width: 800, height: 240 } : { width: 1200, height: 400 };
}

interface BannerRow {
  id: number;
  group_name: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  action: LocalizedText | null;
  palette: number;
  linkage_type: string | null;
  linkage: string | null;
}

const ASSET_FILE = /^([0-9]{1,9})\.svg$/;

function assetId(file: string): number {
  const match = ASSET_FILE.exec(file);
  if (!match?.[1]) throw new RequestError(404, ERROR_CODE.notFound, 'No such image');
  return Number(match[1]);
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

const ASSET_SCHEMA = {
  params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } }, required: ['file'] },
  querystring: { type: 'object', properties: { language: { type: 'string', maxLength: 16 } } },
};

type AssetRequest = { Params: { file: string }; Querystring: { language?: string } };

/**
 * The banners call (a link only where it is one a banner may have; no activity gift nor promotion
 * banner for an excluded member) and the generated images of banners and promotions.
 */
export function registerBannerRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'banners', {
    handler: async (input, { merchantCode, locale, now, session }) => {
      const result = await deps.db.query<BannerRow>(
        `select id, group_name, title, linkage_type, linkage from banner
         where merchant_code = $1 and ($2::text is null or group_name = $2)
         order by group_name, sort_order`,
        [merchantCode, input.groupName ?? null],
      );
      const targets = await loadBannerLinkTargets(deps.db, merchantCode);
      // Issue 22: a member on a time-out or self-excluded gets no activity gift and no banner of a promotion.
      const withoutMarketing = await withholdsMarketing(deps.db, session?.memberId ?? null, now);
      const banners = result.rows.map((row) => ({ row, link: bannerLink(row.linkage_type, row.linkage, targets) }));
      const shown = withoutMarketing ? banners.filter(({ row, link }) => !row.group_name.startsWith(GIFT_GROUP_PREFIX) && link?.linkageType !== 'PROMOTION') : banners;
      return shown.map(
        ({ row, link }): Banner => ({
          bannerId: row.id,
          groupName: row.group_name,
          url: assetUrl(BANNER_ASSET_PATH, row.id, locale),
          linkageType: link?.linkageType ?? null,
          linkage: link?.linkage ?? null,
          title: localize(row.title, locale),
        }),
      );
    },
  });

  app.get<AssetRequest>(`${BANNER_ASSET_PATH}/:file`, { schema: ASSET_SCHEMA }, async (request, reply) => {
    const id = assetId(request.params.file);
    const locale = contentLocale(request.query.language);
    const result = await deps.db.query<BannerRow>('select * from banner where id = $1', [id]);
    const row = result.rows[0];
    if (!row) throw new RequestError(404, ERROR_CODE.notFound, 'No such image');
    if (row.group_name === GIFT_ICON_GROUP) {
      return sendSvg(
        reply,
        renderGiftIconSvg({ palette: row.palette, word: localize(GIFT_ICON_WORD, locale), label: localize(row.title, locale), lang: locale }),
      );
    }
    if (row.group_name === GIFT_PICTURE_GROUP) {
      return sendSvg(
        reply,
        renderGiftPictureSvg({
          seed: `banner:${row.id}`,
          palette: row.palette,
          title: localize(row.title, locale),
          offer: localize(row.subtitle, locale),
          lang: locale,
        }),
      );
    }
    return sendSvg(
      reply,
      renderBannerSvg({
        seed: `banner:${row.id}`,
        ...bannerSize(row.group_name),
        palette: row.palette,
        title: localize(row.title, locale),
        subtitle: localize(row.subtitle, locale),
        action: row.action ? localize(row.action, locale) : null,
        lang: locale,
      }),
    );
  });

  app.get<AssetRequest>(`${PROMOTION_ASSET_PATH}/:file`, { schema: ASSET_SCHEMA }, async (request, reply) => {
    const id = assetId(request.params.file);
    const locale = contentLocale(request.query.language);
    const result = await deps.db.query<{ title: LocalizedText; summary: LocalizedText; palette: number }>(
      'select title, summary, palette from promotion where id = $1',
      [id],
    );
    const row = result.rows[0];
    if (!row) throw new RequestError(404, ERROR_CODE.notFound, 'No such image');
    return sendSvg(
      reply,
      renderBannerSvg({
        seed: `promotion:${id}`,
        width: 600,
        height: 300,
        palette: row.palette,
        title: localize(row.title, locale),
        subtitle: localize(row.summary, locale),
        lang: locale,
      }),
    );
  });
}
