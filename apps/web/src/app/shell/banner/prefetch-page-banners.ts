import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '@platform/ui';
import { bannersQuery } from '../../../lib/server-state/use-banners';
import { openingPath } from '../../router/opening-path';
import { bannerGroupForPath } from './banner-groups';

/**
 * Asks for the opening page's banner group before React renders (main.tsx), and loads its first
 * picture at high priority as soon as the answer names it. The first banner is the page's largest
 * picture (its LCP element): its request no longer waits for the page to render, and once loaded
 * the carousel shows it in its first render, without a placeholder or a fade (`preloadImage`).
 * PageBanner reads the same cached answer. Resolves when that picture has loaded, or when there is
 * none or it failed (never rejects).
 */
export async function prefetchPageBanners(queryClient: QueryClient, language: string): Promise<void> {
  const group = bannerGroupForPath(openingPath());
  if (group === null) return;
  await queryClient.fetchQuery(bannersQuery(group, language)).then(
    async (banners) => {
      if (banners[0]) await preloadImage(banners[0].url, { fetchPriority: 'high' });
    },
    () => {}, // PageBanner shows the failure when it reads the query.
  );
}
