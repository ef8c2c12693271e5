import type { HelpArticleSummary, HelpCategory } from '@platform/api';

/** The URL's query parameters of the help centre: `?category=<id>&article=<id>`. */
export const HELP_PARAMS = { category: 'category', article: 'article' } as const;

export interface HelpSelection {
  category: HelpCategory | null;
  article: HelpArticleSummary | null;
}

const hasId =
  (id: string) =>
  (item: { id: string | number }): boolean =>
    String(item.id) === id;

/**
 * What the help centre shows for the URL's `category` and `article` (either may be missing or
 * stale, as in an old bookmark):
 * - the category named, else the one holding the article named (the footer links to articles
 *   alone), else the first;
 * - the article named when it belongs to that category, else the category's first.
 */
export function selectHelp(categories: readonly HelpCategory[], categoryId: string | null, articleId: string | null): HelpSelection {
  const category =
    (categoryId ? categories.find(hasId(categoryId)) : undefined) ??
    (articleId ? categories.find((candidate) => candidate.articles.some(hasId(articleId))) : undefined) ??
    categories[0] ??
    null;
  const article = (articleId ? category?.articles.find(hasId(articleId)) : undefined) ?? category?.articles[0] ?? null;
  return { category, article };
}

/** The query string that shows `category` (and `article`, else the category's first). */
export function helpSearch(categoryId: string | number, articleId?: string | number): string {
  const params = new URLSearchParams({ [HELP_PARAMS.category]: String(categoryId) });
  if (articleId !== undefined) params.set(HELP_PARAMS.article, String(articleId));
  return `?${params.toString()}`;
}
