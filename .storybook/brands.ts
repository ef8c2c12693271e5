import { defaultTheme, type BrandTheme } from '@platform/ui';
import { brand as jade } from '../apps/web/brands/jade/brand';

/** The brands a designer can switch between: the library's default and a demo brand. */
export const STORYBOOK_BRANDS: Record<string, BrandTheme> = {
  default: defaultTheme,
  jade: jade.theme,
};
