import type { ThemeValues } from './tokens';

/**
 * The typed theme that styled-components hands to every styled component. Its values are
 * `var(--pf-…)` references (see `vars`), so `theme.color.surface` follows the brand and mode.
 */
export interface PlatformTheme extends ThemeValues {}

declare module 'styled-components' {
  // An interface (not a type alias), so an app can extend DefaultTheme with its own fields too.
  export interface DefaultTheme extends PlatformTheme {}
}
