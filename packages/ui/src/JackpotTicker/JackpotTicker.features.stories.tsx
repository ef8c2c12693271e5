import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { emulateReducedMotion } from '../test/reduced-motion';
import type { JackpotTicker } from './JackpotTicker';
import jackpotTickerMeta, { CustomLabel as CustomLabelTicker } from './JackpotTicker.stories';

const meta = {
  ...jackpotTickerMeta,
  title: 'Promotion/JackpotTicker/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^P \d/).textContent;

/** The amount in digit boxes with the locale's separators; screen readers get it as one text. */
export const DigitBoxes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ticker = canvas.getByRole('group', { name: translated('Jackpot') });
    await expect(within(ticker).getByText('P 12,345,678.90')).toBeInTheDocument();
    const digits = Array.from(canvasElement.querySelectorAll('[data-digit]'));
    await expect(digits.map((digit) => digit.getAttribute('data-digit')).join('')).toBe('1234567890');
    // Each digit box shows just its own digit: one digit tall, with the jackpot colours.
    const box = digits[0]!.getBoundingClientRect();
    await expect(box.height).toBeLessThan(box.width * 3);
    await expect(getComputedStyle(digits[0]!).backgroundColor).toBe('rgb(138, 97, 0)');
    await expect(canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Jackpot') }) })).toBeInTheDocument();
  },
};

/** Without `startValue` the amount comes from the clock: every visitor sees about the same number. */
export const FromTheClock: Story = {
  args: { startValue: undefined },
  play: async ({ canvasElement }) => {
    const value = Number(amountOf(canvasElement)!.replace(/[^\d.]/g, ''));
    await expect(value).toBeGreaterThanOrEqual(1_000_000);
    await expect(value).toBeLessThan(34_300_000);
  },
};

/** Grows by its step on every tick (here every 400 ms so the story is quick; 3000 ms by default). */
export const Growing: Story = {
  args: { startValue: 999_999.99, intervalMs: 400 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toBe('P 999,999.99');
    await waitFor(() => expect(amountOf(canvasElement)).toBe('P 1,000,165.10'), { timeout: 2_000 });
    // The new leading digit got a box of its own.
    await expect(canvasElement.querySelectorAll('[data-digit]')).toHaveLength(9);
  },
};

/** The pause button stops the growth (WCAG 2.2.2) and says what it will do next. */
export const Paused: Story = {
  args: { startValue: 5_000_000, intervalMs: 300 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Jackpot') }) }));
    const ticker = canvas.getByRole('group', { name: translated('Jackpot') });
    await expect(ticker).toHaveAttribute('data-state', 'paused');
    const held = amountOf(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(amountOf(canvasElement)).toBe(held);
    await userEvent.click(canvas.getByRole('button', { name: translated('Resume {name}', { name: translated('Jackpot') }) }));
    await expect(ticker).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(amountOf(canvasElement)).not.toBe(held), { timeout: 2_000 });
  },
};

/**
 * Under prefers-reduced-motion (emulated here) the ticker starts paused and the digits would not
 * roll; the player can still press resume.
 */
export const ReducedMotion: Story = {
  args: { intervalMs: 300 },
  beforeEach: emulateReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    const ticker = canvas.getByRole('group', { name: translated('Jackpot') });
    await expect(ticker).toHaveAttribute('data-state', 'paused');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(amountOf(canvasElement)).toBe('P 12,345,678.90');
    await userEvent.click(canvas.getByRole('button', { name: translated('Resume {name}', { name: translated('Jackpot') }) }));
    await waitFor(() => expect(amountOf(canvasElement)).toBe('P 12,345,844.01'), { timeout: 2_000 });
  },
};

/** Keyboard: Tab reaches the toggle, with a visible focus ring, and Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Jackpot') }) });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName(translated('Resume {name}', { name: translated('Jackpot') }));
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName(translated('Pause {name}', { name: translated('Jackpot') }));
  },
};

/** A brand's own currency symbol and label; the page's heading shows the name, so the ticker's own label is left to screen readers. */
export const CustomLabel: Story = {
  ...CustomLabelTicker,
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('group', { name: translated('Mega jackpot') });
    await expect(within(ticker).getByText('RM 88,888.88')).toBeInTheDocument();
    // The label is there for screen readers, one pixel wide for the eye.
    await expect(within(ticker).getByText(translated('Mega jackpot')).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: translated('Pause {name}', { name: translated('Mega jackpot') }) })).toBeInTheDocument();
  },
};
