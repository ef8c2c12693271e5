import { createBrandTheme } from '@platform/ui';
import type { Brand } from '../brand';

/** Jade Palace: jade green, rounded pill shapes and a serif type face. */
export const brand: Brand = {
  id: 'jade',
  name: 'Jade Palace',
  merchantCode: 'DEMO_JADE',
  routerMode: 'hash',
  theme: createBrandTheme({
    name: 'Jade Palace',
    shared: {
      radius: { sm: '10px', md: '999px' },
      font: { family: "Georgia, 'Noto Serif', 'Noto Serif SC', serif" },
    },
    light: {
      color: {
        background: '#f1f7f3',
        primary: '#07704b',
        primaryHover: '#055639',
        secondary: '#dcefe4',
        secondaryHover: '#c8e5d4',
        focusRing: '#07704b',
      },
    },
    dark: {
      color: {
        background: '#07140e',
        surface: '#0f2219',
        primary: '#4fd69c',
        primaryHover: '#79e2b4',
        onPrimary: '#04140c',
        secondary: '#1c3a2c',
        secondaryHover: '#24493a',
        focusRing: '#4fd69c',
      },
    },
  }),
};
