import type { BrandTheme } from './brand-theme';
import type { ColorMode, ColorTokens } from './tokens';

/** A colour as 0–255 channels and a 0–1 alpha. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([^)]*)\)$/i;

function channel(text: string): number {
  const value = text.endsWith('%') ? (parseFloat(text) / 100) * 255 : parseFloat(text);
  return Math.min(255, Math.max(0, value));
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = text.endsWith('%') ? parseFloat(text) / 100 : parseFloat(text);
  return Math.min(1, Math.max(0, value));
}

/**
 * Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, and `rgb()`/`rgba()` in both the comma and the
 * space syntax (`rgb(10 12 16 / 0.55)`). Returns `undefined` for anything else (named colours,
 * `hsl()`, `var()`), which a theme's colour tokens should not use.
 */
export function parseColor(value: string): RgbaColor | undefined {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    const number = (index: number) => parseInt(digits.slice(index, index + 2), 16);
    return { r: number(0), g: number(2), b: number(4), a: digits.length === 8 ? number(6) / 255 : 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [colours, slashAlpha] = rgb[1]!.split('/').map((part) => part.trim());
    const parts = colours!.split(/[\s,]+/).filter(Boolean);
    if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && slashAlpha !== undefined)) return undefined;
    if (parts.some((part) => Number.isNaN(parseFloat(part)))) return undefined;
    const a = alpha(slashAlpha ?? parts[3]);
    if (Number.isNaN(a)) return undefined;
    return { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a };
  }
  return undefined;
}

function parseOrThrow(value: string): RgbaColor {
  const colour = parseColor(value);
  if (!colour) throw new TypeError(`Cannot read the colour "${value}": use #rgb, #rrggbb or rgb().`);
  return colour;
}

/** `top` painted over an opaque `bottom`. */
function composite(top: RgbaColor, bottom: RgbaColor): RgbaColor {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const WHITE: RgbaColor = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2.x relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string | RgbaColor): number {
  const { r, g, b } = typeof colour === 'string' ? parseOrThrow(colour) : colour;
  const linear = (value: number) => {
    const srgb = value / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG 2.x contrast ratio of text or an icon in `foreground` on `background`, from 1 to 21.
 * A translucent foreground is painted over the background first; a translucent background over
 * white. Throws a TypeError for a colour it cannot read.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = composite(parseOrThrow(background), WHITE);
  const front = composite(parseOrThrow(foreground), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A foreground and background that components draw together, and the contrast it needs. */
export interface ContrastPair {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  /** 4.5 for text (WCAG 1.4.3), 3 for icons, borders and focus rings (WCAG 1.4.11). */
  minimum: number;
}

/** A pair that does not reach its minimum in one colour mode of a theme. */
export interface ContrastFailure extends ContrastPair {
  mode: ColorMode;
  /** The ratio, cut to two decimals (never rounded up to a passing figure). */
  ratio: number;
  /** `"dark: textMuted on surface is 3.9:1, needs 4.5:1"`. */
  message: string;
}

const TEXT = 4.5;
const NON_TEXT = 3;

const pairs = (foregrounds: (keyof ColorTokens)[], backgrounds: (keyof ColorTokens)[], minimum: number) =>
  foregrounds.flatMap((foreground) => backgrounds.map((background) => ({ foreground, background, minimum })));

function buildContrastPairs(): ContrastPair[] {
  return [
    ...pairs(['text', 'textMuted'], ['background', 'surface', 'surfaceRaised', 'surfaceSunken'], TEXT),
    ...pairs(['text'], ['dangerSoft', 'successSoft', 'warningSoft', 'infoSoft'], TEXT),
    ...pairs(['onPrimary'], ['primary', 'primaryHover'], TEXT),
    ...pairs(['onSecondary'], ['secondary', 'secondaryHover'], TEXT),
    ...pairs(['onDanger'], ['danger', 'dangerHover'], TEXT),
    { foreground: 'onSuccess', background: 'success', minimum: TEXT },
    { foreground: 'onWarning', background: 'warning', minimum: TEXT },
    { foreground: 'onInfo', background: 'info', minimum: TEXT },
    { foreground: 'onJackpot', background: 'jackpot', minimum: TEXT },
    ...pairs(
      ['border', 'focusRing', 'primary', 'danger', 'success', 'warning', 'info', 'jackpot'],
      ['background', 'surface'],
      NON_TEXT,
    ),
  ];
}

/**
 * Every foreground/background pair the components draw, with the contrast each needs:
 * body text on every surface and soft status background, each on-colour on its fill (rest and
 * hover), and the coloured parts that carry meaning (borders, focus ring, status and brand
 * colours used as text or icons) on the page and on a surface.
 */
export const contrastPairs: readonly ContrastPair[] = /* @__PURE__ */ buildContrastPairs();

const truncate = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * The pairs of `contrastPairs` that fall short in either colour mode of `theme`; an empty list
 * means the theme passes. A colour that cannot be read counts as a failure with ratio 0.
 */
export function checkThemeContrast(
  theme: Pick<BrandTheme, 'modes'>,
  pairsToCheck: readonly ContrastPair[] = contrastPairs,
): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const colours = theme.modes[mode].color;
    for (const pair of pairsToCheck) {
      let ratio: number;
      try {
        ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
      } catch {
        ratio = 0;
      }
      // WCAG compares the exact ratio: 4.499:1 fails 4.5:1.
      if (ratio < pair.minimum) {
        const shown = truncate(ratio);
        const message = `${mode}: ${pair.foreground} on ${pair.background} is ${shown}:1, needs ${pair.minimum}:1`;
        failures.push({ ...pair, mode, ratio: shown, message });
      }
    }
  }
  return failures;
}
