import type { QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { brand } from '@brand';
import { bannersQuery } from '../data/use-banners';
import { bannerGroupForPath } from './banner-groups';

/** The route path the page opened at, read the way the brand's router reads it. */
function openingPath(): string {
  if (brand.routerMode === 'history') return window.location.pathname;
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Asks for the opening page's banner group before React renders (main.tsx), and preloads its
 * first picture as soon as the answer names it. The first banner is the page's largest picture
 * (its LCP element), so its request no longer waits for the script to render the page first;
 * PageBanner reads the same cached answer and the same preloaded response.
 */
export function prefetchPageBanners(queryClient: QueryClient, language: string): void {
  const group = bannerGroupForPath(openingPath());
  if (group === null) return;
  void queryClient.fetchQuery(bannersQuery(group, language)).then(
    (banners) => {
      if (banners[0]) preload(banners[0].url, { as: 'image', fetchPriority: 'high' });
    },
    () => {}, // PageBanner shows the failure when it reads the query.
  );
}
