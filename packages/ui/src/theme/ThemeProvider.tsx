import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { useControllableState } from '../hooks/use-controllable-state';
import { defaultTheme, type BrandTheme } from './brand-theme';
import { DEFAULT_COLOR_MODE, type ColorModeManager } from './color-mode-manager';
import { vars } from './css-variables';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import { themeStyleSheet } from './theme-style-sheet';
import type { ColorMode } from './tokens';

export interface ThemeProviderProps {
  /** The brand's theme; the default theme when omitted. */
  theme?: BrandTheme;
  /** The colour mode, when the parent owns it (controlled); pair it with `onColorModeChange`. */
  colorMode?: ColorMode;
  /**
   * The starting mode when uncontrolled and the manager has nothing stored; `'light'` when
   * omitted.
   */
  defaultColorMode?: ColorMode;
  /** Called with every change asked for through `useColorMode`, controlled or not. */
  onColorModeChange?: (mode: ColorMode) => void;
  /**
   * Where an uncontrolled mode is read from on mount and written to on every change, e.g.
   * `createColorModeManager()` for localStorage under `'theme'`. Without one the mode lives in
   * memory only. Ignored while `colorMode` is controlled.
   */
  colorModeManager?: ColorModeManager;
  /**
   * The element that gets `data-color-mode`: `<html>` when omitted. Give another element (with a
   * matching `cssVariablesSelector`) to theme one region, as the colour-mode story does.
   */
  getRootElement?: () => HTMLElement | null | undefined;
  /** The selector the theme's custom properties are written on: `':root'` when omitted. */
  cssVariablesSelector?: string;
  children?: ReactNode;
}

const documentElement = () => (typeof document === 'undefined' ? undefined : document.documentElement);

/**
 * Puts a brand's tokens on the page as CSS custom properties and marks `<html>` with the colour
 * mode. Styled components receive the constant `vars` theme, so switching brand or mode changes
 * only variables: no styled component re-renders. The variables go in a `<style>` in `<head>`
 * (a server-rendered page inlines `themeStyleSheet(theme)` itself). The mode is controlled
 * (`colorMode`) or kept by the provider, read from and written to a `colorModeManager`;
 * `useColorMode()` reads and changes it from anywhere below.
 */
export function ThemeProvider({
  theme = defaultTheme,
  colorMode: colorModeProp,
  defaultColorMode = DEFAULT_COLOR_MODE,
  onColorModeChange,
  colorModeManager,
  getRootElement = documentElement,
  cssVariablesSelector = ':root',
  children,
}: ThemeProviderProps) {
  const isControlled = colorModeProp !== undefined;
  // Read storage once, while rendering, so the first paint already has the stored mode.
  const [initialMode] = useState<ColorMode>(() => colorModeManager?.get(defaultColorMode) ?? defaultColorMode);
  const [colorMode, setColorModeState] = useControllableState<ColorMode>({
    prop: colorModeProp,
    defaultProp: initialMode,
    onChange: (mode) => {
      if (!isControlled) colorModeManager?.set(mode);
      onColorModeChange?.(mode);
    },
    name: 'ThemeProvider',
  });

  const setColorMode = useCallback(
    (mode: ColorMode) => {
      if (process.env.NODE_ENV !== 'production' && isControlled && !onColorModeChange) {
        console.warn('ThemeProvider: colorMode is controlled but has no onColorModeChange, so it cannot change.');
      }
      setColorModeState(mode);
    },
    [isControlled, onColorModeChange, setColorModeState],
  );
  const toggleColorMode = useCallback(
    () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
    [colorMode, setColorMode],
  );

  // Another tab stored a new mode: follow it.
  useEffect(() => {
    if (isControlled || !colorModeManager) return;
    return colorModeManager.subscribe((mode) => setColorModeState(mode));
  }, [isControlled, colorModeManager, setColorModeState]);

  useLayoutEffect(() => {
    const root = getRootElement();
    if (root) root.dataset.colorMode = colorMode;
  }, [colorMode, getRootElement]);

  const styleSheet = useMemo(() => themeStyleSheet(theme, cssVariablesSelector), [theme, cssVariablesSelector]);
  const context = useMemo<ThemeContextValue>(
    () => ({ theme, colorMode, setColorMode, toggleColorMode }),
    [theme, colorMode, setColorMode, toggleColorMode],
  );

  const style = <style data-pf-theme={theme.name}>{styleSheet}</style>;

  return (
    <ThemeContext.Provider value={context}>
      <StyledThemeProvider theme={vars}>
        {/* In <head>, in the same commit as the children (so no unstyled paint), and out of the
            way of the markup they render. Without a document (server rendering) it stays inline. */}
        {typeof document === 'undefined' ? style : createPortal(style, document.head)}
        {children}
      </StyledThemeProvider>
    </ThemeContext.Provider>
  );
}
