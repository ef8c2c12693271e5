/*
 * A device as the security centre shows it: the browser and the operating system read from the
 * User-Agent. Only these two names are kept, never the header itself.
 */

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

/** First match wins: the browsers built on Chrome or Safari name themselves before those do. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['UC Browser', /\bUCBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/)/],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

function firstMatch(list: readonly (readonly [string, RegExp])[], userAgent: string): string | null {
  return list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** The browser and operating system a User-Agent names; null for what it does not name. */
export function summariseUserAgent(userAgent: string | undefined): DeviceSummary {
  // A header longer than any real User-Agent is not read further.
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: firstMatch(BROWSERS, text), os: firstMatch(SYSTEMS, text) };
}
