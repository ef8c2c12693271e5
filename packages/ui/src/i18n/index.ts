import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

export { LOCALES, DEFAULT_LOCALE, LOCALE_LABELS, isLocale, type Locale } from './locales';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ms: () => import('./locales/ms/messages.po'),
  en: () => import('./locales/en/messages.po'),
  zh: () => import('./locales/zh/messages.po'),
};

/** The library's own translated messages for one locale, for the app to merge into its catalogue. */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages;
}
