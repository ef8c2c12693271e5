import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { VENDORS } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { VendorBar } from './VendorBar';

const RNG = VENDORS.RNG!;
const PVP = VENDORS.PVP!;
const FISH = VENDORS.FISH!;

/** The vendors' buttons that the player can reach: those in view. */
const reachable = () => screen.getAllByRole('button', { pressed: false }).concat(screen.queryAllByRole('button', { pressed: true }));
/** The codes of the vendors in view, in alphabetical order (the loop puts them out of the DOM's order). */
const inView = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-vendor]'))
    .filter((button) => !button.closest('[inert]'))
    .map((button) => button.dataset.vendor)
    .sort();
const codes = (...list: string[]) => [...list].sort();
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** One step: the wait, then the step's slide, plus a frame. */
const STEP = 520;

// keen-slider reads its phone breakpoint through matchMedia, which jsdom lacks.
function stubMedia({ isReducedMotion = false, isPhone = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: (query.includes('reduce') && isReducedMotion) || (query.includes('max-width') && isPhone),
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

beforeEach(() => stubMedia());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VendorBar', () => {
  it('sits still in a row when every vendor fits: 5 card-game vendors', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<VendorBar vendors={PVP} gameType="PVP" />, { locale: 'en' });
    const bar = screen.getByRole('region', { name: 'Game providers' });
    expect(bar).toHaveAttribute('data-layout', 'row');
    expect(within(bar).getAllByRole('button').map((button) => button.dataset.vendor)).toEqual(PVP.map((vendor) => vendor.vassalage));
    expect(screen.queryByRole('button', { name: /Pause scrolling|Previous providers|Next providers/ })).toBeNull();
    wait(20_000);
    expect(inView()).toEqual(codes(...PVP.map((vendor) => vendor.vassalage)));
  });

  it('sits still with exactly 7 slot vendors', async () => {
    await renderWithProviders(<VendorBar vendors={RNG.slice(0, 7)} gameType="RNG" />, { locale: 'en' });
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'row');
    expect(screen.getAllByRole('button')).toHaveLength(7);
  });

  it('slides with more than 7 slot vendors, showing 7 at once', async () => {
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'slider');
    expect(inView()).toEqual(codes('PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB', 'RTG'));
    // The controls first, then the 7 vendors in view; the rest cannot be reached.
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.dataset.vendor);
    expect(names).toEqual(['Pause scrolling', 'Previous providers', 'Next providers', 'PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB', 'RTG']);
  });

  it('slides with more than 5 fish vendors, showing 5 at once', async () => {
    await renderWithProviders(<VendorBar vendors={FISH} gameType="FISH" />, { locale: 'en' });
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'slider');
    expect(inView()).toHaveLength(5);
  });

  it('shows fewer at once on a phone', async () => {
    stubMedia({ isPhone: true });
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    await waitFor(() => expect(inView()).toEqual(codes('PT', 'CQ9', 'MG')));
  });

  it('scrolls on by itself in a loop, one vendor every 3 seconds', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<VendorBar vendors={FISH} gameType="FISH" />, { locale: 'en' });
    wait(2999);
    expect(inView()).toEqual(codes('CQ9', 'KY', 'TH', 'GG', 'BG'));
    wait(1 + STEP);
    expect(inView()).toEqual(codes('KY', 'TH', 'GG', 'BG', 'WS'));
    wait(3000 + STEP);
    // Past the end it goes round to the first again.
    expect(inView()).toEqual(codes('TH', 'GG', 'BG', 'WS', 'CQ9'));
  });

  it('steps with previous and next, round the loop', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Previous providers' }));
    await waitFor(() => expect(inView()).toEqual(codes('SBT', 'PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB')));
    await user.click(screen.getByRole('button', { name: 'Next providers' }));
    await waitFor(() => expect(inView()).toEqual(codes('PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB', 'RTG')));
    await user.click(screen.getByRole('button', { name: 'Next providers' }));
    await waitFor(() => expect(inView()).toEqual(codes('CQ9', 'MG', 'PNG', 'TTG', 'ISB', 'RTG', 'GG')));
  });

  it('pauses on hover and on focus, and the toggle stops it', async () => {
    vi.useFakeTimers();
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    const bar = screen.getByRole('region');
    fireEvent.pointerEnter(bar);
    wait(10_000);
    expect(inView()).toContain('PT');
    fireEvent.pointerLeave(bar);
    act(() => screen.getByRole('button', { name: /Playtech/ }).focus());
    expect(bar).toHaveAttribute('data-autoplay', 'paused');
    wait(10_000);
    expect(inView()).toContain('PT');
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(10_000);
    expect(inView()).toContain('PT');
    fireEvent.click(screen.getByRole('button', { name: 'Start scrolling' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(3000 + STEP);
    expect(inView()).not.toContain('PT');
  });

  it('does not scroll by itself under prefers-reduced-motion', async () => {
    vi.useFakeTimers();
    stubMedia({ isReducedMotion: true });
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Start scrolling' })).toBeInTheDocument();
    wait(20_000);
    expect(inView()).toContain('PT');
  });

  it('selects a vendor on press, with pointer or keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<VendorBar vendors={PVP} gameType="PVP" defaultValue="KY" onChange={onChange} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: /Kaiyuan Cards/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'XY Cards' }));
    expect(onChange).toHaveBeenLastCalledWith('XY');
    expect(screen.getByRole('button', { name: 'XY Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Kaiyuan Cards/ })).toHaveAttribute('aria-pressed', 'false');
    screen.getByRole('button', { name: 'TH Cards' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('TH');
    await user.keyboard(' ');
    // Pressing the selected one again changes nothing.
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string | null>('TH');
      return (
        <>
          <VendorBar vendors={PVP} gameType="PVP" value={value} onChange={onChange} />
          <button type="button" onClick={() => setValue('LOTUS')}>
            Pick Lotus
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    await renderWithProviders(<Controlled />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'XY Cards' }));
    expect(onChange).toHaveBeenCalledWith('XY');
    // The parent kept its value.
    expect(screen.getByRole('button', { name: 'TH Cards' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pick Lotus' }));
    expect(screen.getByRole('button', { name: 'Lotus Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(reachable().filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  });

  it('marks hot vendors, in words', async () => {
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Playtech Hot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microgaming' })).toBeInTheDocument();
  });

  it('shows the logo beside the name, or the code without a logo', async () => {
    const vendors = [{ ...PVP[0]!, logoUrl: undefined }, ...PVP.slice(1)];
    await renderWithProviders(<VendorBar vendors={vendors} gameType="PVP" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Kaiyuan Cards Hot' })).toHaveTextContent('KY');
    expect(screen.getByRole('button', { name: 'TH Cards' }).querySelector('[data-state]')).toBeInTheDocument();
  });

  it('follows a change of category: another list, another number in view', async () => {
    const { rerender } = await renderWithProviders(<VendorBar vendors={PVP} gameType="PVP" />, { locale: 'en' });
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'row');
    rerender(<VendorBar vendors={RNG} gameType="RNG" />);
    expect(screen.getByRole('region')).toHaveAttribute('data-layout', 'slider');
    await waitFor(() => expect(inView()).toEqual(codes('PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB', 'RTG')));
    rerender(<VendorBar vendors={FISH} gameType="FISH" />);
    await waitFor(() => expect(inView()).toHaveLength(5));
    expect(inView().every((code) => FISH.some((vendor) => vendor.vassalage === code))).toBe(true);
  });

  it('starts with the selected vendor in view', async () => {
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" defaultValue="SBT" />, { locale: 'en' });
    expect(inView()).toEqual(codes('SBT', 'PT', 'CQ9', 'MG', 'PNG', 'TTG', 'ISB'));
    expect(screen.getByRole('button', { name: 'SBT Slots' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'ms' });
    expect(screen.getByRole('region', { name: 'Penyedia permainan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Playtech Hangat' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" />, { locale: 'zh' });
    expect(screen.getByRole('region', { name: '游戏供应商' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂停滚动' })).toBeInTheDocument();
  });

  it('has no axe violations, still or sliding', async () => {
    const { container, unmount } = await renderWithProviders(<VendorBar vendors={RNG} gameType="RNG" defaultValue="PT" />);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const still = await renderWithProviders(<VendorBar vendors={PVP} gameType="PVP" defaultValue="KY" />);
    expect(await axeViolations(still.container)).toEqual([]);
  });
});
