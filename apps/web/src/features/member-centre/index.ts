import type { QueryClient } from '@tanstack/react-query';
import { lazyModule } from '../../lib/lazy/lazy-module';

/** The member centre (`/member/:page`): the panel and its pages, each page its own chunk. */
export const MemberCentrePage = /* @__PURE__ */ lazyModule(() => import('./MemberCentrePage'));

/**
 * Run before the first render when the site opens at the centre's address: fetches the centre's
 * code, then its page's code and the calls that decide the centre's entries (prefetchMemberCentre,
 * which the centre's chunk carries, so the home route's script names no extra file). Resolves
 * when they are in; never rejects.
 */
export async function preloadMemberCentre(queryClient: QueryClient, locale: string, pageKey: string | undefined): Promise<void> {
  const centre = await MemberCentrePage.preload();
  await centre?.prefetchMemberCentre(queryClient, locale, pageKey);
}
