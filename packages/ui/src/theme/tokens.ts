/** The colour roles a component may use. Every brand fills all of them, in light and in dark. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Cards, panels, inputs. */
  surface: string;
  /** Text and icons on background and surface. */
  text: string;
  textMuted: string;
  /** Borders of controls (3:1 against the surface, WCAG 1.4.11). */
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  focusRing: string;
}

export interface ThemeValues {
  color: ColorTokens;
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radius: { sm: string; md: string; pill: string };
  font: {
    family: string;
    size: { sm: string; md: string; lg: string };
    weight: { regular: string; bold: string };
    lineHeight: string;
  };
  motion: { fast: string; normal: string };
}

export type ColorMode = 'light' | 'dark';

const shared: Omit<ThemeValues, 'color'> = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans SC', sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem' },
    weight: { regular: '400', bold: '600' },
    lineHeight: '1.5',
  },
  motion: { fast: '120ms', normal: '200ms' },
};

export const lightValues: ThemeValues = {
  ...shared,
  color: {
    background: '#f4f5f8',
    surface: '#ffffff',
    text: '#15171c',
    textMuted: '#545b67',
    border: '#838a96',
    primary: '#0b57c9',
    primaryHover: '#0947a6',
    onPrimary: '#ffffff',
    secondary: '#e3e8f1',
    secondaryHover: '#d2d9e6',
    onSecondary: '#15171c',
    danger: '#b91f2a',
    dangerHover: '#991922',
    onDanger: '#ffffff',
    focusRing: '#0b57c9',
  },
};

export const darkValues: ThemeValues = {
  ...shared,
  color: {
    background: '#0f1115',
    surface: '#1a1d24',
    text: '#eef0f4',
    textMuted: '#a9b0bc',
    border: '#7a828f',
    primary: '#6ea4ff',
    primaryHover: '#8fb8ff',
    onPrimary: '#0a0d13',
    secondary: '#2b303a',
    secondaryHover: '#363c48',
    onSecondary: '#eef0f4',
    danger: '#ff7b7b',
    dangerHover: '#ff9a9a',
    onDanger: '#15171c',
    focusRing: '#9cc2ff',
  },
};
