import { seededRandom } from '../shared/seeded-random';

/** Background gradient (from, to) and accent of each palette a banner or promotion can pick. */
export const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#3b0a6b', '#8e2de2', '#ffd166'],
  ['#6b0a0a', '#e52d27', '#ffd700'],
  ['#0f2027', '#2c5364', '#4fd1c5'],
  ['#0b3d2e', '#1f8a5b', '#f6e05e'],
  ['#0b1d51', '#2e5bff', '#90cdf4'],
  ['#5a1e02', '#f76b1c', '#fde68a'],
  ['#2d0b3a', '#c0267a', '#fbcfe8'],
  ['#1a202c', '#4a5568', '#63b3ed'],
];

export interface BannerArt {
  /** Seeds the decorations, so an image is the same on every request. */
  seed: string;
  width: number;
  height: number;
  palette: number;
  title: string;
  subtitle: string;
  action?: string | null;
  /** For the font stack: Chinese text wants a CJK font first. */
  lang: 'ms' | 'en' | 'zh';
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const isWide = (character: string) => /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(character);
/** The width of a text in em: CJK characters are one em, the rest about half. */
export const emWidth = (text: string) => [...text].reduce((width, character) => width + (isWide(character) ? 1 : 0.56), 0);

/** Breaks text into at most `maxLines` lines of about `maxEm` em, by words (anywhere in CJK). */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const tokens = text.match(/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]+\s*|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line !== '' && emWidth(line + token.trimEnd()) > maxEm) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.$/u, '')}…`;
  return kept;
}

/** The font stack of a language: Chinese text wants a CJK font first. */
export function fontStack(lang: BannerArt['lang']): string {
  return lang === 'zh'
    ? "'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif"
    : "'Montserrat','Segoe UI','Helvetica Neue',Arial,sans-serif";
}

/** A banner image as SVG: gradient, seeded decorations, the localized headline, subline and action. */
export function renderBannerSvg(art: BannerArt): string {
  const { width, height } = art;
  const [from, to, accent] = PALETTES[art.palette % PALETTES.length]!;
  const random = seededRandom(art.seed);
  const font = fontStack(art.lang);

  const decorations: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const x = width * (0.45 + random.next() * 0.55);
    const y = height * random.next();
    const r = height * (0.05 + random.next() * 0.3);
    decorations.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${accent}" opacity="${(0.06 + random.next() * 0.12).toFixed(2)}"/>`);
  }
  for (let index = 0; index < 12; index += 1) {
    const x = width * (0.55 + random.next() * 0.45);
    const y = height * random.next();
    const s = 3 + random.next() * 7;
    decorations.push(
      `<path d="M${x.toFixed(1)} ${(y - s).toFixed(1)}L${(x + s / 3).toFixed(1)} ${y.toFixed(1)}L${x.toFixed(1)} ${(y + s).toFixed(1)}L${(x - s / 3).toFixed(1)} ${y.toFixed(1)}Z" fill="#fff" opacity="0.7"/>`,
    );
  }
  const coinX = width * 0.82;
  const coinY = height * 0.5;
  const coinR = height * 0.3;

  const padding = width * 0.06;
  const titleSize = Math.round(height * 0.13);
  const subtitleSize = Math.round(height * 0.065);
  const textEm = (width * 0.62) / titleSize;
  const titleLines = wrapText(art.title, textEm, 2);
  const subtitleLines = wrapText(art.subtitle, (width * 0.62) / subtitleSize, 2);
  let y = height * 0.2 + titleSize;
  if (titleLines.length === 1) y += titleSize * 0.3;
  const text: string[] = [];
  for (const line of titleLines) {
    text.push(`<text x="${padding.toFixed(1)}" y="${y.toFixed(1)}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`);
    y += titleSize * 1.15;
  }
  y += subtitleSize * 0.2;
  for (const line of subtitleLines) {
    text.push(`<text x="${padding.toFixed(1)}" y="${y.toFixed(1)}" font-size="${subtitleSize}" fill="#fff" opacity="0.9">${escapeXml(line)}</text>`);
    y += subtitleSize * 1.3;
  }
  if (art.action) {
    const actionSize = Math.round(height * 0.055);
    const pillWidth = emWidth(art.action) * actionSize + actionSize * 2;
    const pillHeight = actionSize * 2;
    const pillY = Math.min(y + actionSize * 0.4, height - pillHeight - height * 0.06);
    text.push(
      `<rect x="${padding.toFixed(1)}" y="${pillY.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${accent}"/>`,
      `<text x="${(padding + pillWidth / 2).toFixed(1)}" y="${(pillY + pillHeight * 0.66).toFixed(1)}" font-size="${actionSize}" font-weight="700" text-anchor="middle" fill="${from}">${escapeXml(art.action)}</text>`,
    );
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="coin" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.35" stop-color="${accent}"/><stop offset="1" stop-color="${from}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...decorations,
    `<circle cx="${coinX.toFixed(1)}" cy="${coinY.toFixed(1)}" r="${coinR.toFixed(1)}" fill="url(#coin)" opacity="0.95"/>`,
    `<circle cx="${coinX.toFixed(1)}" cy="${coinY.toFixed(1)}" r="${(coinR * 0.78).toFixed(1)}" fill="none" stroke="#fff" stroke-width="${(height * 0.012).toFixed(1)}" opacity="0.6"/>`,
    `<g font-family="${font}">`,
    ...text,
    '</g>',
    '</svg>',
  ].join('');
}
