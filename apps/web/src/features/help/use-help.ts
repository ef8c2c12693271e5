import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { helpArticle, helpCenter } from '@platform/api';
import { api } from '../../lib/api';

/** Query keys of the help centre; each ends with the language, so a switch loads the other one. */
export const helpKeys = {
  centre: (language: string) => ['help', 'centre', language] as const,
  article: (id: string | number, language: string) => ['help', 'article', String(id), language] as const,
};

/** The help centre is edited in the back office now and then: kept fresh for ten minutes. */
const HELP_STALE_MS = 10 * 60_000;

/** The help centre's categories with their articles' titles, in the page's language (public). */
export function useHelpCentre() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: helpKeys.centre(language),
    queryFn: ({ signal }) => api.call(helpCenter, { language }, { signal }),
    staleTime: HELP_STALE_MS,
  });
}

/** One article with its HTML body, in the page's language; nothing while `id` is null. */
export function useHelpArticle(id: string | number | null) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: helpKeys.article(id ?? '', language),
    queryFn: ({ signal }) => api.call(helpArticle, { id: id ?? '', language }, { signal }),
    enabled: id !== null,
    staleTime: HELP_STALE_MS,
  });
}
