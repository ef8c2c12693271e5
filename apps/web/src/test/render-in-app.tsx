import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DialogProvider, ThemeProvider, type ColorMode } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { SYSTEM_STATUS, type SystemStatus } from '@platform/api';
import { activateLocale } from '../lib/i18n/activate-locale';
import { createQueryClient } from '../lib/query-client';
import { SiteStatusContext } from '../lib/site-status-context';

export interface RenderInAppOptions {
  locale?: Locale;
  colorMode?: ColorMode;
  /** The router's location (a MemoryRouter); `/` when omitted. A list is the history before it, the last one current. */
  route?: string | readonly string[];
  /** The platform's status that `useSiteStatus()` reads (see test/site-status.ts); none when omitted. */
  siteStatus?: SystemStatus;
}

/**
 * For tests: renders `ui` as the site does, in the app's and the library's messages for `locale`,
 * inside the theme (in `colorMode`), a router at `route`, a fresh query client, the site status
 * when given, and beside the dialogs' provider. Returns the query client too.
 */
export async function renderInApp(
  ui: ReactElement,
  { locale = 'en', colorMode = 'light', route = '/', siteStatus }: RenderInAppOptions = {},
) {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const status = siteStatus
    ? { status: siteStatus, view: SYSTEM_STATUS.normal, recheck: async () => SYSTEM_STATUS.normal }
    : null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={typeof route === 'string' ? [route] : [...route]}>
          <ThemeProvider colorMode={colorMode}>
            <SiteStatusContext.Provider value={status}>{children}</SiteStatusContext.Provider>
            <DialogProvider />
          </ThemeProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** axe's violations in `container` (colour contrast is left to a real browser). */
export async function axeViolations(container: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
