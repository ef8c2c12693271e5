const MEGABYTE = 1024 * 1024;

const formats = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: 'kilobyte' | 'megabyte'): Intl.NumberFormat {
  const key = `${locale}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: unit === 'megabyte' ? 1 : 0 });
    formats.set(key, format);
  }
  return format;
}

/** A file's size as a player reads it, in the locale: "120 kB" under a megabyte, "5 MB", "1.2 MB" from there (binary units, as the limit is counted). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < MEGABYTE) return unitFormat(locale, 'kilobyte').format(Math.max(1, Math.ceil(bytes / 1024)));
  return unitFormat(locale, 'megabyte').format(bytes / MEGABYTE);
}
