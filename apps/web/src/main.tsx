import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '@brand';
import { AppRoot } from './app/AppRoot';
import { preloadOpeningRoute } from './app/router/preload-opening-route';
import { prefetchPageBanners } from './app/shell/banner/prefetch-page-banners';
import { prefetchSystemStatus } from './app/status/use-system-status';
import { applyBrandToDocument } from './brand/document';
import { activateLocale } from './lib/i18n/activate-locale';
import { readStoredLocale } from './lib/i18n/language-storage';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();

/** The longest the first render waits for the opening page's first banner picture. */
const FIRST_BANNER_WAIT_MS = 300;

applyBrandToDocument(brand);
// The first calls start while the language's messages load, not after the first render. The
// first render waits for the messages and, briefly, for the first banner's picture, so the first
// frame has the banner in it rather than a placeholder that the picture replaces a moment later.
const locale = readStoredLocale();
prefetchSystemStatus();
preloadOpeningRoute(queryClient, locale);
const firstBanner = prefetchPageBanners(queryClient, locale);
await Promise.all([
  activateLocale(locale),
  Promise.race([firstBanner, new Promise((resolve) => setTimeout(resolve, FIRST_BANNER_WAIT_MS))]),
]);
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the site in slices that leave the main thread free between them
// (a slow phone stays responsive while it builds the first frame). What is not in that frame -
// the page below the banner, the side bar, the footer, the dialogs - renders after it is painted
// (useAfterFirstPaint), so its modules and calls do not compete with the first frame's.
startTransition(() => root.render(<AppRoot queryClient={queryClient} />));
