import { startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, ThemeProvider } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { App } from './App';
import { prefetchPageBanners } from './banner/prefetch-page-banners';
import { BrandGlobalStyle } from './brand/BrandGlobalStyle';
import { applyBrandIcon, applyBrandToDocument } from './brand/document';
import { colorModeManager } from './color-mode/color-mode-manager';
import { activateLocale } from './i18n/activate-locale';
import { readStoredLocale } from './i18n/language-storage';
import { PageErrorBoundary } from './layout/PageErrorBoundary';
import { useAfterFirstPaint } from './layout/use-after-first-paint';
import { lazyModule } from './lazy/lazy-module';
import { createQueryClient } from './query-client';
import { SystemStatusGate } from './system/SystemStatusGate';
import { prefetchSystemStatus } from './system/use-system-status';

const queryClient = createQueryClient();

// The dialogs' host (and the Modal it renders) loads after the first paint; a dialog asked for
// before it arrives waits in the dialogs store and opens when it mounts.
const DialogHost = lazyModule(() => import('./dialogs/DialogHost'));

function Root() {
  const isAfterFirstPaint = useAfterFirstPaint();
  useEffect(() => {
    if (isAfterFirstPaint) applyBrandIcon(brand);
  }, [isAfterFirstPaint]);
  // Re-render on a language switch only after its messages are loaded.
  const [, setLocale] = useState(i18n.locale);
  const changeLocale = (locale: Locale) => {
    void activateLocale(locale).then(() => setLocale(locale));
  };
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* The mode starts from localStorage `theme` (as the head script of index.html did before
            the first paint) and is stored there on every change: useColorModeToggle(). */}
        <ThemeProvider theme={brand.theme} colorModeManager={colorModeManager}>
          <GlobalStyle />
          <BrandGlobalStyle $fonts={brand.fonts} />
          <QueryClientProvider client={queryClient}>
            <SystemStatusGate>
              <App onLocaleChange={changeLocale} />
            </SystemStatusGate>
          </QueryClientProvider>
          {/* Outside the gate: the maintenance and region pages raise dialogs too. */}
          <PageErrorBoundary>
            <Suspense fallback={null}>{isAfterFirstPaint && <DialogHost />}</Suspense>
          </PageErrorBoundary>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/** The longest the first render waits for the opening page's first banner picture. */
const FIRST_BANNER_WAIT_MS = 300;

applyBrandToDocument(brand);
// The first calls start while the language's messages load, not after the first render. The
// first render waits for the messages and, briefly, for the first banner's picture, so the first
// frame has the banner in it rather than a placeholder that the picture replaces a moment later.
const locale = readStoredLocale();
prefetchSystemStatus();
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
startTransition(() => root.render(<Root />));
