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
  radius: { sm: string; md: string; lg: string; pill: string };
  font: {
    family: string;
    /** For amounts and counters: digits of equal width. */
    familyNumeric: string;
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

const shared: Omit<ThemeValues, 'color' | 'shadow'> = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans SC', sans-serif",
    familyNumeric: "ui-monospace, 'SF Mono', 'Roboto Mono', Menlo, Consolas, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: '1.5',
  },
  zIndex: { dropdown: '1000', sticky: '1100', overlay: '1300', modal: '1400', popover: '1500', toast: '1600' },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

export const lightValues: ThemeValues = {
  ...shared,
  shadow: {
    sm: '0 1px 2px rgb(16 24 40 / 0.08)',
    md: '0 4px 12px rgb(16 24 40 / 0.12)',
    lg: '0 12px 32px rgb(16 24 40 / 0.18)',
  },
  color: {
    background: '#f4f5f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eceef3',
    overlay: 'rgb(10 12 16 / 0.55)',
    text: '#15171c',
    textMuted: '#545b67',
    border: '#838a96',
    borderSubtle: '#d5d9e0',
    primary: '#0b57c9',
    primaryHover: '#0947a6',
    onPrimary: '#ffffff',
    secondary: '#e3e8f1',
    secondaryHover: '#d2d9e6',
    onSecondary: '#15171c',
    danger: '#b91f2a',
    dangerHover: '#991922',
    onDanger: '#ffffff',
    dangerSoft: '#fdecee',
    success: '#1a7f37',
    onSuccess: '#ffffff',
    successSoft: '#e6f4ea',
    warning: '#b35900',
    onWarning: '#ffffff',
    warningSoft: '#fff3e0',
    info: '#0b57c9',
    onInfo: '#ffffff',
    infoSoft: '#e8f0fd',
    jackpot: '#8a6100',
    onJackpot: '#ffffff',
    focusRing: '#0b57c9',
  },
};

export const darkValues: ThemeValues = {
  ...shared,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
  color: {
    background: '#0f1115',
    surface: '#1a1d24',
    surfaceRaised: '#232731',
    surfaceSunken: '#14161b',
    overlay: 'rgb(0 0 0 / 0.7)',
    text: '#eef0f4',
    textMuted: '#a9b0bc',
    border: '#7a828f',
    borderSubtle: '#343a46',
    primary: '#6ea4ff',
    primaryHover: '#8fb8ff',
    onPrimary: '#0a0d13',
    secondary: '#2b303a',
    secondaryHover: '#363c48',
    onSecondary: '#eef0f4',
    danger: '#ff7b7b',
    dangerHover: '#ff9a9a',
    onDanger: '#15171c',
    dangerSoft: '#3a1d20',
    success: '#5fd07f',
    onSuccess: '#0c1a10',
    successSoft: '#16301f',
    warning: '#ffb454',
    onWarning: '#1f1300',
    warningSoft: '#35260f',
    info: '#6ea4ff',
    onInfo: '#0a0d13',
    infoSoft: '#17243d',
    jackpot: '#f5c542',
    onJackpot: '#1a1405',
    focusRing: '#9cc2ff',
  },
};
