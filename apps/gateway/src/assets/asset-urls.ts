import type { LogoVariant } from './vendor-logo';

/**
 * Where the gateway serves its generated images. It is also the image host the demo merchants
 * name in the system status (`imageCDNs`), so the site's `${imageHost}/COUNTRY_FLAG/<code>.png` lands here.
 */
export const ASSET_BASE = '/lgw/assets';

/** The address of a game's generated icon (absolute path on the gateway). */
export function gameIconUrl(nodeId: string): string {
  return `${ASSET_BASE}/games/${encodeURIComponent(nodeId)}.svg`;
}

/** The address of a vendor's generated logo, by game type and vendor code (spec section 7). */
export function vendorLogoUrl(gameType: string, vendorCode: string, variant: LogoVariant = 'COLOR'): string {
  return `${ASSET_BASE}/vendors/${encodeURIComponent(gameType)}/${variant}/${encodeURIComponent(vendorCode)}.svg`;
}
