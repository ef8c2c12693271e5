import { DEFAULT_LOCALE, type Locale } from '@platform/ui/i18n';
import { scriptLiteral as literal } from '../script-literal';
import { readStored, writeStored } from '../storage';

/**
 * The chosen language is kept in localStorage under both `hisLang` and `lang`, as the spec's
 * codes MS, EN and CN; each maps to a Lingui locale.
 */
const CODE_BY_LOCALE: Record<Locale, string> = { ms: 'MS', en: 'EN', zh: 'CN' };
const LOCALE_BY_CODE: Record<string, Locale> = { MS: 'ms', EN: 'en', CN: 'zh', ZH: 'zh' };
const KEYS = ['lang', 'hisLang'] as const;

/** Stores the language (through lib/storage: where storage is blocked it is simply not kept). */
export function storeLocale(locale: Locale): void {
  for (const key of KEYS) writeStored(key, CODE_BY_LOCALE[locale]);
}

/** The stored language, or the default (MS), which is then stored, as the spec asks. */
export function readStoredLocale(): Locale {
  for (const key of KEYS) {
    const locale = LOCALE_BY_CODE[readStored(key)?.trim().toUpperCase() ?? ''];
    if (locale) return locale;
  }
  storeLocale(DEFAULT_LOCALE);
  return DEFAULT_LOCALE;
}

/**
 * The head script of index.html that starts loading the stored language's messages while the
 * app's script still downloads: it reads the language as `readStoredLocale` does (without storing
 * the default), writes it to `<html data-locale>` for the head scripts after it, and adds a
 * modulepreload link for each of that language's files (`files`, the build's message chunks by
 * locale). activateLocale's import then finds them loaded.
 */
export function localePreloadScript(files: Readonly<Record<Locale, readonly string[]>>): string {
  return (
    `(function(){var F=${literal(files)},C=${literal(LOCALE_BY_CODE)},K=${literal(KEYS)},l=${literal(DEFAULT_LOCALE)},i,v;` +
    `try{for(i=0;i<K.length;i++){v=C[String(localStorage.getItem(K[i])||"").trim().toUpperCase()];if(v){l=v;break}}}catch(e){}` +
    `document.documentElement.setAttribute("data-locale",l);` +
    `(F[l]||[]).forEach(function(h){var e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=h;document.head.appendChild(e)})})()`
  );
}
