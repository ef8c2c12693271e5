import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { GlobalStyle, ThemeProvider } from '@platform/ui';
import type { Locale } from '@platform/ui/i18n';
import { brand } from '@brand';
import { App } from './App';
import { activateLocale } from './i18n/activate-locale';
import { readStoredLocale } from './i18n/language-storage';

function Root() {
  // Re-render on a language switch only after its messages are loaded.
  const [, setLocale] = useState(i18n.locale);
  const changeLocale = (locale: Locale) => {
    void activateLocale(locale).then(() => setLocale(locale));
  };
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={brand.theme} colorMode="light">
          <GlobalStyle />
          <App onLocaleChange={changeLocale} />
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}

document.title = brand.name;
await activateLocale(readStoredLocale());
createRoot(document.getElementById('root')!).render(<Root />);
