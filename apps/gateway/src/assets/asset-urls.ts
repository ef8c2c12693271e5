import type { LogoVariant } from './vendor-logo';

/** The address of a game's generated icon (absolute path on the gateway). */
export function gameIconUrl(nodeId: string): string {
  return `/lgw/assets/games/${encodeURIComponent(nodeId)}.svg`;
}

/** The address of a vendor's generated logo, by game type and vendor code (spec section 7). */
export function vendorLogoUrl(gameType: string, vendorCode: string, variant: LogoVariant = 'COLOR'): string {
  return `/lgw/assets/vendors/${encodeURIComponent(gameType)}/${variant}/${encodeURIComponent(vendorCode)}.svg`;
}
