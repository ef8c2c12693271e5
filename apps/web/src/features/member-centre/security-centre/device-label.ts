import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ON_SYSTEM = msg({ message: '{browser} on {os}', comment: 'A device in the login history: a browser on an operating system, e.g. "Chrome on Android".' });
const UNKNOWN_DEVICE = msg`Unknown device`;

/** "Chrome on Android" from the gateway's reading of the User-Agent; either part alone, or "Unknown device". */
export function deviceLabel(device: { browser: string | null; os: string | null }, i18n: I18n): string {
  const { browser, os } = device;
  if (browser && os) {
    // A descriptor in a variable: the extractor reads `i18n._({ ... })` literals as messages of their own.
    const withValues = { ...ON_SYSTEM, values: { browser, os } };
    return i18n._(withValues);
  }
  return browser || os || i18n._(UNKNOWN_DEVICE);
}

/** A date-time (ISO) in the player's language, as the DataTable's `datetime` columns write it. */
export function formatDateTime(iso: string, i18n: I18n): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}
