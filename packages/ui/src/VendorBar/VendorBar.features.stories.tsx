import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { VENDORS } from '../test/lobby-fixtures';
import { VendorBar, type VendorBarProps } from './VendorBar';
import { PHONE_QUERY } from '../utils/breakpoints';
import { phoneVendorsPerView, vendorsPerView } from './vendors-per-view';
import vendorBarMeta, { CardGamesStill as CardGamesRow, FishSliding as FishSlider } from './VendorBar.stories';

const meta = {
  ...vendorBarMeta,
  title: 'Lobby/VendorBar/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof VendorBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many vendors fit in view at this window's width: fewer on a phone. */
const perView = (gameType: string) =>
  window.matchMedia(PHONE_QUERY).matches ? phoneVendorsPerView(gameType) : vendorsPerView(gameType);
/** The vendor buttons the player can reach: those in view. */
const reachable = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll<HTMLElement>('[data-vendor]')).filter((button) => !button.closest('[inert]'));
const codes = (scope: HTMLElement) =>
  reachable(scope)
    .map((button) => button.dataset.vendor)
    .sort()
    .join();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Slots with 11 vendors: more than 7, so the bar slides in a loop with 7 in view (4 on a phone),
 * previous and next step through, and a press selects a vendor.
 */
export const SlotsSliding: Story = {
  args: { autoplayMs: 60_000 },
  play: async ({ canvas, canvasElement, args }) => {
    const bar = canvas.getByRole('region', { name: translated('Game providers') });
    await expect(bar).toHaveAttribute('data-layout', 'slider');
    await waitFor(() => expect(reachable(canvasElement)).toHaveLength(perView('RNG')));
    for (const button of reachable(canvasElement)) {
      const box = button.getBoundingClientRect();
      const barBox = bar.getBoundingClientRect();
      // Every vendor in view is on screen, inside the bar.
      await expect(box.left).toBeGreaterThanOrEqual(barBox.left - 1);
      await expect(box.right).toBeLessThanOrEqual(barBox.right + 1);
    }

    const before = codes(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: translated('Next providers') }));
    await waitFor(() => expect(codes(canvasElement)).not.toBe(before));
    await userEvent.click(canvas.getByRole('button', { name: translated('Previous providers') }));
    await waitFor(() => expect(codes(canvasElement)).toBe(before));

    await expect(canvas.getByRole('button', { name: `Playtech ${translated('Hot')}` })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Microgaming' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('MG');
    await expect(canvas.getByRole('button', { name: 'Microgaming' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: `Playtech ${translated('Hot')}` })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** It steps on by itself in a loop, and holds still while the pointer is over it. */
export const AutoScroll: Story = {
  args: { autoplayMs: 700 },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('region', { name: translated('Game providers') });
    await expect(bar).toHaveAttribute('data-autoplay', 'running');
    const before = codes(canvasElement);
    await waitFor(() => expect(codes(canvasElement)).not.toBe(before), { timeout: 3000 });

    await userEvent.hover(bar);
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');
    await pause(600);
    const held = codes(canvasElement);
    await pause(1500);
    await expect(codes(canvasElement)).toBe(held);
    await userEvent.unhover(bar);
    await waitFor(() => expect(codes(canvasElement)).not.toBe(held), { timeout: 3000 });
  },
};

/** Keyboard: the toggle, the arrows, then the vendors; focus past the toggle holds it still, and the toggle stops it. */
export const Keyboard: Story = {
  args: { autoplayMs: 700 },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('region', { name: translated('Game providers') });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Pause scrolling') })).toHaveFocus();
    await expect(bar).toHaveAttribute('data-autoplay', 'running');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: translated('Start scrolling') })).toHaveFocus();
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = document.activeElement as HTMLElement;
    await expect(first).toHaveAttribute('data-vendor');
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-pressed', 'true');

    // Playing again, but focus on a vendor still holds it.
    canvas.getByRole('button', { name: translated('Start scrolling') }).click();
    first.focus();
    await expect(bar).toHaveAttribute('data-autoplay', 'paused');
    const held = codes(canvasElement);
    await pause(1500);
    await expect(codes(canvasElement)).toBe(held);
  },
};

/** Fish games: 6 vendors are more than 5, so the bar slides with 5 in view (3 on a phone). */
export const FishSliding: Story = {
  ...FishSlider,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-layout', 'slider');
    await waitFor(() => expect(reachable(canvasElement)).toHaveLength(perView('FISH')));
  },
};

/** Card games: 5 vendors fit, so they sit still in a row with no controls. */
export const CardGamesStill: Story = {
  ...CardGamesRow,
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('region', { name: translated('Game providers') });
    await expect(bar).toHaveAttribute('data-layout', 'row');
    await expect(reachable(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: translated('Pause scrolling') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: translated('Next providers') })).toBeNull();
    const before = codes(canvasElement);
    await pause(3500);
    await expect(codes(canvasElement)).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Lotus Cards' }));
    await expect(canvas.getByRole('button', { name: 'Lotus Cards' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Exactly 7 slot vendors fit in a row on a wide screen; on a phone the row scrolls sideways. */
export const SlotsStill: Story = {
  args: { vendors: VENDORS.RNG!.slice(0, 7) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-layout', 'row');
    await expect(reachable(canvasElement)).toHaveLength(7);
    const list = canvas.getByRole('list');
    const isPhone = window.matchMedia(PHONE_QUERY).matches;
    await expect(list.scrollWidth > list.clientWidth + 1).toBe(isPhone);
  },
};

/** The parent owns the selection, e.g. from the /rng page's query parameter. */
export const Controlled: Story = {
  args: { vendors: VENDORS.PVP!, gameType: 'PVP' },
  render: function Render(args: VendorBarProps) {
    const [value, setValue] = useState<string | null>('TH');
    return <VendorBar {...args} value={value} onChange={(next) => (args.onChange?.(next), setValue(next))} />;
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'TH Cards' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'XY Cards' }));
    await expect(args.onChange).toHaveBeenCalledWith('XY');
    await expect(canvas.getByRole('button', { name: 'XY Cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
