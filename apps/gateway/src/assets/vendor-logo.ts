import { hashString } from '../shared/seeded-random';
import { GRADIENTS, escapeXml } from '../shared/svg';

/** WHITE: white on transparent, for dark bars; COLOR: the vendor's coloured badge. */
export const LOGO_VARIANTS = ['WHITE', 'COLOR'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export interface LogoSubject {
  code: string;
  gameType: string;
  displayName: string;
}

/** A vendor's logo (200 by 80): its code as a word mark, coloured by vendor, white or in colour. */
export function renderVendorLogo(vendor: LogoSubject, variant: LogoVariant): string {
  const [from, to] = GRADIENTS[hashString(vendor.code) % GRADIENTS.length]!;
  const word = vendor.code.replaceAll('_', ' ');
  const fontSize = Math.max(14, Math.min(36, Math.floor(260 / Math.max(word.length, 3))));
  const label = escapeXml(`${vendor.displayName} (${vendor.gameType})`);
  const background =
    variant === 'COLOR'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
        `<rect width="200" height="80" rx="14" fill="url(#g)"/>`
      : `<rect x="2" y="2" width="196" height="76" rx="14" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${label}">` +
    `<title>${label}</title>${background}` +
    `<text x="100" y="42" text-anchor="middle" dominant-baseline="central" font-family="Arial,Helvetica,sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff" letter-spacing="1">${escapeXml(word)}</text>` +
    `</svg>`
  );
}
