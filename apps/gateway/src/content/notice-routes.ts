import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { AnnouncementType, Notice } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { withholdsMarketing } from '../protection/exclusions';
import { loadImageHosts } from '../system/image-hosts';
import { sanitizeRichText } from './rich-text';

export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

interface NoticeRow {
  id: number;
  type: AnnouncementType;
  title: LocalizedText;
  content: LocalizedText;
  published_at: Date;
}

/** `B,PL` → ['B', 'PL'], refusing unknown types. */
export function parseAnnouncementTypes(types: string): AnnouncementType[] {
  const parsed = types.split(',').map((type) => type.trim());
  for (const type of parsed) {
    if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
      throw new RequestError(400, ERROR_CODE.badRequest, `Unknown announcement type "${type}": types is a comma list of ${ANNOUNCEMENT_TYPES.join(', ')}`);
    }
  }
  return [...new Set(parsed as AnnouncementType[])];
}

const PUBLISHED = 'published_at <= $2 and (expires_at is null or expires_at > $2)';

/**
 * The marketing announcement types (seed/content/data/notices.ts: PR promotions, PU pop-ups),
 * left out for a member on a time-out or self-excluded (issue 22: no promotion notices or popups).
 */
export const MARKETING_ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['PR', 'PU'];

/** Who a notice is for (0021): the public bar and notice page show ALL ones; the agent centre AGENTS ones. */
export type NoticeAudience = 'ALL' | 'AGENTS';

/**
 * The notice page's notices of an audience: published, not expired, newest first, bodies
 * sanitised; `withoutMarketing` leaves out promotions and pop-ups.
 */
export async function loadNotices(
  db: Queryable,
  merchantCode: string,
  audience: NoticeAudience,
  locale: ContentLocale,
  now: Date,
  withoutMarketing = false,
): Promise<Notice[]> {
  const result = await db.query<NoticeRow>(
    `select id, type, title, content, published_at from notice
     where merchant_code = $1 and ${PUBLISHED} and on_notice_page and audience = $3 and not (type = any($4::text[]))
     order by published_at desc, id desc`,
    [merchantCode, now, audience, withoutMarketing ? MARKETING_ANNOUNCEMENT_TYPES : []],
  );
  const imageHosts = await loadImageHosts(db, merchantCode);
  return result.rows.map((row) => ({
    id: row.id,
    title: localize(row.title, locale),
    content: sanitizeRichText(localize(row.content, locale), imageHosts),
    createTime: new Date(row.published_at).toISOString(),
  }));
}

/**
 * Announcements (by type, for the bar and the modal) and the notice page's notices: published,
 * not expired, newest first, bodies sanitised; without promotions and pop-ups for an excluded member.
 */
export function registerNoticeRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'announcements', {
    handler: async (input, { merchantCode, locale, now, session }) => {
      const asked = parseAnnouncementTypes(input.types);
      const withoutMarketing = await withholdsMarketing(deps.db, session?.memberId ?? null, now);
      const types = withoutMarketing ? asked.filter((type) => !MARKETING_ANNOUNCEMENT_TYPES.includes(type)) : asked;
      const result = await deps.db.query<NoticeRow>(
        `select id, type, title, content, published_at from notice
         where merchant_code = $1 and ${PUBLISHED} and type = any($3::text[]) and platform = $4 and execution_type = $5 and audience = 'ALL'
         order by published_at desc, id desc`,
        [merchantCode, now, types, input.platform, input.executionType ?? 'B'],
      );
      const imageHosts = await loadImageHosts(deps.db, merchantCode);
      return result.rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: localize(row.title, locale),
        content: sanitizeRichText(localize(row.content, locale), imageHosts),
        createTime: new Date(row.published_at).toISOString(),
      }));
    },
  });

  registerCall(app, deps, 'notices', {
    handler: async (_input, { merchantCode, locale, now, session }) =>
      loadNotices(deps.db, merchantCode, 'ALL', locale, now, await withholdsMarketing(deps.db, session?.memberId ?? null, now)),
  });
}
