import { FEATURE } from '@platform/api/contract';
import { createBrandTheme } from '@platform/ui';
import type { Brand, BrandFonts, BrandLogos } from '../brand';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import mark from './mark.svg';
import regulatorAge from './regulator-age.svg';
import regulatorBoard from './regulator-board.svg';

const logos: BrandLogos = { light: logoLight, dark: logoDark, mark };

/** A geometric sans throughout, heavy in headings. */
const fonts: BrandFonts = {
  body: "'Avenir Next', Avenir, Montserrat, 'Century Gothic', 'Trebuchet MS', 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Liberation Sans', sans-serif",
  heading:
    "'Avenir Next', Avenir, Futura, 'Century Gothic', Montserrat, 'Trebuchet MS', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
};

/** Royal Lotto: deep royal blue and gold, crisp corners and a geometric sans. */
export const brand: Brand = {
  id: 'royal',
  name: 'Royal Lotto',
  merchantCode: 'DEMO_ROYAL',
  hosts: ['royal.localhost', 'royal-lotto.example'],
  routerMode: 'hash',
  redirectLoggedOut: false,
  logos,
  fonts,
  features: {
    [FEATURE.mobileRegistration]: true,
    [FEATURE.registrationSmsVerification]: true,
    [FEATURE.mobilePasswordOnRegistration]: true,
    [FEATURE.freePlay]: true,
    [FEATURE.forcedPasswordChange]: true,
    [FEATURE.mobileCodeLogin]: true,
    [FEATURE.directRegistration]: true,
    [FEATURE.usernameRegistration]: true,
  },
  allowAgentCentre: true,
  allowMemberCentre: true,
  languages: ['ms', 'en', 'zh'],
  appDownloads: {
    android: 'https://download.royal-lotto.example/royal-lotto.apk',
    ios: 'https://apps.royal-lotto.example/ios',
  },
  regulators: [
    { name: 'Lotto Regulatory Board (demo)', image: regulatorBoard, href: 'https://lrb.example/licences/royal-lotto' },
    { name: '18+', image: regulatorAge },
  ],
  theme: createBrandTheme({
    name: 'Royal Lotto',
    logos,
    shared: {
      radius: { sm: '3px', md: '6px', lg: '8px' },
      font: { family: fonts.body, weight: { bold: '700' } },
    },
    light: {
      color: {
        primary: '#1d3fb8',
        primaryHover: '#152f8c',
        background: '#f3f4fa',
        secondary: '#e2e7f8',
        secondaryHover: '#cfd7f3',
        jackpot: '#8a6100',
        focusRing: '#1d3fb8',
      },
    },
    dark: {
      color: {
        background: '#0c1024',
        surface: '#151a35',
        surfaceRaised: '#1d2344',
        surfaceSunken: '#0f1430',
        borderSubtle: '#2a3160',
        primary: '#f2c14e',
        primaryHover: '#f6d27f',
        onPrimary: '#1a1405',
        secondary: '#243070',
        secondaryHover: '#2d3a85',
        jackpot: '#f2c14e',
        focusRing: '#f2c14e',
      },
    },
  }),
};
