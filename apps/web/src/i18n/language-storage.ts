import { DEFAULT_LOCALE, type Locale } from '@platform/ui/i18n';

/**
 * The chosen language is kept in localStorage under both `hisLang` and `lang`, as the spec's
 * codes MS, EN and CN; each maps to a Lingui locale.
 */
const CODE_BY_LOCALE: Record<Locale, string> = { ms: 'MS', en: 'EN', zh: 'CN' };
const LOCALE_BY_CODE: Record<string, Locale> = { MS: 'ms', EN: 'en', CN: 'zh', ZH: 'zh' };
const KEYS = ['lang', 'hisLang'] as const;

export function storeLocale(locale: Locale, storage: Storage = localStorage): void {
  for (const key of KEYS) storage.setItem(key, CODE_BY_LOCALE[locale]);
}

/** The stored language, or the default (MS), which is then stored, as the spec asks. */
export function readStoredLocale(storage: Storage = localStorage): Locale {
  for (const key of KEYS) {
    const locale = LOCALE_BY_CODE[storage.getItem(key)?.trim().toUpperCase() ?? ''];
    if (locale) return locale;
  }
  storeLocale(DEFAULT_LOCALE, storage);
  return DEFAULT_LOCALE;
}
