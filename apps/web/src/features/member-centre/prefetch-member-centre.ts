import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQuery } from '../../lib/server-state/use-member-info';
import { siteConfigQuery } from '../../lib/server-state/use-site-config';
import { merchantWalletsQuery } from '../../lib/server-state/use-wallets';
import { sessionStore } from '../../lib/session/session';
import { preloadMemberCentrePage } from './member-centre-pages';

/**
 * What the centre waits for before it shows a page - the member info, the site's config, the
 * wallets (which decide the entries) and the page's code - asked for at once, before the first
 * render, when a logged-in player opens the centre at its address. The renders find them in the
 * query cache and the module cache. Never rejects: a failure is the render's to report.
 */
export async function prefetchMemberCentre(queryClient: QueryClient, locale: string, pageKey: string | undefined): Promise<void> {
  const token = sessionStore.get()?.token;
  if (!token) return;
  await Promise.all([
    pageKey === undefined ? undefined : preloadMemberCentrePage(pageKey),
    queryClient.prefetchQuery(memberInfoQuery(token)),
    queryClient.prefetchQuery(siteConfigQuery()),
    queryClient.prefetchQuery(merchantWalletsQuery(token, locale)),
  ]);
}
