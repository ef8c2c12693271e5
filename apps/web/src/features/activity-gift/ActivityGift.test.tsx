import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banners as bannersCall, countryCode, gameMenus, siteConfig, validationRules, type Banner, type GameMenu } from '@platform/api';
import { dialogs } from '@platform/ui';
import { api } from '../../lib/api';
import { Header } from '../../app/shell/header/Header';
import { closeAppModal, getAppModals, openAppModal, removeAppModal } from '../../lib/app-modals';
import { closeLoginPrompt, getLoginPrompt, requestLogin } from '../../lib/session/login-prompt';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';
import ActivityGiftArea from './ActivityGiftArea';
import { afterFirstInteraction, GIFT_FALLBACK_DELAY_MS, giftShownKey, hasShownGift } from './first-visit';
import GiftModalComponent from './GiftModal';
import { IDLE_SETTLE_MS } from './player-idle';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));

// AppModalProps<'gift'> intersects the props with Record<string, never>, which no JSX can satisfy
// (lib/app-modals.ts): the outlet's own props, typed as the outlet passes them.
const GiftModal = GiftModalComponent as unknown as ComponentType<{ isOpen: boolean; onClose: () => void; onClosed: () => void }>;

const call = vi.mocked(api.call);

const banner = (bannerId: number, groupName: string, title: string): Banner => ({ bannerId, groupName, title, url: `/lgw/assets/banners/${bannerId}.svg` });

const GIFT_GROUPS: Record<string, Banner[]> = {
  w_topup_1: [banner(31, 'w_topup_1', 'Daily 20% Reload')],
  w_topup_2: [banner(32, 'w_topup_2', 'Instant Online Banking')],
  w_topup_3: [banner(33, 'w_topup_3', 'Deposit Safely')],
};

