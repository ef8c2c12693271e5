import { FEATURE } from '@platform/api/contract';
import { createBrandTheme } from '@platform/ui';
import type { Brand, BrandFonts, BrandLogos } from '../brand';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';
import mark from './mark.svg';
import regulatorAge from './regulator-age.svg';
import regulatorCommission from './regulator-commission.svg';

const logos: BrandLogos = { light: logoLight, dark: logoDark, mark };

/** A humanist sans for reading, a serif display face for headings. */
const fonts: BrandFonts = {
  body: "'Gill Sans', 'Gill Sans MT', Seravek, Candara, Calibri, 'Segoe UI', 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
  heading:
    "'Palatino Linotype', Palatino, 'Book Antiqua', 'URW Palladio L', P052, Georgia, 'Songti SC', SimSun, 'Noto Serif CJK SC', 'Noto Serif', 'DejaVu Serif', serif",
};

/** Jade Palace: jade green, rounded pill shapes, a serif display face; history URLs. */
export const brand: Brand = {
  id: 'jade',
  name: 'Jade Palace',
  merchantCode: 'DEMO_JADE',
  hosts: ['jade.localhost', 'jade-palace.example'],
  routerMode: 'history',
  redirectLoggedOut: false,
  logos,
  fonts,
  features: {
    [FEATURE.mobileRegistration]: false,
    [FEATURE.registrationSmsVerification]: false,
    [FEATURE.mobilePasswordOnRegistration]: false,
    [FEATURE.freePlay]: false,
    [FEATURE.forcedPasswordChange]: true,
    [FEATURE.mobileCodeLogin]: false,
    [FEATURE.directRegistration]: true,
    [FEATURE.usernameRegistration]: true,
  },
  allowAgentCentre: false,
  allowMemberCentre: true,
  languages: ['ms', 'zh', 'en'],
  appDownloads: { android: 'https://download.jade-palace.example/jade-palace.apk' },
  regulators: [
    { name: 'Eastern Gaming Commission (demo)', image: regulatorCommission, href: 'https://egc.example/register/jade-palace' },
    { name: '18+', image: regulatorAge },
  ],
  theme: createBrandTheme({
    name: 'Jade Palace',
    logos,
    shared: {
      radius: { sm: '10px', md: '999px', lg: '20px' },
      font: { family: fonts.body },
    },
    light: {
      color: {
        background: '#f1f7f3',
        surfaceSunken: '#e4efe8',
        borderSubtle: '#cfe3d6',
        primary: '#07704b',
        primaryHover: '#055639',
        secondary: '#dcefe4',
        secondaryHover: '#c8e5d4',
        jackpot: '#8e1620',
        focusRing: '#07704b',
      },
    },
    dark: {
      color: {
        background: '#07140e',
        surface: '#0f2219',
        surfaceRaised: '#163024',
        surfaceSunken: '#0a1912',
        borderSubtle: '#24493a',
        primary: '#4fd69c',
        primaryHover: '#79e2b4',
        onPrimary: '#04140c',
        secondary: '#1c3a2c',
        secondaryHover: '#24493a',
        jackpot: '#ff9d8a',
        onJackpot: '#2a0606',
        focusRing: '#4fd69c',
      },
    },
  }),
};
