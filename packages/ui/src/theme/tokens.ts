/** The colour roles a component may use. Every brand fills all of them, in light and in dark. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, panels, inputs, modals. */
  surface: string;
  /** Surfaces above surface: menus, popovers, toasts. */
  surfaceRaised: string;
  /** Wells inside a surface: input backgrounds, table stripes, skeletons. */
  surfaceSunken: string;
  /** The scrim behind a modal. */
  overlay: string;
  /** Text and icons on background and surface. */
  text: string;
  textMuted: string;
  /** Borders of controls (3:1 against the surface, WCAG 1.4.11). */
  border: string;
  /** Dividers and card outlines that need not reach 3:1. */
  borderSubtle: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  /** Tinted backgrounds for inline status messages; text on them uses `text`. */
  dangerSoft: string;
  success: string;
  onSuccess: string;
  successSoft: string;
  warning: string;
  onWarning: string;
  warningSoft: string;
  info: string;
  onInfo: string;
  infoSoft: string;
  /** Jackpot amounts and prize highlights. */
  jackpot: string;
  onJackpot: string;
  focusRing: string;
}

export interface ThemeValues {
  color: ColorTokens;
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  /**
   * Corner radii by what they round: `sm` small marks and badges; `md` controls (buttons, fields,
   * chips, menu entries), which a brand may make pills; `lg` containers (cards, tiles, alerts,
   * panels, dialogs), which hold several lines and must stay boxes; `pill` always fully round.
   */
  radius: { sm: string; md: string; lg: string; pill: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: string; medium: string; bold: string };
    lineHeight: string;
  };
  shadow: { sm: string; md: string; lg: string };
  /** Stacking layers, lowest first. */
  zIndex: { dropdown: string; sticky: string; overlay: string; modal: string; popover: string; toast: string };
  motion: { fast: string; normal: string; slow: string; easing: string };
}

export type ColorMode = 'light' | 'dark';

/** The tokens both colour modes share. */
export const sharedValues: Omit<ThemeValues, 'color' | 'shadow'> = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: '1.5',
  },
  zIndex: { dropdown: '1000', sticky: '1100', overlay: '1300', modal: '1400', popover: '1500', toast: '1600' },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};
