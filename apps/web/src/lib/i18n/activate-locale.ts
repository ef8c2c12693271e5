import { i18n, type Messages } from '@lingui/core';
import { loadUiMessages, type Locale } from '@platform/ui/i18n';
import { storeLocale } from './language-storage';
import { warmUpNumberFormat } from './warm-up-number-format';

const appCatalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ms: () => import('./locales/ms/messages.po'),
  en: () => import('./locales/en/messages.po'),
  zh: () => import('./locales/zh/messages.po'),
};

/** The value of `<html lang>` for each locale. */
const HTML_LANG: Record<Locale, string> = { ms: 'ms', en: 'en', zh: 'zh-CN' };

/** Loads the library's and the app's messages for a locale, merged, and switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [uiMessages, app] = await Promise.all([loadUiMessages(locale), appCatalogues[locale]()]);
  i18n.loadAndActivate({ locale, messages: { ...uiMessages, ...app.messages } });
  storeLocale(locale);
  document.documentElement.lang = HTML_LANG[locale];
  warmUpNumberFormat(locale);
}
