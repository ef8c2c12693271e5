import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry, Resource } from '@platform/api';
import { closeAppModal, getAppModals, removeAppModal } from '../../../lib/app-modals';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { siteStatusFixture } from '../../../test/site-status';
import SideBar, { WIDE_QUERY } from './SideBar';

const ALL_RESOURCES: Resource[] = [
  { resourceType: 'LINE', url: 'https://line.example/royal' },
  { resourceType: 'WHATSAPP', url: 'https://wa.example/royal' },
  { resourceType: 'TELEGRAM', url: 'https://t.example/royal' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.example/royal' },
];
const LIVE_CHAT: CustomerServiceEntry[] = [{ csType: 'LIVE_CHAT', title: 'Live Chat', path: 'https://chat.example/royal' }];

function renderSideBar({
  resources,
  customerService = LIVE_CHAT,
  colorMode = 'light',
  locale = 'en',
}: { resources?: Resource[]; customerService?: CustomerServiceEntry[]; colorMode?: 'light' | 'dark'; locale?: 'en' | 'ms' | 'zh' } = {}) {
  return renderInApp(<SideBar />, { siteStatus: siteStatusFixture({ customerService, ...(resources ? { resources } : {}) }), colorMode, locale });
}

/** Makes `matchMedia` answer true for the queries listed. */
function mockMedia(matching: string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: matching.includes(query), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeAppModal('chatRoom');
  removeAppModal('chatRoom');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SideBar', () => {
  it('is a named complementary landmark with Telegram, Facebook and WhatsApp when configured, and nothing else of the resources', async () => {
    await renderSideBar({ resources: ALL_RESOURCES });
    const bar = screen.getByRole('complementary', { name: 'Contact and shortcuts' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Telegram (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'WhatsApp (opens in a new tab)',
      'App download',
    ]);
    expect(within(bar).getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('href', 'https://wa.example/royal');
    expect(within(bar).getByRole('link', { name: 'Telegram (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(bar).queryByRole('link', { name: /LINE/ })).toBeNull();
  });

  it('offers only the channels the resources list', async () => {
    await renderSideBar();
    const bar = screen.getByRole('complementary');
    expect(within(bar).getByRole('link', { name: 'Telegram (opens in a new tab)' })).toHaveAttribute('href', 'https://t.example/royal');
    expect(within(bar).queryByRole('link', { name: /Facebook|WhatsApp/ })).toBeNull();
  });

  it('offers live chat only when a customer service exists, and opens the chat room', async () => {
    const { unmount } = await renderSideBar({ customerService: [] });
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    unmount();
    await renderSideBar();
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(getAppModals().map((entry) => entry.name)).toEqual(['chatRoom']);
  });

  it('links to the app download page', async () => {
    await renderSideBar();
    expect(screen.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
  });

  it('collapses and expands from its toggle, by keyboard too', async () => {
    await renderSideBar();
    const toggle = screen.getByRole('button', { name: 'Hide contact options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show contact options' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'App download' })).toBeNull();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('link', { name: 'App download' })).toBeInTheDocument();
  });

  it('starts open beside the page on a wide screen', async () => {
    mockMedia([WIDE_QUERY]);
    await renderSideBar();
    expect(screen.getByRole('button', { name: 'Hide contact options' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts collapsed on a phone or tablet, so it covers nothing of the page', async () => {
    mockMedia([]);
    await renderSideBar();
    expect(screen.getByRole('button', { name: 'Show contact options' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });

  it('shows "Back to top" once the page is scrolled, and scrolls smoothly to the top', async () => {
    await renderSideBar();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await scrollTo(900);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // Focus starts over from the page's first stop.
    expect(screen.getByRole('button', { name: 'Hide contact options' })).toHaveFocus();
    await scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('jumps to the top without animation for players who asked for less motion', async () => {
    mockMedia([WIDE_QUERY, '(prefers-reduced-motion: reduce)']);
    await renderSideBar();
    await scrollTo(900);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('is translated', async () => {
    await renderSideBar({ locale: 'zh' });
    expect(screen.getByRole('complementary', { name: '联系与快捷方式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '在线客服' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderSideBar({ resources: ALL_RESOURCES, colorMode });
    await scrollTo(900);
    expect(await axeViolations(container)).toEqual([]);
  });
});
