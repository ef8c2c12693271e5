import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, ThemeProvider } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { App, preloadPage } from './App';
import { prefetchPageBanners } from './banner/prefetch-page-banners';
import { BrandGlobalStyle } from './brand/BrandGlobalStyle';
import { applyBrandToDocument } from './brand/document';
import { colorModeManager } from './color-mode/color-mode-manager';
import { activateLocale } from './i18n/activate-locale';
import { readStoredLocale } from './i18n/language-storage';
import { createQueryClient } from './query-client';
import { openingPath } from './routes/opening-path';
import { SystemStatusGate } from './system/SystemStatusGate';
import { prefetchSystemStatus } from './system/use-system-status';

const queryClient = createQueryClient();

// The dialogs' host (and the Modal it renders) loads after the first paint; a dialog asked for
// before it arrives waits in the dialogs store and opens when it mounts.
const DialogHost = lazy(() => import('./dialogs/DialogHost'));

function Root() {
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
          <Suspense fallback={null}>
            <DialogHost />
          </Suspense>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

applyBrandToDocument(brand);
// The first calls and the opening page's module start while the language's messages load, not
// after the first render.
const locale = readStoredLocale();
prefetchSystemStatus();
prefetchPageBanners(queryClient, locale);
preloadPage(openingPath());
await activateLocale(locale);
createRoot(document.getElementById('root')!).render(<Root />);
