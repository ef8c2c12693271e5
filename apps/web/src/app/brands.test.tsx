import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE,
  captcha,
  countryCode,
  gameMenus,
  registerSettings,
  validationRules,
  type CallDefinition,
  type FeatureNode,
} from '@platform/api';
import { checkThemeContrast, logoFor } from '@platform/ui';
import type { Brand } from '../../brands/brand';
import { api } from '../lib/api';
import { FEATURE_FLAG_IDS, type FeatureFlagId } from '../brand/feature-flags';
import { selectBrand } from '../brand/select-brand';
import { useFeatureFlags } from '../lib/use-feature-flags';
import { LoginPanel } from '../features/auth/LoginPanel';
import RegisterModal from '../features/auth/RegisterModal';
import { BrandRouter } from './router/BrandRouter';
import { renderInApp } from '../test/render-in-app';
import { siteStatusFixture } from '../test/site-status';

// Every brand folder, so a new brand is checked the moment its folder exists.
const modules = import.meta.glob<{ brand: Brand }>('../../brands/*/brand.ts', { eager: true });
const brands = Object.entries(modules).map(([path, module]) => ({ folder: path.split('/')[3]!, brand: module.brand }));

// `@brand`, the brand the site runs as, is whichever a test sets here (royal while modules load:
// what they read of it as they load, such as the session's storage key, stays royal's).
const running = vi.hoisted(() => ({ brand: null as Brand | null }));
vi.mock('@brand', async () => {
  running.brand ??= (await import('../../brands/royal/brand')).brand;
  return {
    get brand() {
      return running.brand;
    },
    get brands() {
      return [running.brand];
    },
  };
});
vi.mock('../lib/api', () => ({ api: { call: vi.fn() } }));

// An SVG file of the brand's folder: a URL in the build, a data URI under vitest.
const SVG = /\.svg$|^data:image\/svg\+xml/;

