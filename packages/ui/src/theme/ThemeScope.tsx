import type { CSSProperties, ReactNode } from 'react';
import { cssVariables } from './css-variables';
import type { BrandTheme } from './brand-theme';
import type { ColorMode } from './tokens';

export interface ThemeScopeProps {
  theme: BrandTheme;
  colorMode: ColorMode;
  children?: ReactNode;
  className?: string;
}

/**
 * Applies a theme to one part of the page only, so several brands and modes can sit side by side
 * (the theme gallery in Storybook, a brand preview). Portalled content is not inside the scope.
 */
export function ThemeScope({ theme, colorMode, children, className }: ThemeScopeProps) {
  const values = theme.modes[colorMode];
  const style = {
    ...cssVariables(values),
    colorScheme: colorMode,
    background: values.color.background,
    color: values.color.text,
  } as CSSProperties;
  return (
    <div className={className} style={style} data-color-mode={colorMode}>
      {children}
    </div>
  );
}
