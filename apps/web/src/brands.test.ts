import { describe, expect, it } from 'vitest';
import { checkThemeContrast } from '@platform/ui';
import type { Brand } from '../brands/brand';

// Every brand folder, so a new brand is checked the moment its folder exists.
const modules = import.meta.glob<{ brand: Brand }>('../brands/*/brand.ts', { eager: true });
const brands = Object.entries(modules).map(([path, module]) => ({ folder: path.split('/')[2]!, brand: module.brand }));

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
});
