import type { ContentLocale, LocalizedText } from '../http/locale';
import { escapeXml } from '../shared/svg';
import { PALETTES, emWidth, fontStack } from './banner-svg';

/** The word under the gift box. */
export const GIFT_ICON_WORD: LocalizedText = { ms: 'Bonus', en: 'Bonus', zh: '奖励' };

/** The floating gift widget's icon is a square, shown in a 64 px circle. */
export const GIFT_ICON_SIZE = 160;

export interface GiftIconArt {
  palette: number;
  /** The short word under the box, already localized. */
  word: string;
  /** The banner's title: the picture's accessible name. */
  label: string;
  lang: ContentLocale;
}

/**
 * A gift box with a bow and a sparkle, in the icon's 160-unit square (the box spans x 42–118,
 * y 26–106): other pictures place it with a transform.
 */
export function giftBoxSvg(from: string, accent: string): string {
  return [
    // The bow: two loops and a knot above the lid.
    `<g fill="${accent}"><path d="M80 46C70 26 52 28 54 40C56 50 72 48 80 46Z"/><path d="M80 46C90 26 108 28 106 40C104 50 88 48 80 46Z"/></g>`,
    `<rect x="48" y="68" width="64" height="38" rx="4" fill="${accent}"/>`,
    `<rect x="42" y="50" width="76" height="20" rx="4" fill="${accent}"/>`,
    `<rect x="42" y="68" width="76" height="4" fill="${from}" opacity="0.35"/>`,
    `<rect x="74" y="50" width="12" height="56" fill="#fff"/>`,
    `<circle cx="80" cy="46" r="6" fill="#fff"/>`,
    `<path d="M118 30L121 38L129 41L121 44L118 52L115 44L107 41L115 38Z" fill="#fff" opacity="0.85"/>`,
  ].join('');
}

/**
 * The activity gift's icon (banner group w_topup_1) as SVG: a gift box and a short word on the
 * palette's gradient, drawn inside the inscribed circle so the round button crops nothing.
 */
export function renderGiftIconSvg(art: GiftIconArt): string {
  const size = GIFT_ICON_SIZE;
  const [from, to, accent] = PALETTES[art.palette % PALETTES.length]!;
  const wordSize = Math.min(26, Math.floor(100 / Math.max(emWidth(art.word), 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(art.label)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<circle cx="80" cy="80" r="70" fill="none" stroke="${accent}" stroke-width="3" opacity="0.5"/>`,
    giftBoxSvg(from, accent),
    `<text x="80" y="132" text-anchor="middle" font-family="${fontStack(art.lang)}" font-size="${wordSize}" font-weight="800" fill="#fff">${escapeXml(art.word)}</text>`,
    '</svg>',
  ].join('');
}
