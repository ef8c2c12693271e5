import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { gameMenus } from '@platform/api';
import { api } from '../api';
import { queryKeys } from './query-keys';

/** The categories and their vendors (public), for the category nav, the footer and the category pages. */
export function useGameMenus() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: queryKeys.gameMenus(language),
    queryFn: () => api.call(gameMenus, { language, device: 'WEB' }),
    staleTime: 10 * 60_000,
  });
}
