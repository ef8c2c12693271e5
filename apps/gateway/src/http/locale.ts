/** The content languages the gateway stores: the site's MS, EN and CN as Lingui locales. */
export const CONTENT_LOCALES = ['ms', 'en', 'zh'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Text stored in every content language. */
export type LocalizedText = Record<ContentLocale, string>;

/**
 * The content locale of a request's `language`: MS, EN or CN as the site shows them, or the
 * Lingui locales ms, en, zh (zh-CN and the like too). Anything else gets the default, Malay.
 */
export function contentLocale(language: string | undefined): ContentLocale {
  const code = (language ?? '').trim().toLowerCase();
  if (code === 'en' || code.startsWith('en-')) return 'en';
  if (code === 'cn' || code === 'zh' || code.startsWith('zh-')) return 'zh';
  return 'ms';
}

/** Picks a text's language, falling back to English and then Malay when one is missing. */
export function localize(text: Partial<LocalizedText> | null | undefined, locale: ContentLocale): string {
  if (!text) return '';
  return text[locale] ?? text.en ?? text.ms ?? '';
}
