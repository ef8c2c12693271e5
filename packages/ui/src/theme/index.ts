export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { ThemeScope, type ThemeScopeProps } from './ThemeScope';
export { GlobalStyle } from './GlobalStyle';
export { vars, cssVariables } from './css-variables';
export { themeStyleSheet } from './theme-style-sheet';
export { createBrandTheme, defaultTheme, type BrandTheme, type BrandThemeOverride, type DeepPartial } from './brand-theme';
export { lightValues, darkValues, type ColorMode, type ColorTokens, type ThemeValues } from './tokens';
export type { PlatformTheme } from './platform-theme';
