import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { defaultTheme, type BrandTheme } from './brand-theme';
import { vars } from './css-variables';
import { themeStyleSheet } from './theme-style-sheet';
import type { ColorMode } from './tokens';

export interface ThemeProviderProps {
  /** The brand's theme; the default theme when omitted. */
  theme?: BrandTheme;
  colorMode?: ColorMode;
  children?: ReactNode;
}

/**
 * Puts a brand's tokens on the page as CSS custom properties and marks `<html>` with the colour
 * mode. Styled components receive the constant `vars` theme, so switching brand or mode changes
 * only variables: no styled component re-renders.
 */
export function ThemeProvider({ theme = defaultTheme, colorMode = 'light', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    document.documentElement.dataset.colorMode = colorMode;
  }, [colorMode]);
  return (
    <StyledThemeProvider theme={vars}>
      <style>{themeStyleSheet(theme)}</style>
      {children}
    </StyledThemeProvider>
  );
}
