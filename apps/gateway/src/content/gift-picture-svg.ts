import type { ContentLocale } from '../http/locale';
import { seededRandom } from '../shared/seeded-random';
import { escapeXml } from '../shared/svg';
import { PALETTES, emWidth, fontStack, wrapText } from './banner-svg';
import { giftBoxSvg } from './gift-icon-svg';

/** The gift modal shows its picture in a 3:4 portrait frame (ActivityGift in @platform/ui). */
export const GIFT_PICTURE_WIDTH = 600;
export const GIFT_PICTURE_HEIGHT = 800;

export interface GiftPictureArt {
  /** Seeds the decorations, so an image is the same on every request. */
  seed: string;
  palette: number;
  /** The promotion's title, already localized. */
  title: string;
  /** The short offer text under the gift, already localized. */
  offer: string;
  lang: ContentLocale;
}

const TEXT_WIDTH = 520;

/** Wraps text to the text width at `maxSize`, smaller when one word is wider than a line. */
function fitLines(text: string, maxSize: number, maxLines: number): { lines: string[]; size: number } {
  const lines = wrapText(text, TEXT_WIDTH / maxSize, maxLines);
  const widest = Math.max(...lines.map(emWidth), 1);
  return { lines, size: Math.min(maxSize, Math.floor(TEXT_WIDTH / widest)) };
}

/**
 * The activity gift modal's picture (banner group w_topup_3) as SVG: the title at the top, a
 * glowing gift box in the middle and the offer below, on the palette's gradient.
 */
export function renderGiftPictureSvg(art: GiftPictureArt): string {
  const width = GIFT_PICTURE_WIDTH;
  const height = GIFT_PICTURE_HEIGHT;
  const centerX = width / 2;
  const [from, to, accent] = PALETTES[art.palette % PALETTES.length]!;
  const random = seededRandom(art.seed);

  const decorations: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const x = width * random.next();
    const y = height * random.next();
    const r = width * (0.05 + random.next() * 0.2);
    decorations.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${accent}" opacity="${(0.06 + random.next() * 0.1).toFixed(2)}"/>`);
  }
  // Sparkles around the gift, clear of the title and the offer.
  for (let index = 0; index < 10; index += 1) {
    const x = width * (0.08 + random.next() * 0.84);
    const y = 240 + random.next() * 340;
    const s = 5 + random.next() * 9;
    decorations.push(
      `<path d="M${x.toFixed(1)} ${(y - s).toFixed(1)}L${(x + s / 3).toFixed(1)} ${y.toFixed(1)}L${x.toFixed(1)} ${(y + s).toFixed(1)}L${(x - s / 3).toFixed(1)} ${y.toFixed(1)}Z" fill="#fff" opacity="0.7"/>`,
    );
  }

  // The gift box is drawn in a 160-unit square centred on (80, 66): scaled and moved to the middle.
  const giftY = 410;
  const giftScale = 2.6;
  const giftTransform = `translate(${(centerX - 80 * giftScale).toFixed(1)} ${(giftY - 66 * giftScale).toFixed(1)}) scale(${giftScale})`;

  const text: string[] = [];
  const title = fitLines(art.title, 52, 2);
  let y = 72 + title.size;
  if (title.lines.length === 1) y += title.size * 0.55;
  for (const line of title.lines) {
    text.push(`<text x="${centerX}" y="${y.toFixed(1)}" font-size="${title.size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`);
    y += title.size * 1.15;
  }
  const offer = fitLines(art.offer, 30, 3);
  y = 650;
  for (const line of offer.lines) {
    text.push(`<text x="${centerX}" y="${y.toFixed(1)}" font-size="${offer.size}" fill="#fff" opacity="0.9">${escapeXml(line)}</text>`);
    y += offer.size * 1.3;
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...decorations,
    `<circle cx="${centerX}" cy="${giftY}" r="200" fill="url(#glow)"/>`,
    `<circle cx="${centerX}" cy="${giftY}" r="150" fill="none" stroke="${accent}" stroke-width="4" opacity="0.5"/>`,
    `<g transform="${giftTransform}">${giftBoxSvg(from, accent)}</g>`,
    `<rect x="${centerX - 32}" y="598" width="64" height="6" rx="3" fill="${accent}"/>`,
    `<g font-family="${fontStack(art.lang)}" text-anchor="middle">`,
    ...text,
    '</g>',
    '</svg>',
  ].join('');
}
