import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { cssVariables } from './css-variables';
import type { BrandTheme } from './brand-theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import type { ColorMode } from './tokens';

export interface ThemeScopeProps {
  theme: BrandTheme;
  colorMode: ColorMode;
  children?: ReactNode;
  className?: string;
}

function warnFixedMode() {
  if (process.env.NODE_ENV !== 'production') {
    console.warn('useColorMode: inside a ThemeScope the colour mode is fixed by its colorMode prop.');
  }
}

/**
 * Applies a theme to one part of the page only, so several brands and modes can sit side by side
 * (the theme gallery in Storybook, a brand preview). Portalled content is not inside the scope.
 * `useColorMode()` and `useBrandTheme()` below it report the scope's mode and brand; the mode
 * cannot be changed from inside.
 */
export function ThemeScope({ theme, colorMode, children, className }: ThemeScopeProps) {
  const values = theme.modes[colorMode];
  const style = {
    ...cssVariables(values),
    colorScheme: colorMode,
    background: values.color.background,
    color: values.color.text,
  } as CSSProperties;
  const context = useMemo<ThemeContextValue>(
    () => ({ theme, colorMode, setColorMode: warnFixedMode, toggleColorMode: warnFixedMode }),
    [theme, colorMode],
  );
  return (
    <ThemeContext.Provider value={context}>
      <div className={className} style={style} data-color-mode={colorMode}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
