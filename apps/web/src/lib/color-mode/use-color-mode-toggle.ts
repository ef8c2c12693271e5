import { useColorMode, type ColorMode } from '@platform/ui';

export interface ColorModeToggle {
  colorMode: ColorMode;
  isDark: boolean;
  /** Light to dark and back; stored under `theme` and kept across reloads. */
  toggleColorMode: () => void;
  setColorMode: (mode: ColorMode) => void;
}

/**
 * The colour mode and the means to switch it, for the header's light/dark switch: e.g. a button
 * with `aria-pressed={isDark}` and `onClick={toggleColorMode}`. Needs the ThemeProvider of
 * main.tsx above it.
 */
export function useColorModeToggle(): ColorModeToggle {
  const { colorMode, setColorMode, toggleColorMode } = useColorMode();
  return { colorMode, isDark: colorMode === 'dark', toggleColorMode, setColorMode };
}
