import { useMemo } from 'react';
import type { Banner } from '@platform/api';
import { GIFT_GROUPS } from '@platform/ui';
import { useBanners } from '../../lib/server-state/use-banners';

/** The gateway draws the top-up pictures at 800 by 240. */
export const GIFT_PICTURE_ASPECT_RATIO = '10 / 3';

/** The banners of the activity gift's three groups (w_topup_1 icon, w_topup_2 button, w_topup_3 content), as one list. */
export function useGiftBanners(): Banner[] {
  const icon = useBanners(GIFT_GROUPS.icon).data;
  const button = useBanners(GIFT_GROUPS.button).data;
  const content = useBanners(GIFT_GROUPS.content).data;
  return useMemo(() => [...(icon ?? []), ...(button ?? []), ...(content ?? [])], [icon, button, content]);
}
