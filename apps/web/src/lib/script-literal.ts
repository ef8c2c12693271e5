/**
 * A value as a JavaScript literal for an inline script of index.html: JSON with `<` escaped, so no
 * value can close the script element. The head scripts (app/head/brand-head.ts, lib/i18n/language-storage.ts,
^ * app/head/first-calls-script.ts) write their tables with it.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
