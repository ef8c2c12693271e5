import { StrictMode, Suspense, useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { GlobalStyle, ThemeProvider } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { BrandGlobalStyle } from '../brand/BrandGlobalStyle';
import { applyBrandIcon } from '../brand/document';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { colorModeManager } from '../lib/color-mode/color-mode-manager';
import { activateLocale } from '../lib/i18n/activate-locale';
import { lazyModule } from '../lib/lazy/lazy-module';
import { App } from './App';
import { useAfterFirstPaint } from '../lib/lazy/use-after-first-paint';
import { SystemStatusGate } from './status/SystemStatusGate';

// The dialogs' host (and the Modal it renders) loads after the first paint; a dialog asked for
// before it arrives waits in the dialogs store and opens when it mounts.
const DialogHost = lazyModule(() => import('./shell/DialogHost'));

export interface AppRootProps {
  queryClient: QueryClient;
}

/** The providers (language, theme, server state) around the status gate, the app and the dialogs' host. */
export function AppRoot({ queryClient }: AppRootProps) {
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
