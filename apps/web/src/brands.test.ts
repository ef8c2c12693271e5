import { describe, expect, it } from 'vitest';
import { checkThemeContrast, logoFor } from '@platform/ui';
import { LOCALES } from '@platform/ui/i18n';
import type { Brand } from '../brands/brand';
import { FEATURE_FLAG_IDS } from './brand/feature-flags';
import { selectBrand } from './brand/select-brand';

// Every brand folder, so a new brand is checked the moment its folder exists.
const modules = import.meta.glob<{ brand: Brand }>('../brands/*/brand.ts', { eager: true });
const brands = Object.entries(modules).map(([path, module]) => ({ folder: path.split('/')[2]!, brand: module.brand }));

// An SVG file of the brand's folder: a URL in the build, a data URI under vitest.
const SVG = /\.svg$|^data:image\/svg\+xml/;

describe('brands', () => {
  it('finds the demo brands', () => {
    expect(brands.map(({ folder }) => folder)).toEqual(expect.arrayContaining(['jade', 'royal']));
  });

  it.each(brands)('$folder: its id is its folder name', ({ folder, brand }) => {
    expect(brand.id).toBe(folder);
  });

  it.each(brands)('$folder: every colour pair reaches WCAG AA contrast in light and dark', ({ brand }) => {
    expect(checkThemeContrast(brand.theme).map((failure) => failure.message)).toEqual([]);
  });

  it('look clearly different from each other', () => {
    const looks = brands.map(({ brand }) =>
      JSON.stringify([brand.theme.modes.light.color.primary, brand.theme.modes.dark.color.primary]),
    );
    expect(new Set(looks).size).toBe(brands.length);
  });

  it.each(brands)('$folder: names itself and its merchant', ({ brand }) => {
    expect(brand.name.trim()).not.toBe('');
    expect(brand.theme.name).toBe(brand.name);
    expect(brand.merchantCode).toMatch(/^[A-Z0-9_]+$/);
  });

  it.each(brands)('$folder: states every feature flag of spec section 1', ({ brand }) => {
    expect(Object.keys(brand.features).sort()).toEqual([...FEATURE_FLAG_IDS].sort());
    expect(Object.values(brand.features).every((value) => typeof value === 'boolean')).toBe(true);
  });

  it.each(brands)('$folder: has a full logo for each mode and a mark, also in its theme', ({ brand }) => {
    const { light, dark, mark } = brand.logos;
    for (const logo of [light, dark, mark]) expect(logo).toMatch(SVG);
    expect(new Set([light, dark, mark]).size).toBe(3);
    expect(logoFor(brand.theme, 'light')).toBe(light);
    expect(logoFor(brand.theme, 'dark')).toBe(dark);
    expect(logoFor(brand.theme, 'dark', 'mark')).toBe(mark);
  });

  it.each(brands)('$folder: uses system font stacks that end in a generic family', ({ brand }) => {
    for (const stack of [brand.fonts.body, brand.fonts.heading]) {
      expect(stack).toMatch(/, (sans-serif|serif|system-ui)$/);
      expect(stack).not.toMatch(/url\(|https?:/);
    }
    expect(brand.theme.modes.light.font.family).toBe(brand.fonts.body);
    expect(brand.theme.modes.dark.font.family).toBe(brand.fonts.body);
  });

  it.each(brands)('$folder: offers MS and only the site languages, and valid settings', ({ brand }) => {
    expect(brand.languages).toContain('ms');
    expect(brand.languages.every((locale) => LOCALES.includes(locale))).toBe(true);
    expect(new Set(brand.languages).size).toBe(brand.languages.length);
    expect(['hash', 'history']).toContain(brand.routerMode);
    expect(typeof brand.redirectLoggedOut).toBe('boolean');
    expect(typeof brand.allowAgentCentre).toBe('boolean');
    expect(typeof brand.allowMemberCentre).toBe('boolean');
    for (const link of Object.values(brand.appDownloads)) expect(link).toMatch(/^https:\/\//);
    expect(brand.regulators.length).toBeGreaterThan(0);
    for (const badge of brand.regulators) {
      expect(badge.name.trim()).not.toBe('');
      expect(badge.image).toMatch(SVG);
      if (badge.href !== undefined) expect(badge.href).toMatch(/^https:\/\//);
    }
  });

  it.each(brands)('$folder: is picked by its own hosts', ({ brand }) => {
    expect(brand.hosts.length).toBeGreaterThan(0);
    for (const host of brand.hosts) {
      expect(host).toBe(host.toLowerCase());
      expect(selectBrand(brands.map((entry) => entry.brand), host).id).toBe(brand.id);
    }
  });

  it('share no merchant code and no host', () => {
    const codes = brands.map(({ brand }) => brand.merchantCode);
    const hosts = brands.flatMap(({ brand }) => brand.hosts);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('differ in their settings too, not only in colour', () => {
    const royal = brands.find(({ folder }) => folder === 'royal')!.brand;
    const jade = brands.find(({ folder }) => folder === 'jade')!.brand;
    const settings = ['fonts', 'routerMode', 'features', 'allowAgentCentre', 'languages', 'appDownloads', 'regulators'] as const;
    const differing = settings.filter((key) => JSON.stringify(royal[key]) !== JSON.stringify(jade[key]));
    expect(differing).toEqual(settings);
    expect(royal.theme.modes.light.radius).not.toEqual(jade.theme.modes.light.radius);
  });
});
