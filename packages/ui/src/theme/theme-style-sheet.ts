import type { BrandTheme } from './brand-theme';
import { cssVariables } from './css-variables';
import type { ThemeValues } from './tokens';

function declarations(values: ThemeValues): string {
  return Object.entries(cssVariables(values))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

/**
 * A brand's tokens as CSS text, light on `selector` and dark on `selector[data-color-mode="dark"]`.
 * An app can inline this in its HTML so the first paint already has the brand's colours.
 */
export function themeStyleSheet(theme: BrandTheme, selector = ':root'): string {
  return (
    `${selector}{${declarations(theme.modes.light)}color-scheme:light;}` +
    `${selector}[data-color-mode="dark"]{${declarations(theme.modes.dark)}color-scheme:dark;}`
  );
}
