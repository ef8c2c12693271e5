import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANNERS } from '../test/lobby-fixtures';
import { BannerCarousel } from './BannerCarousel';

const HOME = BANNERS.filter((banner) => banner.groupName === 'w_home');
const RNG = BANNERS.filter((banner) => banner.groupName === 'w_rng');

const meta = {
  title: 'Promo/BannerCarousel',
  component: BannerCarousel,
  args: {
    banners: HOME,
    onOpen: fn(),
  },
  argTypes: {
    banners: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <BannerCarousel {...args} />
    </div>
  ),
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
    await expect(region).toHaveAttribute('aria-roledescription', 'karusel');
    await shows(canvasElement, '1 daripada 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Sepanduk sebelumnya' }));
    await shows(canvasElement, '3 daripada 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Sepanduk seterusnya' }));
    await shows(canvasElement, '1 daripada 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Tunjukkan sepanduk 3' }));
    await shows(canvasElement, '3 daripada 3');
    await expect(canvas.getByRole('button', { name: 'Tunjukkan sepanduk 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Tunjukkan sepanduk 1' })).not.toHaveAttribute('aria-current');

    // Once it has slid in, the shown banner fills the carousel's box.
    await waitFor(() => {
      const slideBox = shownSlide(canvasElement)!.getBoundingClientRect();
      const regionBox = shownSlide(canvasElement)!.parentElement!.parentElement!.getBoundingClientRect();
      expect(Math.abs(slideBox.left - regionBox.left)).toBeLessThan(2);
      expect(Math.abs(slideBox.width - regionBox.width)).toBeLessThan(2);
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Live casino week' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(HOME[2]);
  },
};

/** Only banners with a linkageType call onOpen; the others are pictures, not buttons. */
export const LinkedAndPlainBanners: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.onOpen).toHaveBeenCalledWith(HOME[0]);

    await userEvent.click(canvas.getByRole('button', { name: 'Tunjukkan sepanduk 2' }));
    await shows(canvasElement, '2 daripada 3');
    const slide = shownSlide(canvasElement)!;
    await expect(within(slide).queryByRole('button')).toBeNull();
    await userEvent.click(within(slide).getByRole('img', { name: 'Daily jackpot' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** With more than one banner it moves on by itself after 5000 ms, and the current dot follows. */
export const Autoplay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    // Moving on its own, so screen readers are not interrupted at every change.
    await expect(shownSlide(canvasElement)!.parentElement).toHaveAttribute('aria-live', 'off');
    const started = performance.now();
    await shows(canvasElement, '2 daripada 3', 8000);
    await expect(performance.now() - started).toBeGreaterThanOrEqual(4900);
    await expect(canvas.getByRole('button', { name: 'Tunjukkan sepanduk 2' })).toHaveAttribute('aria-current', 'true');
  },
};

/** It holds still while the pointer is over it and moves on when the pointer leaves. */
export const PausesOnHover: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    // Paused, so changes are announced.
    await expect(shownSlide(canvasElement)!.parentElement).toHaveAttribute('aria-live', 'polite');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', '1 daripada 3');
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await shows(canvasElement, '2 daripada 3');
  },
};

/**
 * Keyboard: the pause toggle comes first and leaves it moving; focus on anything else inside
 * holds it still until focus leaves.
 */
export const PausesOnFocus: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jeda tayangan slaid' })).toHaveFocus();
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sepanduk sebelumnya' })).toHaveFocus();
    await expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('solid');
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const position = shownSlide(canvasElement)!.getAttribute('aria-label');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', position);
    // Enter on next moves one on, still paused.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await shows(canvasElement, position === '1 daripada 3' ? '2 daripada 3' : '3 daripada 3');
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
  },
};

/** The toggle stops and restarts the movement; its label says what a press does. */
export const PauseToggle: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
    await userEvent.click(canvas.getByRole('button', { name: 'Jeda tayangan slaid' }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const position = shownSlide(canvasElement)!.getAttribute('aria-label');
    await pause(1500);
    await expect(shownSlide(canvasElement)).toHaveAttribute('aria-label', position);
    await userEvent.click(canvas.getByRole('button', { name: 'Mainkan tayangan slaid' }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-autoplay', 'running'));
    await waitFor(() => expect(shownSlide(canvasElement)).not.toHaveAttribute('aria-label', position));
  },
};

/** One banner shows still: no arrows, dots, toggle or movement. */
export const SingleBanner: Story = {
  args: { banners: RNG },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Promosi' });
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
  args: { banners: [{ ...HOME[0]!, bannerId: 'slow', url: 'data:image/png;base64,broken' }, HOME[1]!] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Promosi' })).toBeVisible();
    // The box around the slides (on a phone the controls sit in a bar below it).
    const viewport = canvasElement.querySelector('[aria-live]')!.parentElement!;
    const { width, height } = viewport.getBoundingClientRect();
    await expect(width).toBeGreaterThan(0);
    await expect(Math.abs(height - (width * 3) / 10)).toBeLessThan(1.5);
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const dot = canvas.getByRole('button', { name: 'Tunjukkan sepanduk 1' });
    await expect(dot).toHaveAttribute('aria-current', 'true');
    // The current dot takes the dark primary.
    await waitFor(() => expect(getComputedStyle(dot, '::before').backgroundColor).toBe('rgb(110, 164, 255)'));
  },
};

/** Labels in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '优惠活动' })).toHaveAttribute('aria-roledescription', '轮播');
    await userEvent.click(canvas.getByRole('button', { name: '下一张横幅' }));
    await shows(canvasElement, '第 2 张，共 3 张');
    await expect(canvas.getByRole('button', { name: '显示第 2 张横幅' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Labels in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one carousel four times on purpose; a page would label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { autoplayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const colours = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        const dot = within(scope).getByRole('button', { name: 'Tunjukkan sepanduk 1' });
        return getComputedStyle(dot, '::before').backgroundColor;
      }),
    );
    // The current dot takes each brand's primary colour in each mode.
    await expect(new Set(colours).size).toBe(4);
  },
};
