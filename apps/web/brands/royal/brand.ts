import { createBrandTheme } from '@platform/ui';
import type { Brand } from '../brand';

/** Royal Lotto: deep royal blue and gold. */
export const brand: Brand = {
  id: 'royal',
  name: 'Royal Lotto',
  merchantCode: 'DEMO_ROYAL',
  routerMode: 'hash',
  theme: createBrandTheme({
    name: 'Royal Lotto',
    light: {
      color: {
        primary: '#1d3fb8',
        primaryHover: '#152f8c',
        background: '#f3f4fa',
        focusRing: '#1d3fb8',
      },
    },
    dark: {
      color: {
        background: '#0c1024',
        surface: '#151a35',
        primary: '#f2c14e',
        primaryHover: '#f6d27f',
        onPrimary: '#1a1405',
        focusRing: '#f2c14e',
      },
    },
  }),
};
