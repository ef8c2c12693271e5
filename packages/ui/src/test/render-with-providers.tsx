import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loadUiMessages, type Locale } from '../i18n';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders a component as an app would: translated into `locale` and inside the theme. */
export async function renderWithProviders(ui: ReactElement, { locale = 'ms' }: { locale?: Locale } = {}) {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadUiMessages(locale) } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>{children}</ThemeProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
