import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { BannerCarousel } from './BannerCarousel';
import bannerCarouselMeta, { SingleBanner as SingleBannerCarousel } from './BannerCarousel.stories';

const meta = {
  ...bannerCarouselMeta,
  title: 'Promotion/BannerCarousel/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's first two banners, as the meta gives them. */
const [WELCOME, DAILY_JACKPOT] = bannerCarouselMeta.args.banners;

/** The slide the carousel shows: the only one screen readers and Tab can reach. */
const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { hidden: true })
    .find((slide) => !slide.hasAttribute('inert'));
const shows = (canvasElement: HTMLElement, position: string, timeout = 2000) =>
  waitFor(() => expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', position), { timeout });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three home banners: previous and next step through them in a loop, a dot jumps to its banner,
 * and a banner with a linkageType is a button that calls onOpen.
 */
export const StepThrough: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const home = args.banners;
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await expect(region).toHaveAttribute('aria-roledescription', translated('carousel'));
    await shows(canvasElement, translated('{position} of {count}', { position: 1, count: 3 }));

    await userEvent.click(canvas.getByRole('button', { name: translated('Previous banner') }));
    await shows(canvasElement, translated('{position} of {count}', { position: 3, count: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: translated('Next banner') }));
    await shows(canvasElement, translated('{position} of {count}', { position: 1, count: 3 }));

    await userEvent.click(canvas.getByRole('button', { name: translated('Show banner {position}', { position: 3 }) }));
    await shows(canvasElement, translated('{position} of {count}', { position: 3, count: 3 }));
    await expect(canvas.getByRole('button', { name: translated('Show banner {position}', { position: 3 }) })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: translated('Show banner {position}', { position: 1 }) })).not.toHaveAttribute('aria-current');

    // Once it has slid in, the shown banner fills the carousel's box.
    await waitFor(() => {
      const slideBox = shownSlide(canvasElement)!.getBoundingClientRect();
      const regionBox = shownSlide(canvasElement)!.parentElement!.parentElement!.getBoundingClientRect();
      expect(Math.abs(slideBox.left - regionBox.left)).toBeLessThan(2);
      expect(Math.abs(slideBox.width - regionBox.width)).toBeLessThan(2);
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Live casino week' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(home[2]);
  },
};

/** Only banners with a linkageType call onOpen; the others are pictures, not buttons. */
export const LinkedAndPlainBanners: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const home = args.banners;
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.onOpen).toHaveBeenCalledWith(home[0]);

    await userEvent.click(canvas.getByRole('button', { name: translated('Show banner {position}', { position: 2 }) }));
    await shows(canvasElement, translated('{position} of {count}', { position: 2, count: 3 }));
    const slide = shownSlide(canvasElement)!;
    await expect(within(slide).queryByRole('button')).toBeNull();
    await userEvent.click(within(slide).getByRole('img', { name: 'Daily jackpot' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** With more than one banner it moves on by itself after 5000 ms, and the current dot follows. */
export const Autoplay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    // Moving on its own, so screen readers are not interrupted at every change.
    await expect(shownSlide(canvasElement)!.parentElement).toHaveAttribute('aria-live', 'off');
    const started = performance.now();
    await shows(canvasElement, translated('{position} of {count}', { position: 2, count: 3 }), 8000);
    await expect(performance.now() - started).toBeGreaterThanOrEqual(4900);
    await expect(canvas.getByRole('button', { name: translated('Show banner {position}', { position: 2 }) })).toHaveAttribute('aria-current', 'true');
  },
};

/** It holds still while the pointer is over it and moves on when the pointer leaves. */
export const PausesOnHover: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    // Paused, so changes are announced.
    await expect(shownSlide(canvasElement)!.parentElement).toHaveAttribute('aria-live', 'polite');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', translated('{position} of {count}', { position: 1, count: 3 }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await shows(canvasElement, translated('{position} of {count}', { position: 2, count: 3 }));
  },
};

/**
 * Keyboard: the pause toggle comes first and leaves it moving; focus on anything else inside
 * holds it still until focus leaves.
 */
export const PausesOnFocus: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Pause slideshow') })).toHaveFocus();
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Previous banner') })).toHaveFocus();
    await expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('solid');
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const position = shownSlide(canvasElement)!.getAttribute('aria-label');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', position);
    // Enter on next moves one on, still paused.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await shows(canvasElement, position === translated('{position} of {count}', { position: 1, count: 3 }) ? translated('{position} of {count}', { position: 2, count: 3 }) : translated('{position} of {count}', { position: 3, count: 3 }));
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
  },
};

/** The toggle stops and restarts the movement; its label says what a press does. */
export const PauseToggle: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await userEvent.click(canvas.getByRole('button', { name: translated('Pause slideshow') }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const position = shownSlide(canvasElement)!.getAttribute('aria-label');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', position);
    await userEvent.click(canvas.getByRole('button', { name: translated('Play slideshow') }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
    await waitFor(() => expect(shownSlide(canvasElement)).not.toHaveAttribute('aria-label', position));
  },
};

/** One banner shows still: no arrows, dots, toggle or movement. */
export const SingleBanner: Story = {
  ...SingleBannerCarousel,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: translated('Promotions') });
    await expect(region).not.toHaveAttribute('aria-roledescription');
    await expect(within(region).queryAllByRole('button')).toEqual([]);
    await expect(within(region).getByRole('img', { name: 'New slots every Friday' })).toBeVisible();
  },
};

/** No banner for the page's group: nothing is rendered. */
export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** The box keeps the banners' shape (10 / 3 by default) before any picture loads, so nothing shifts. */
export const ReservesItsHeight: Story = {
  args: { banners: [{ ...WELCOME!, bannerId: 'slow', url: 'data:image/png;base64,broken' }, DAILY_JACKPOT!] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: translated('Promotions') })).toBeVisible();
    // The box around the slides (on a phone the controls sit in a bar below it).
    const viewport = canvasElement.querySelector('[aria-live]')!.parentElement!;
    const { width, height } = viewport.getBoundingClientRect();
    await expect(width).toBeGreaterThan(0);
    await expect(Math.abs(height - (width * 3) / 10)).toBeLessThan(1.5);
  },
};
