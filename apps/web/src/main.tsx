import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '@brand';
import { AppRoot } from './app/AppRoot';
import { preloadOpeningRoute } from './app/router/preload-opening-route';
import { prefetchPageBanners } from './app/shell/banner/prefetch-page-banners';
import { preloadAccountBar } from './app/shell/header/Header';
import { prefetchSystemStatus } from './app/status/use-system-status';
import { applyBrandToDocument } from './brand/document';
import { activateLocale } from './lib/i18n/activate-locale';
import { readStoredLocale } from './lib/i18n/language-storage';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session/session';

const queryClient = createQueryClient();

/** The longest the first render waits for the opening page's first banner picture. */
const FIRST_BANNER_WAIT_MS = 300;
/** The longest the first render waits for a centre page opened at its address (its code and first calls). */
const OPENING_PAGE_WAIT_MS = 1000;

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
const waitAtMost = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

applyBrandToDocument(brand);
// The first calls (and a logged-in player's account bar) start while the language's messages
// load, not after the first render. The first render waits for the messages and, briefly, for the
// first banner's picture, so the first frame has the banner in it rather than a placeholder that
// the picture replaces a moment later; and for a centre page opened at its address, so that page
// is in the first frame with the header (the page the player came for), not after it.
const locale = readStoredLocale();
prefetchSystemStatus();
if (sessionStore.get() !== null) void preloadAccountBar();
const openingPage = preloadOpeningRoute(queryClient, locale);
const firstBanner = prefetchPageBanners(queryClient, locale);
// Not a top-level await: a centre's chunk imports from this one, and its import cannot finish
// while this module's evaluation is held up by an await of its own.
void Promise.all([activateLocale(locale), waitAtMost(firstBanner, FIRST_BANNER_WAIT_MS), waitAtMost(openingPage, OPENING_PAGE_WAIT_MS)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the site in slices that leave the main thread free between them
  // (a slow phone stays responsive while it builds the first frame). What is not in that frame -
  // the page below the banner, the side bar, the footer, the dialogs - renders after it is painted
  // (useAfterFirstPaint), so its modules and calls do not compete with the first frame's.
  startTransition(() => root.render(<AppRoot queryClient={queryClient} />));
});
