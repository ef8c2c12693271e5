export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { ThemeScope, type ThemeScopeProps } from './ThemeScope';
export { GlobalStyle } from './GlobalStyle';
export { vars, cssVariables } from './css-variables';
export { themeStyleSheet } from './theme-style-sheet';
export {
  createBrandTheme,
  defaultTheme,
  logoFor,
  type BrandLogos,
  type BrandTheme,
  type BrandThemeOther,
  type BrandThemeOverride,
  type DeepPartial,
  type ResolvedBrandLogos,
} from './brand-theme';
export {
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  colorModeScript,
  createColorModeManager,
  isColorMode,
  type ColorModeManager,
  type ColorModeManagerOptions,
} from './color-mode-manager';
export { useBrandTheme, useColorMode, type ColorModeState } from './theme-context';
export {
  checkThemeContrast,
  contrastPairs,
  contrastRatio,
  parseColor,
  relativeLuminance,
  type ContrastFailure,
  type ContrastPair,
  type RgbaColor,
} from './contrast';
export { lightValues } from './light-values';
export { darkValues } from './dark-values';
export { sharedValues, type ColorMode, type ColorTokens, type ThemeValues } from './tokens';
export type { PlatformTheme } from './platform-theme';
