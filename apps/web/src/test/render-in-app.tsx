import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DialogProvider, ThemeProvider, type ColorMode } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { activateLocale } from '../i18n/activate-locale';

export interface RenderInAppOptions {
  locale?: Locale;
  colorMode?: ColorMode;
}

/**
 * For tests: renders `ui` as the site does, in the app's and the library's messages for `locale`,
 * inside the theme (in `colorMode`) and beside the dialogs' provider.
 */
export async function renderInApp(ui: ReactElement, { locale = 'en', colorMode = 'light' }: RenderInAppOptions = {}) {
  await activateLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider colorMode={colorMode}>
        {children}
        <DialogProvider />
      </ThemeProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}

/** axe's violations in `container` (colour contrast is left to a real browser). */
export async function axeViolations(container: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
