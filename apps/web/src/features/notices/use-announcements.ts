import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { announcements, notices, SESSION_CACHE_KEY, type AnnouncementType } from '@platform/api';
import { api } from '../../lib/api';

/** Every announcement type (spec section 9): the bar and the modal show them all. */
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** How long the home page's announcements are kept (the session cache's `index notice`). */
const ANNOUNCEMENTS_TTL_MS = 5 * 60_000;

export const noticeQueryKeys = {
  announcements: (language: string) => ['announcements', language] as const,
  notices: (language: string) => ['notices', language] as const,
};

/**
 * The announcements of the scrolling bar and the notice modal (spec section 7: types, platform
 * W, execution type B), newest first. Kept in the session cache as `index notice`, so a reload
 * of the home page does not ask again. The bar and the modal share this one query, so the index
 * the bar passes points at the same notice in the modal.
 */
export function useAnnouncements() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: noticeQueryKeys.announcements(language),
    queryFn: () =>
      api.cached(
        SESSION_CACHE_KEY.indexNotice,
        announcements,
        { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', executionType: 'B' },
        { ttlMs: ANNOUNCEMENTS_TTL_MS },
      ),
    staleTime: ANNOUNCEMENTS_TTL_MS,
  });
}

/** The notice page's notices (the `notices` call), newest first. */
export function useNotices() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return useQuery({
    queryKey: noticeQueryKeys.notices(language),
    queryFn: () => api.call(notices, {}),
    staleTime: 5 * 60_000,
  });
}
