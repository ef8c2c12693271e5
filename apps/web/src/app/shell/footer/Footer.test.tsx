import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameMenus, helpCenter, type GameMenu, type HelpCategory, type Resource } from '@platform/api';
import { api } from '../../../lib/api';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { siteStatusFixture } from '../../../test/site-status';
import Footer from './Footer';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));

const call = vi.mocked(api.call);

const vendor = (vassalage: string, displayName: string, gameType: string) => ({ vassalage, displayName, gameType });

const MENUS: GameMenu[] = [
  { code: 'HOME', name: 'Home', vendors: [] },
  { code: 'RNG', name: 'Slots', vendors: [vendor('PT', 'Playtech', 'RNG'), vendor('CQ9', 'CQ9 Gaming', 'RNG')] },
  { code: 'FISH', name: 'Fishing', vendors: [vendor('CQ9', 'CQ9 Gaming', 'FISH'), vendor('KY', 'Kaiyuan', 'FISH')] },
  { code: 'LOTT', name: 'Lottery', vendors: [vendor('TCG_LOTTO_VN', 'TCG Lotto VN', 'LOTT'), vendor('TCG_SEA', 'TCG SEA Lotto', 'LOTT'), vendor('LOTT', 'Lotto', 'LOTT')] },
  { code: 'PROMO', name: 'Promotions', vendors: [] },
  { code: 'ELOTT', name: 'E-Lotto', vendors: [] },
  { code: 'COCKFIGHT', name: 'Cockfight', vendors: [vendor('WS', 'WS168', 'COCKFIGHT')] },
];

const HELP: HelpCategory[] = [
  { id: 1, title: 'Getting started', articles: [] },
  { id: 6, title: 'Terms and conditions', articles: [] },
];

function answer() {
  call.mockImplementation((async (definition: unknown) => {
    if (definition === gameMenus) return MENUS;
    if (definition === helpCenter) return HELP;
    throw new Error('unexpected call');
  }) as unknown as typeof api.call);
}

function renderFooter({ resources, colorMode = 'light', locale = 'en' }: { resources?: Resource[]; colorMode?: 'light' | 'dark'; locale?: 'en' | 'ms' | 'zh' } = {}) {
  return renderInApp(<Footer />, { siteStatus: siteStatusFixture(resources ? { resources } : {}), colorMode, locale });
}

const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.getAttribute('href'));

beforeEach(answer);
afterEach(() => call.mockReset());

describe('Footer', () => {
  it('is the page\'s contentinfo landmark with the MENU, INFORMATION and LINKS columns', async () => {
    await renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { level: 2, name: 'Menu' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Information' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });

  it('lists the products without promo, home or page-less categories, each with vendors opening on an "all" entry', async () => {
    await renderFooter();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await within(menu).findByText('Slots', { selector: 'summary' });
    const products = within(menu).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === menu);
    expect(products.map((item) => item.querySelector('summary, a')?.textContent)).toEqual(['Slots', 'Fishing', 'Lottery', 'E-Lotto']);
    expect(within(menu).queryByText('Home')).toBeNull();
    expect(within(menu).queryByText('Promotions')).toBeNull();
    expect(within(menu).queryByText('Cockfight')).toBeNull();

    await userEvent.click(within(menu).getByText('Slots', { selector: 'summary' }));
    const slots = within(menu).getByText('Slots', { selector: 'summary' }).closest('details')!;
    expect(slots).toHaveAttribute('open');
    const links = within(slots).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All Slots', 'Playtech', 'CQ9 Gaming']);
    expect(links[0]).toHaveAccessibleName('All Slots');
    expect(hrefs(slots)).toEqual(['/rng', '/rng?vendor=PT', '/rng?vendor=CQ9']);
    // A product without vendors is a plain link to its page.
    expect(within(menu).getByRole('link', { name: 'E-Lotto' })).toHaveAttribute('href', '/elott');
  });

  it('lists the help links in INFORMATION, with the help centre sections', async () => {
    await renderFooter();
    const information = screen.getByRole('navigation', { name: 'Information' });
    await within(information).findByRole('link', { name: 'Terms and conditions' });
    expect(hrefs(information)).toEqual(['/help', '/noticePage', '/down', '/join', '/help?category=1', '/help?category=6']);
    expect(within(information).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
  });

  it('shows a social icon only for each resource that exists, in a new tab without an opener', async () => {
    await renderFooter({
      resources: [
        { resourceType: 'wechat', url: 'weixin-id-royal', qrCodeUrl: 'https://cdn.example/wechat-qr.png' },
        { resourceType: 'LINE', url: 'https://line.example/royal' },
        { resourceType: 'YOUTUBE', url: 'javascript:alert(1)' },
        { resourceType: 'WHATSAPP', url: 'https://wa.example/royal' },
        { resourceType: 'FAX', url: 'https://fax.example' },
      ],
    });
    const heading = screen.getByRole('heading', { name: 'Links' });
    const list = screen.getByRole('list', { name: 'Links' });
    expect(heading).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['LINE (opens in a new tab)', 'WeChat (opens in a new tab)']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://line.example/royal', 'https://cdn.example/wechat-qr.png']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out the LINKS column when the brand has no social resource', async () => {
    await renderFooter({ resources: [] });
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
  });

  it('shows the vendor logos once each, skipping TCG vendors, white in dark mode', async () => {
    const { container, unmount } = await renderFooter();
    const logos = await screen.findByRole('list', { name: 'Game providers' });
    const codes = () => [...container.querySelectorAll('[data-vendor]')].map((logo) => logo.getAttribute('data-vendor'));
    expect(codes()).toEqual(['PT', 'CQ9', 'KY', 'LOTT', 'WS']);
    expect(within(logos).getByRole('img', { name: 'Playtech' })).toBeInTheDocument();
    expect(container.querySelector('[data-vendor="PT"]')).toHaveAttribute('data-src', '/lgw/assets/vendors/RNG/COLOR/PT.svg');
    unmount();
    const dark = await renderFooter({ colorMode: 'dark' });
    await screen.findByRole('list', { name: 'Game providers' });
    expect(dark.container.querySelector('[data-vendor="KY"]')).toHaveAttribute('data-src', '/lgw/assets/vendors/FISH/WHITE/KY.svg');
    expect(dark.container.querySelector('[data-vendor^="TCG"]')).toBeNull();
  });

  it("shows the brand's regulator badges, linked when the badge has a page, and the 2024 copyright", async () => {
    await renderFooter();
    const badges = screen.getByRole('list', { name: 'Licences and age restriction' });
    const board = within(badges).getByRole('img', { name: 'Lotto Regulatory Board (demo)' });
    expect(board.closest('a')).toHaveAttribute('href', 'https://lrb.example/licences/royal-lotto');
    expect(within(badges).getByRole('img', { name: '18+' }).closest('a')).toBeNull();
    expect(screen.getByText('© 2024 Royal Lotto. All rights reserved.')).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderFooter({ locale: 'ms' });
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maklumat' })).toBeInTheDocument();
    expect(screen.getByText('© 2024 Royal Lotto. Hak cipta terpelihara.')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderFooter({ colorMode });
    await screen.findByRole('list', { name: 'Game providers' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument());
    await userEvent.click(screen.getByText('Fishing', { selector: 'summary' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