const MENUS: GameMenu[] = [{ code: 'RNG', name: 'Slots', vendors: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG' }] }];

/** The gateway's answers: the gift's banners, and what the header (its login form, its category nav) reads. */
function answer(groups: Record<string, Banner[]> = GIFT_GROUPS) {
  call.mockImplementation((async (definition: unknown, input: { groupName?: string }) => {
    if (definition === bannersCall) return groups[input.groupName ?? ''] ?? [];
    if (definition === gameMenus) return MENUS;
    if (definition === siteConfig) return { currencySymbol: 'RM', languages: ['MS', 'EN', 'CN'] };
    if (definition === countryCode) return { countryCode: 'MY', countries: [{ countryCode: 'MY', countryDialingCode: '60' }] };
    if (definition === validationRules) return {};
    throw new Error('unexpected call');
  }) as unknown as typeof api.call);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const openModals = () => getAppModals().filter((entry) => entry.isOpen).map((entry) => entry.name);

function resetModals() {
  for (const name of ['gift', 'notice'] as const) {
    closeAppModal(name);
    removeAppModal(name);
  }
}

beforeEach(() => answer());

afterEach(() => {
  // Unmounted first, so no gift left mounted reopens its modal after the reset.
  cleanup();
  call.mockReset();
  resetModals();
  closeLoginPrompt();
  sessionStore.signOut();
  dialogs.closeAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ActivityGiftArea', () => {
  it('shows the floating icon, expands to the offer, and opens the gift modal from More', async () => {
    // Seen before: only More opens the modal here.
    localStorage.setItem(giftShownKey(), '1');
    await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    const area = await screen.findByRole('complementary', { name: 'Special offer' });
    const toggle = within(area).getByRole('button', { name: 'Daily 20% Reload' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(area).getByRole('button', { name: 'Instant Online Banking' })).toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'More' }));
    expect(openModals()).toEqual(['gift']);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The widget's own modal stays closed: the site's GiftModal is the one gift modal.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without a w_topup_1 banner', async () => {
    answer({ ...GIFT_GROUPS, w_topup_1: [] });
    const { container } = await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, expanded', async (colorMode) => {
    localStorage.setItem(giftShownKey(), '1');
    const { container } = await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture(), colorMode });
    await userEvent.click(await screen.findByRole('button', { name: 'Daily 20% Reload' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the first-visit gift', () => {
  it('opens once, after the first interaction, and never again in this browser', async () => {
    const first = await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    await screen.findByRole('button', { name: 'Daily 20% Reload' });
    // Not with the page: it waits for the visitor.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openModals()).toEqual([]);
    await userEvent.click(document.body);
    await waitFor(() => expect(openModals()).toEqual(['gift']));
    expect(localStorage.getItem(giftShownKey())).toBe('1');
    expect(giftShownKey()).toBe('giftShown:DEMO_ROYAL');
    first.unmount();
    resetModals();

    await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    await screen.findByRole('button', { name: 'Daily 20% Reload' });
    await userEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openModals()).toEqual([]);
  });

  it('does not open over another modal or the login popup, but after they close', async () => {
    openAppModal('notice', {});
    requestLogin();
    await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    await screen.findByRole('button', { name: 'Daily 20% Reload' });
    await userEvent.keyboard('{Shift}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openModals()).toEqual(['notice']);
    act(() => {
      closeAppModal('notice');
      removeAppModal('notice');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openModals()).toEqual([]);
    expect(hasShownGift()).toBe(false);
    act(() => closeLoginPrompt());
    await waitFor(() => expect(openModals()).toEqual(['gift']));
  });

  it('does not open without the modal picture (w_topup_3)', async () => {
    answer({ ...GIFT_GROUPS, w_topup_3: [] });
    await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    await screen.findByRole('button', { name: 'Daily 20% Reload' });
    await userEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openModals()).toEqual([]);
  });
});

describe('the first-visit gift waits for the player to be free', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS * 3));

  /** The header (its inline login form: a wide screen) with the gift beside it, as the full layout has them. */
  async function renderHeaderAndGift() {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    await renderInApp(
      <>
        <Header onLocaleChange={() => {}} />
        <ActivityGiftArea />
      </>,
      { siteStatus: siteStatusFixture() },
    );
    await screen.findByRole('button', { name: 'Daily 20% Reload' }, { timeout: 5000 });
  }

  it('does not open while the header’s login username field has the focus, and opens once it is left', async () => {
    await renderHeaderAndGift();
    // jsdom applies no media query, so the form's wide-screen box counts as hidden: `hidden: true` finds it.
    const form = await screen.findByRole('form', { name: 'Log in', hidden: true }, { timeout: 10_000 });
    const username = within(form).getByRole('textbox', { name: /^Username/, hidden: true });
    // The press into the field is the first interaction: the gift is due from here.
    await userEvent.click(username);
    await userEvent.keyboard('player01');
    await settle();
    expect(openModals()).toEqual([]);
    // On to the password: still in the middle of logging in.
    const password = within(form).getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.click(password);
    expect(password).toHaveFocus();
    await settle();
    expect(openModals()).toEqual([]);
    expect(hasShownGift()).toBe(false);

    await userEvent.click(document.body);
    await waitFor(() => expect(openModals()).toEqual(['gift']));
    expect(hasShownGift()).toBe(true);
  });

  it('does not open while a header menu is open, and opens once it closes', async () => {
    await renderHeaderAndGift();
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    const vendorsToggle = within(nav).getByRole('button', { name: 'Slots vendors' });
    await userEvent.click(vendorsToggle);
    expect(vendorsToggle).toHaveAttribute('aria-expanded', 'true');
    await settle();
    expect(openModals()).toEqual([]);

    // Escape closes the menu (the focus goes back to its toggle, a button: not a field).
    await userEvent.keyboard('{Escape}');
    expect(vendorsToggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(openModals()).toEqual(['gift']));
  });

  it('counts a gift opened from More as seen, so the first-visit gift does not open it again', async () => {
    await renderInApp(<ActivityGiftArea />, { siteStatus: siteStatusFixture() });
    // Bare clicks, with no press or key before them: the first-visit gift is not due yet.
    fireEvent.click(await screen.findByRole('button', { name: 'Daily 20% Reload' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(openModals()).toEqual(['gift']);
    act(() => {
      closeAppModal('gift');
      removeAppModal('gift');
    });
    await userEvent.click(document.body);
    await settle();
    expect(openModals()).toEqual([]);
    expect(hasShownGift()).toBe(true);
  });
});

describe('afterFirstInteraction', () => {
  it('waits for an interaction, then an idle moment, and calls once', async () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const cancel = afterFirstInteraction(callback);
    vi.advanceTimersByTime(GIFT_FALLBACK_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(5);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(GIFT_FALLBACK_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('calls after 10 s from the load for a visitor who only looks, unless cancelled', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterFirstInteraction(callback);
    vi.advanceTimersByTime(GIFT_FALLBACK_DELAY_MS + 5);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterFirstInteraction(cancelled)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(GIFT_FALLBACK_DELAY_MS + 5);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('GiftModal', () => {
  async function renderGift(options: { colorMode?: 'light' | 'dark'; locale?: 'en' | 'ms' | 'zh' } = {}) {
    const onClose = vi.fn();
    const result = await renderInApp(
      <>
        <GiftModal isOpen onClose={onClose} onClosed={() => {}} />
        <LocationProbe />
      </>,
      { siteStatus: siteStatusFixture(), route: '/rng', ...options },
    );
    return { onClose, result };
  }

  it("shows the w_topup_3 offer; Deposit closes it and asks a guest to log in", async () => {
    const { onClose } = await renderGift();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit Safely' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getLoginPrompt().isOpen).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/rng');
  });

  it("sends a member to the member centre's messages", async () => {
    sessionStore.signIn({ token: 'token-1', account: 'player01', type: 1 });
    const { onClose } = await renderGift();
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getLoginPrompt().isOpen).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/member/messageV2');
  });

  it('refuses a trial account with the real-account warning', async () => {
    sessionStore.signIn({ token: 'token-2', account: 'trial001', type: 4 });
    await renderGift();
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rng');
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    await renderGift({ colorMode });
    await screen.findByRole('dialog', { name: 'Deposit Safely' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
