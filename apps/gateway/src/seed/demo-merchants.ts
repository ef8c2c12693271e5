import { AGENT_CENTRE_PAGES, FEATURE, MEMBER_CENTRE_PAGES } from '@platform/api/contract';
import type { FeatureNode, MemberCentrePage } from '@platform/api/contract';
import { ASSET_BASE } from '../assets/asset-urls';
import type { MerchantSettings } from '../system/merchant-settings';

export interface DemoMerchant {
  code: string;
  name: string;
  brand: string;
  settings: MerchantSettings;
}

function feature(modId: string, enabled: boolean, childrenNodes: FeatureNode[] = []): FeatureNode {
  return { modId, enabled: enabled ? '1' : '0', childrenNodes };
}

interface FeatureChoice {
  mobileRegistration: boolean;
  registrationSmsVerification: boolean;
  mobilePasswordOnRegistration: boolean;
  directRegistration: boolean;
  usernameRegistration: boolean;
  freePlay: boolean;
  forcedPasswordChange: boolean;
  mobileCodeLogin: boolean;
  transferToUpline: boolean;
  agentTransferToUpline: boolean;
  /** The member centre's pages the brand leaves out of its menu. */
  memberCentrePagesOff: readonly MemberCentrePage[];
}

function featureTree(on: FeatureChoice): FeatureNode[] {
  return [
    feature(FEATURE.registration, true, [
      feature(FEATURE.mobileRegistration, on.mobileRegistration),
      feature(FEATURE.registrationSmsVerification, on.registrationSmsVerification),
      feature(FEATURE.mobilePasswordOnRegistration, on.mobilePasswordOnRegistration),
      feature(FEATURE.directRegistration, on.directRegistration),
      feature(FEATURE.usernameRegistration, on.usernameRegistration),
    ]),
    feature(FEATURE.login, true, [
      feature(FEATURE.freePlay, on.freePlay),
      feature(FEATURE.forcedPasswordChange, on.forcedPasswordChange),
      feature(FEATURE.mobileCodeLogin, on.mobileCodeLogin),
    ]),
    feature(FEATURE.transferToUpline, on.transferToUpline, [feature(FEATURE.agentTransferToUpline, on.agentTransferToUpline)]),
    feature(
      FEATURE.memberCentre,
      true,
      MEMBER_CENTRE_PAGES.map((page) => feature(page, !on.memberCentrePagesOff.includes(page))),
    ),
    feature(
      FEATURE.agentCentre,
      true,
      AGENT_CENTRE_PAGES.map((page) => feature(page, true)),
    ),
  ];
}

const open = {
  maintenance: { enabled: false, endTime: null, message: null },
  regionRestriction: { restricted: false, message: null },
  analytics: {},
  // The gateway draws the images the site asks an image host for (country flags) itself.
  imageCDNs: [ASSET_BASE],
  launchGameCDNs: [],
} satisfies Partial<MerchantSettings>;

/** Two demo brands that differ in options and channels. Links use the reserved .example domain. */
export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    code: 'DEMO_ROYAL',
    name: 'Royal Lotto',
    brand: 'royal',
    settings: {
      ...open,
      whitelabel: featureTree({
        mobileRegistration: true,
        registrationSmsVerification: true,
        mobilePasswordOnRegistration: true,
        directRegistration: true,
        usernameRegistration: true,
        freePlay: true,
        forcedPasswordChange: true,
        mobileCodeLogin: true,
        transferToUpline: true,
        agentTransferToUpline: false,
        memberCentrePagesOff: [],
      }),
      register: { defaultCountryDialingCode: '60', mobileNumLength: 10, captchaEnabled: true, CHNGPASSVERIF3: true },
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://telegram.example/royal-lotto' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.example/royal-lotto' },
      ],
      customerService: [{ csType: 'LIVE_CHAT', title: 'Live Chat', path: 'https://chat.example/royal-lotto' }],
    },
  },
  {
    code: 'DEMO_JADE',
    name: 'Jade Palace',
    brand: 'jade',
    settings: {
      ...open,
      whitelabel: featureTree({
        mobileRegistration: false,
        registrationSmsVerification: false,
        mobilePasswordOnRegistration: false,
        directRegistration: true,
        usernameRegistration: true,
        freePlay: false,
        forcedPasswordChange: true,
        mobileCodeLogin: false,
        transferToUpline: true,
        agentTransferToUpline: false,
        // Jade runs no manual rebate: its menu has no rebate page.
        memberCentrePagesOff: ['manualRebate'],
      }),
      register: { defaultCountryDialingCode: '60', mobileNumLength: 10, captchaEnabled: false },
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://telegram.example/jade-palace' },
        { resourceType: 'LINE', url: 'https://line.example/jade-palace', qrCodeUrl: 'https://line.example/jade-palace/qr.png' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.example/jade-palace' },
      ],
      customerService: [{ csType: 'LIVE_CHAT', title: 'Live Chat', path: 'https://chat.example/jade-palace' }],
    },
  },
];
