import type { Resource } from '@platform/api';

export type AppPlatform = 'android' | 'ios';

/** How a platform's link installs the app, which decides the guide's steps. */
export type InstallKind =
  /** Android: a package file (.apk) downloaded from the brand's site. */
  | 'apk'
  /** Android: the Google Play page. */
  | 'playStore'
  /** iOS: the App Store page. */
  | 'appStore'
  /** iOS: an install page or profile outside the App Store (the developer must be trusted). */
  | 'profile'
  /** No app for the platform: the site is added to the home screen instead. */
  | 'homeScreen';

function host(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** How `url` (the brand's app link for `platform`, absent when it has none) installs the app. */
export function installKind(platform: AppPlatform, url: string | undefined): InstallKind {
  if (!url) return 'homeScreen';
  const hostname = host(url);
  if (platform === 'android') return hostname === 'play.google.com' ? 'playStore' : 'apk';
  return hostname === 'apps.apple.com' || hostname === 'itunes.apple.com' ? 'appStore' : 'profile';
}

/**
 * The QR code of a platform's download, when the platform's resources carry one: a resource of
 * type ANDROID or IOS (any case) with a `qrCodeUrl`. The brand's `appDownloads` has links only.
 */
export function appQrCode(resources: readonly Resource[] | undefined, platform: AppPlatform): string | null {
  const type = platform.toUpperCase();
  const resource = resources?.find((candidate) => candidate.resourceType.toUpperCase() === type && candidate.qrCodeUrl);
  return resource?.qrCodeUrl ?? null;
}
