import { describe, expect, it } from 'vitest';
import { createBrandTheme, defaultTheme, logoFor } from './brand-theme';

const LIGHT = 'https://cdn.example/royal-light.svg';
const DARK = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
const MARK = 'https://cdn.example/royal-mark.svg';

describe('brand logos', () => {
  it('carries the logos on the theme, the dark one falling back to the light one', () => {
    const theme = createBrandTheme({ name: 'Royal', logos: { light: LIGHT } });
    expect(theme.logos).toEqual({ light: LIGHT, dark: LIGHT });
    expect(logoFor(theme, 'light')).toBe(LIGHT);
    expect(logoFor(theme, 'dark')).toBe(LIGHT);
  });

  it('gives the dark logo in dark mode when the brand has one', () => {
    const theme = createBrandTheme({ name: 'Royal', logos: { light: LIGHT, dark: DARK } });
    expect(logoFor(theme, 'light')).toBe(LIGHT);
    expect(logoFor(theme, 'dark')).toBe(DARK);
  });

  it('gives the mark when asked, else the full logo of the mode', () => {
    const withMark = createBrandTheme({ name: 'Royal', logos: { light: LIGHT, dark: DARK, mark: MARK } });
    expect(logoFor(withMark, 'dark', 'mark')).toBe(MARK);
    const withoutMark = createBrandTheme({ name: 'Royal', logos: { light: LIGHT, dark: DARK } });
    expect(withoutMark.logos).not.toHaveProperty('mark');
    expect(logoFor(withoutMark, 'dark', 'mark')).toBe(DARK);
  });

  it('has no logo for a theme without logos', () => {
    expect(createBrandTheme({ name: 'Plain' }).logos).toBeUndefined();
    expect(logoFor(defaultTheme, 'light')).toBeUndefined();
    // A hand-built theme whose dark logo is missing still falls back.
    expect(logoFor({ logos: { light: LIGHT } as never }, 'dark')).toBe(LIGHT);
  });
});

describe('brand extension points', () => {
  it('carries the brand’s own settings in `other`, copied from the override', () => {
    const other = { heroImage: '/hero.webp', vipTiers: 5 };
    const theme = createBrandTheme({ name: 'Royal', other });
    expect(theme.other).toEqual(other);
    expect(theme.other).not.toBe(other);
    expect(createBrandTheme({ name: 'Plain' }).other).toEqual({});
  });
});
