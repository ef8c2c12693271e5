import { createContext, useContext } from 'react';
import { defaultTheme, type BrandTheme } from './brand-theme';
import type { ColorMode } from './tokens';

/** The colour mode in force and the means to change it. */
export interface ColorModeState {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  /** Light to dark and back. */
  toggleColorMode: () => void;
}

export interface ThemeContextValue extends ColorModeState {
  theme: BrandTheme;
}

/** Set by ThemeProvider (which can change the mode) and ThemeScope (which cannot). */
export const ThemeContext = /* @__PURE__ */ createContext<ThemeContextValue | null>(null);

function warnNoProvider() {
  if (process.env.NODE_ENV !== 'production') {
    console.warn(
      'useColorMode: there is no ThemeProvider above this component, so the colour mode stays light. ' +
        'Wrap the app in <ThemeProvider>.',
    );
  }
}

const withoutProvider: ColorModeState = {
  colorMode: 'light',
  setColorMode: warnNoProvider,
  toggleColorMode: warnNoProvider,
};

/**
 * The colour mode of the nearest `ThemeProvider` (or `ThemeScope`), with `setColorMode` and
 * `toggleColorMode`. It does not throw without a provider, because components must render
 * without one: it then returns `'light'` (the tokens' fallback), and the setters do nothing but
 * warn in development.
 */
export function useColorMode(): ColorModeState {
  const context = useContext(ThemeContext);
  if (!context) return withoutProvider;
  const { colorMode, setColorMode, toggleColorMode } = context;
  return { colorMode, setColorMode, toggleColorMode };
}

/**
 * The brand theme of the nearest `ThemeProvider` (or `ThemeScope`), the default theme without
 * one: for what CSS variables cannot carry, such as `logoFor(theme, colorMode)` or `theme.other`.
 */
export function useBrandTheme(): BrandTheme {
  return useContext(ThemeContext)?.theme ?? defaultTheme;
}
