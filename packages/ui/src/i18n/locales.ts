/** The interface languages: Malay (the default and the fallback), English and Chinese. */
export const LOCALES = ['ms', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ms';

/** How each language is shown to players (the spec shows Chinese as CN). */
export const LOCALE_LABELS: Record<Locale, string> = { ms: 'MS', en: 'EN', zh: 'CN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
