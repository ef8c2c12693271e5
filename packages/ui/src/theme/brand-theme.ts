import { darkValues } from './dark-values';
import { lightValues } from './light-values';
import type { ColorMode, ThemeValues } from './tokens';

/**
 * A brand's logos, as URLs or data URIs. `dark` is the logo drawn on the dark colour mode and
 * falls back to `light`; `mark` is the small square sign (favicon, app bar, loading screen).
 */
export interface BrandLogos {
  light: string;
  dark?: string;
  mark?: string;
}

/** A brand's logos once resolved: `dark` is always there. */
export interface ResolvedBrandLogos {
  light: string;
  dark: string;
  mark?: string;
}

/**
 * Free-form brand settings that the library does not interpret (mantine's `theme.other`).
 * An app types its own fields by augmenting this interface:
 *
 * ```ts
 * declare module '@platform/ui' {
 *   interface BrandThemeOther { heroImage: string }
 * }
 * ```
 */
export interface BrandThemeOther {
  [key: string]: unknown;
}

/** A brand's look: every token for each colour mode, its logos, and its own extra settings. */
export interface BrandTheme {
  name: string;
  modes: Record<ColorMode, ThemeValues>;
  /** The brand's logos; absent when the brand has none (the default theme). */
  logos?: ResolvedBrandLogos;
  /** The brand's own settings, typed by augmenting `BrandThemeOther`. */
  other?: BrandThemeOther;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a brand overrides: tokens shared by both modes, then per-mode tokens on top. */
export interface BrandThemeOverride {
  name: string;
  /** Tokens other than colours for both modes: radii, type faces, spacing, shadows, motion. */
  shared?: DeepPartial<Omit<ThemeValues, 'color'>>;
  /** Light-mode tokens, applied after `shared`. */
  light?: DeepPartial<ThemeValues>;
  /** Dark-mode tokens, applied after `shared`. */
  dark?: DeepPartial<ThemeValues>;
  logos?: BrandLogos;
  other?: BrandThemeOther;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged as T;
}

/** Builds a brand theme from the default one and a deep-partial override. */
export function createBrandTheme(override: BrandThemeOverride): BrandTheme {
  const build = (base: ThemeValues, mode: DeepPartial<ThemeValues> | undefined) =>
    deepMerge(deepMerge(base, override.shared as DeepPartial<ThemeValues>), mode);
  const theme: BrandTheme = {
    name: override.name,
    modes: { light: build(lightValues, override.light), dark: build(darkValues, override.dark) },
    other: { ...override.other },
  };
  const logos = override.logos;
  if (logos) {
    theme.logos = { light: logos.light, dark: logos.dark ?? logos.light };
    if (logos.mark !== undefined) theme.logos.mark = logos.mark;
  }
  return theme;
}

/**
 * The logo to draw in `mode`: the dark logo falls back to the light one. `kind: 'mark'` asks for
 * the small square sign and falls back to the full logo of that mode. `undefined` when the
 * theme has no logos.
 */
export function logoFor(
  theme: Pick<BrandTheme, 'logos'>,
  mode: ColorMode,
  kind: 'full' | 'mark' = 'full',
): string | undefined {
  const logos = theme.logos;
  if (!logos) return undefined;
  const full = mode === 'dark' ? (logos.dark ?? logos.light) : logos.light;
  return kind === 'mark' ? (logos.mark ?? full) : full;
}

export const defaultTheme: BrandTheme = {
  name: 'Default',
  modes: { light: lightValues, dark: darkValues },
  other: {},
};
