import { darkValues, lightValues, type ColorMode, type ThemeValues } from './tokens';

/** A brand's look: every token, for each colour mode. */
export interface BrandTheme {
  name: string;
  modes: Record<ColorMode, ThemeValues>;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a brand overrides: tokens shared by both modes, then per-mode tokens on top. */
export interface BrandThemeOverride {
  name: string;
  shared?: DeepPartial<Omit<ThemeValues, 'color'>>;
  light?: DeepPartial<ThemeValues>;
  dark?: DeepPartial<ThemeValues>;
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
  return {
    name: override.name,
    modes: { light: build(lightValues, override.light), dark: build(darkValues, override.dark) },
  };
}

export const defaultTheme: BrandTheme = { name: 'Default', modes: { light: lightValues, dark: darkValues } };
