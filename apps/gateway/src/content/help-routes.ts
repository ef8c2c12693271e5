import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { HelpCategory } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { LocalizedText } from '../http/locale';
import { loadImageHosts } from '../system/image-hosts';
import { sanitizeRichText } from './rich-text';

/** The help centre: categories with their article titles, and one article with its sanitised HTML. */
export function registerHelpRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'helpCenter', {
    handler: async (_input, { merchantCode, locale }) => {
      const result = await deps.db.query<{ category_id: number; category_title: LocalizedText; id: number | null; title: LocalizedText | null }>(
        `select c.id as category_id, c.title as category_title, a.id, a.title
         from help_category c left join help_article a on a.category_id = c.id
         where c.merchant_code = $1
         order by c.sort_order, a.sort_order`,
        [merchantCode],
      );
      const categories = new Map<number, HelpCategory>();
      for (const row of result.rows) {
        let category = categories.get(row.category_id);
        if (!category) {
          category = { id: row.category_id, title: localize(row.category_title, locale), articles: [] };
          categories.set(row.category_id, category);
        }
        if (row.id !== null) category.articles.push({ id: row.id, title: localize(row.title, locale) });
      }
      return [...categories.values()];
    },
  });

  registerCall(app, deps, 'helpArticle', {
    handler: async (input, { merchantCode, locale }) => {
      const result = await deps.db.query<{ id: number; category_id: number; title: LocalizedText; content: LocalizedText }>(
        `select a.id, a.category_id, a.title, a.content
         from help_article a join help_category c on c.id = a.category_id
         where a.id = $1 and c.merchant_code = $2`,
        [input.id, merchantCode],
      );
      const row = result.rows[0];
      if (!row) throw new RequestError(404, ERROR_CODE.notFound, `No help article ${input.id}`);
      const content = sanitizeRichText(localize(row.content, locale), await loadImageHosts(deps.db, merchantCode));
      return { id: row.id, categoryId: row.category_id, title: localize(row.title, locale), content };
    },
  });
}
