import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners as bannersCall, siteConfig, type Banner } from '@platform/api';
import { api } from '../../../lib/api';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { siteStatusFixture } from '../../../test/site-status';
import { rememberBannerCount } from './banner-memory';
import { PageBanner } from './PageBanner';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const banner = (bannerId: number, groupName: string, extra: Partial<Banner> = {}): Banner => ({
  bannerId,
  groupName,
  url: `/lgw/assets/banners/${bannerId}.svg?language=en`,
  title: `Banner ${groupName} ${bannerId}`,
  ...extra,
});

const GROUPS: Record<string, Banner[]> = {
  w_home: [
    banner(1, 'w_home', { linkageType: 'PROMOTION', linkage: '7' }),
    banner(2, 'w_home', { linkageType: 'ROUTE', linkage: '/live' }),
    banner(3, 'w_home', { linkageType: 'URL', linkage: 'https://promo.example/summer' }),
    banner(4, 'w_home', { linkageType: 'URL', linkage: 'javascript:alert(1)' }),
  ],
  w_rng: [banner(11, 'w_rng')],
  w_fish: [],
};

/** Answers the banner calls from `groups` (a group's promise from `pending` stays unanswered) and the config with RM. */
function answer(groups: Record<string, Banner[]> = GROUPS, pending = new Set<string>()) {
  call.mockImplementation((async (definition: unknown, input: { groupName?: string }) => {
    if (definition === bannersCall) {
      const group = input.groupName ?? '';
      if (pending.has(group)) return new Promise(() => {});
      return groups[group] ?? [];
    }
    if (definition === siteConfig) return { currencySymbol: 'RM', contractEnabled: false, salaryTypes: {}, consolidatedSalary: false, languages: [] };
    throw new Error('unexpected call');
  }) as unknown as typeof api.call);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBanner(route: string, options: { colorMode?: 'light' | 'dark'; locale?: 'en' | 'ms' | 'zh' } = {}) {
  return renderInApp(
    <>
      <PageBanner />
      <LocationProbe />
    </>,
    { route, siteStatus: siteStatusFixture(), ...options },
  );
}

const bannerCalls = () => call.mock.calls.filter(([definition]) => definition === bannersCall).map(([, input]) => (input as { groupName: string }).groupName);

beforeEach(() => {
  answer();
});

afterEach(() => {
  call.mockReset();
});

describe('PageBanner', () => {
  it("shows the home group's slideshow with the jackpot ticker in the site's currency on home", async () => {
    await renderBanner('/');
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(carousel).getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(bannerCalls()).toEqual(['w_home']);
    const jackpot = screen.getByRole('region', { name: 'Jackpot' });
    await waitFor(() => expect(within(jackpot).getByText(/^RM [\d,.]+$/)).toBeInTheDocument());
  });

  it('shows the jackpot on home only', async () => {
    await renderBanner('/rng');
    expect(await screen.findByRole('img', { name: 'Banner w_rng 11' })).toBeInTheDocument();
    expect(bannerCalls()).toEqual(['w_rng']);
    expect(screen.queryByRole('region', { name: 'Jackpot' })).toBeNull();
    expect(screen.queryByText(/Jackpot/)).toBeNull();
  });

  it('shows home under the registration modal, with the jackpot', async () => {
    await renderBanner('/register');
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeInTheDocument();
  });

  it('shows nothing when the group has no banner, and remembers it so the next visit reserves no space', async () => {
    const { container } = await renderBanner('/fish');
    await waitFor(() => expect(bannerCalls()).toEqual(['w_fish']));
    await waitFor(() => expect(container.querySelector('[data-banner-group]')).toBeNull());
    expect(localStorage.getItem('bannerGroupsEmpty:DEMO_ROYAL')).toBe('["w_fish"]');
  });

  it('shows nothing on a page without a banner group, and asks for none', async () => {
    const { container } = await renderBanner('/lott');
    expect(container.querySelector('[data-banner-group]')).toBeNull();
    expect(bannerCalls()).toEqual([]);
  });

  it("reserves the carousel's box while the banners load, unless the group was empty last time", async () => {
    answer(GROUPS, new Set(['w_rng', 'w_fish']));
    const { container, unmount } = await renderBanner('/rng');
    const area = container.querySelector('[data-banner-group="w_rng"]');
    expect(area?.querySelector('[data-loading]')).not.toBeNull();
    unmount();
    rememberBannerCount('w_fish', 0);
    const again = await renderBanner('/fish');
    expect(again.container.querySelector('[data-banner-group]')).toBeNull();
  });

  it('preloads the first banner, the LCP candidate, at high priority', async () => {
    // React preloads a URL once per page: this test's banner has a URL of its own.
    const first = banner(99, 'w_home');
    answer({ w_home: [first, banner(98, 'w_home')] });
    await renderBanner('/');
    await screen.findByRole('region', { name: 'Highlights' });
    const link = document.head.querySelector(`link[rel="preload"][as="image"][href="${first.url}"]`);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(document.head.querySelector('link[rel="preload"][href$="98.svg?language=en"]')).toBeNull();
  });

  it('opens a promotion banner on its detail page', async () => {
    await renderBanner('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Banner w_home 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promoDetail?id=7');
  });

  it('opens a URL banner in a new tab without an opener, and leaves a banner with an unusable link a picture', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderBanner('/');
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    await userEvent.click(await within(carousel).findByRole('button', { name: 'Banner w_home 3' }));
    expect(open).toHaveBeenCalledWith('https://promo.example/summer', '_blank', 'noopener,noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 4' }));
    expect(within(carousel).queryByRole('button', { name: 'Banner w_home 4' })).toBeNull();
    // Of the four banners, the one linking to javascript: is no button.
    expect(carousel.querySelectorAll('button[data-linkage]')).toHaveLength(3);
    open.mockRestore();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container: root } = await renderBanner('/', { colorMode });
    await screen.findByRole('region', { name: 'Highlights' });
    expect(await axeViolations(root)).toEqual([]);
  });
});