describe('brands', () => {
  it('finds the demo brands', () => {
    expect(brands.map(({ folder }) => folder)).toEqual(expect.arrayContaining(['jade', 'royal']));
  });

  it.each(brands)('$folder: its id is its folder name', ({ folder, brand }) => {
    expect(brand.id).toBe(folder);
  });

  it.each(brands)('$folder: every colour pair reaches WCAG AA contrast in light and dark', ({ brand }) => {
    expect(checkThemeContrast(brand.theme).map((failure) => failure.message)).toEqual([]);
  });

  it('look clearly different from each other', () => {
    const looks = brands.map(({ brand }) =>
      JSON.stringify([brand.theme.modes.light.color.primary, brand.theme.modes.dark.color.primary]),
    );
    expect(new Set(looks).size).toBe(brands.length);
  });

  it.each(brands)('$folder: names itself and its merchant', ({ brand }) => {
    expect(brand.name.trim()).not.toBe('');
    expect(brand.theme.name).toBe(brand.name);
    expect(brand.merchantCode).toMatch(/^[A-Z0-9_]+$/);
  });

  it.each(brands)('$folder: has a full logo for each mode and a mark, also in its theme', ({ brand }) => {
    const { light, dark, mark } = brand.logos;
    for (const logo of [light, dark, mark]) expect(logo).toMatch(SVG);
    expect(new Set([light, dark, mark]).size).toBe(3);
    expect(logoFor(brand.theme, 'light')).toBe(light);
    expect(logoFor(brand.theme, 'dark')).toBe(dark);
    expect(logoFor(brand.theme, 'dark', 'mark')).toBe(mark);
  });

  it.each(brands)('$folder: uses system font stacks that end in a generic family', ({ brand }) => {
    for (const stack of [brand.fonts.body, brand.fonts.heading]) {
      expect(stack).toMatch(/, (sans-serif|serif|system-ui)$/);
      expect(stack).not.toMatch(/url\(|https?:/);
    }
    expect(brand.theme.modes.light.font.family).toBe(brand.fonts.body);
    expect(brand.theme.modes.dark.font.family).toBe(brand.fonts.body);
  });

  it.each(brands)('$folder: offers MS once among its languages, and links only https', ({ brand }) => {
    expect(brand.languages).toContain('ms');
    expect(new Set(brand.languages).size).toBe(brand.languages.length);
    for (const link of Object.values(brand.appDownloads)) expect(link).toMatch(/^https:\/\//);
    expect(brand.regulators.length).toBeGreaterThan(0);
    for (const badge of brand.regulators) {
      expect(badge.name.trim()).not.toBe('');
      expect(badge.image).toMatch(SVG);
      if (badge.href !== undefined) expect(badge.href).toMatch(/^https:\/\//);
    }
  });

  it.each(brands)('$folder: is picked by its own hosts', ({ brand }) => {
    expect(brand.hosts.length).toBeGreaterThan(0);
    for (const host of brand.hosts) {
      expect(host).toBe(host.toLowerCase());
      expect(selectBrand(brands.map((entry) => entry.brand), host).id).toBe(brand.id);
    }
  });

  it('share no merchant code and no host', () => {
    const codes = brands.map(({ brand }) => brand.merchantCode);
    const hosts = brands.flatMap(({ brand }) => brand.hosts);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('differ in their settings too, not only in colour', () => {
    const royal = brands.find(({ folder }) => folder === 'royal')!.brand;
    const jade = brands.find(({ folder }) => folder === 'jade')!.brand;
    const settings = ['fonts', 'routerMode', 'features', 'allowAgentCentre', 'languages', 'appDownloads', 'regulators'] as const;
    const differing = settings.filter((key) => JSON.stringify(royal[key]) !== JSON.stringify(jade[key]));
    expect(differing).toEqual(settings);
    expect(royal.theme.modes.light.radius).not.toEqual(jade.theme.modes.light.radius);
  });
});

const call = vi.mocked(api.call);

/** The public calls the login and registration forms make. */
function answerFormCalls() {
  call.mockImplementation((async (definition: CallDefinition<unknown, unknown>) => {
    if (definition === validationRules) return {};
    if (definition === registerSettings) return {};
    if (definition === countryCode) return { countryCode: 'MY', countries: [{ countryCode: 'MY', countryDialingCode: '60' }] };
    if (definition === captcha) return 'data:image/svg+xml;base64,PHN2Zy8+';
    throw new Error(`unexpected call ${definition.path}`);
  }) as typeof api.call);
}

/** The server's whitelabel tree stating one flag, the other way from the brand's default. */
function serverFlips(brand: Brand, id: FeatureFlagId): FeatureNode[] {
  return [{ modId: id, enabled: brand.features[id] ? '0' : '1', childrenNodes: [] }];
}

function FlagsProbe() {
  return <output data-testid="flags">{JSON.stringify(useFeatureFlags())}</output>;
}

async function flagsInForce(whitelabel: FeatureNode[]) {
  const { unmount } = await renderInApp(<FlagsProbe />, { siteStatus: siteStatusFixture({ whitelabel }) });
  const flags: unknown = JSON.parse(screen.getByTestId('flags').textContent ?? '');
  unmount();
  return flags;
}

describe.each(brands)('$folder: what its values do on the site', ({ brand }) => {
  beforeEach(() => {
    running.brand = brand;
    answerFormCalls();
  });

  afterEach(() => {
    call.mockReset();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('its feature flags are the ones in force while the server states none, and a flag the server states wins', async () => {
    expect(await flagsInForce([])).toEqual(brand.features);
    for (const id of FEATURE_FLAG_IDS) {
      expect(await flagsInForce(serverFlips(brand, id))).toEqual({ ...brand.features, [id]: !brand.features[id] });
    }
  });

  it('free play and mobile-code login show in the login form as its flags say, and as the server flips them', async () => {
    const loginForm = await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture() });
    const freePlay = () => screen.queryByRole('button', { name: 'Play for free' });
    const mobileLogin = () => screen.queryByRole('tab', { name: 'Mobile' });
    expect(freePlay() !== null).toBe(brand.features[FEATURE.freePlay]);
    expect(mobileLogin() !== null).toBe(brand.features[FEATURE.mobileCodeLogin]);
    loginForm.unmount();

    const whitelabel = [...serverFlips(brand, FEATURE.freePlay), ...serverFlips(brand, FEATURE.mobileCodeLogin)];
    await renderInApp(<LoginPanel layout="stacked" />, { siteStatus: siteStatusFixture({ whitelabel }) });
    expect(freePlay() !== null).toBe(!brand.features[FEATURE.freePlay]);
    expect(mobileLogin() !== null).toBe(!brand.features[FEATURE.mobileCodeLogin]);
  });

  it('registration by mobile shows in the registration form as its flag says, and as the server flips it', async () => {
    const byMobile = () => screen.queryByRole('tab', { name: 'Register by mobile' });
    const registration = await renderInApp(<RegisterModal isOpen onClose={() => {}} onClosed={() => {}} />, { siteStatus: siteStatusFixture() });
    await screen.findByRole('dialog', { name: 'Register' });
    await waitFor(() => expect(byMobile() !== null).toBe(brand.features[FEATURE.mobileRegistration]));
    registration.unmount();

    await renderInApp(<RegisterModal isOpen onClose={() => {}} onClosed={() => {}} />, {
      siteStatus: siteStatusFixture({ whitelabel: serverFlips(brand, FEATURE.mobileRegistration) }),
    });
    await screen.findByRole('dialog', { name: 'Register' });
    await waitFor(() => expect(byMobile() !== null).toBe(!brand.features[FEATURE.mobileRegistration]));
  });

  it('its router mode picks the router: hash URLs (#/promotions) or history URLs (/promotions)', async () => {
    render(
      <BrandRouter>
        <Link to="/promotions">Promotions</Link>
      </BrandRouter>,
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    await userEvent.click(link);
    if (brand.routerMode === 'hash') {
      expect(link).toHaveAttribute('href', '#/promotions');
      expect(window.location.hash).toBe('#/promotions');
      expect(window.location.pathname).toBe('/');
    } else {
      expect(link).toHaveAttribute('href', '/promotions');
      expect(window.location.pathname).toBe('/promotions');
      expect(window.location.hash).toBe('');
    }
  });

  it('its merchant code goes with the calls of the site’s API client', async () => {
    const requests: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(new URL(request.url));
        return Response.json({ success: true, message: null, code: null, value: [] });
      }),
    );
    // The client is made when its module loads: load it afresh, as the site does for this brand.
    vi.resetModules();
    const { api: siteApi } = await vi.importActual<{ api: typeof api }>('../lib/api');
    await siteApi.call(gameMenus, { language: 'en', device: 'WEB' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('merchantCode')).toBe(brand.merchantCode);
  });
});
