import { hashString } from '../shared/seeded-random';
import { GRADIENTS, escapeXml } from '../shared/svg';

/** A band across the badge, in a 48 by 36 box, so codes that share a colour still differ. */
const BANDS = [
  '<rect y="12" width="48" height="12"/>',
  '<rect x="16" width="16" height="36"/>',
  '<path d="M0 36L48 0V14L18 36Z"/>',
  '<path d="M0 0H48L24 36Z"/>',
] as const;

/**
 * A country's flag stand-in for a two-letter code (48 by 36, 4:3): a rounded badge coloured
 * from the code, with a band and the two letters, the same picture for the same code every time.
 */
export function renderCountryFlag(countryCode: string): string {
  const upper = countryCode.toUpperCase();
  const hash = hashString(upper);
  const code = escapeXml(upper);
  const [from, to] = GRADIENTS[hash % GRADIENTS.length]!;
  const band = BANDS[(hash >>> 8) % BANDS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="36" viewBox="0 0 48 36" role="img" aria-label="${code}">` +
    `<title>${code}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<clipPath id="c"><rect width="48" height="36" rx="6"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="48" height="36" fill="url(#g)"/><g fill="#fff" fill-opacity=".16">${band}</g></g>` +
    `<text x="24" y="18" text-anchor="middle" dominant-baseline="central" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="800" fill="#fff" letter-spacing=".5">${code}</text>` +
    `</svg>`
  );
}
