import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JackpotTicker } from './JackpotTicker';
import { emulateReducedMotion } from '../test/reduced-motion';

const meta = {
  title: 'Promo/JackpotTicker',
  component: JackpotTicker,
  args: { currencySymbol: 'P', startValue: 12_345_678.9, isLabelVisible: true },
  argTypes: {
    startValue: { control: 'number' },
    step: { control: 'number' },
    intervalMs: { control: 'number' },
  },
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^P \d/).textContent;

/** The amount in digit boxes with the locale's separators; screen readers get it as one text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ticker = canvas.getByRole('group', { name: 'Jekpot' });
    await expect(within(ticker).getByText('P 12,345,678.90')).toBeInTheDocument();
    const digits = Array.from(canvasElement.querySelectorAll('[data-digit]'));
    await expect(digits.map((digit) => digit.getAttribute('data-digit')).join('')).toBe('1234567890');
    // Each digit box shows just its own digit: one digit tall, with the jackpot colours.
    const box = digits[0]!.getBoundingClientRect();
    await expect(box.height).toBeLessThan(box.width * 3);
    await expect(getComputedStyle(digits[0]!).backgroundColor).toBe('rgb(138, 97, 0)');
    await expect(canvas.getByRole('button', { name: 'Jeda Jekpot' })).toBeInTheDocument();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Jeda Jekpot' }));
    const ticker = canvas.getByRole('group', { name: 'Jekpot' });
    await expect(ticker).toHaveAttribute('data-state', 'paused');
    const held = amountOf(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(amountOf(canvasElement)).toBe(held);
    await userEvent.click(canvas.getByRole('button', { name: 'Sambung Jekpot' }));
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
    const ticker = canvas.getByRole('group', { name: 'Jekpot' });
    await expect(ticker).toHaveAttribute('data-state', 'paused');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(amountOf(canvasElement)).toBe('P 12,345,678.90');
    await userEvent.click(canvas.getByRole('button', { name: 'Sambung Jekpot' }));
    await waitFor(() => expect(amountOf(canvasElement)).toBe('P 12,345,844.01'), { timeout: 2_000 });
  },
};

/** Keyboard: Tab reaches the toggle, with a visible focus ring, and Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Jeda Jekpot' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Sambung Jekpot');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('Jeda Jekpot');
  },
};

/** A brand's own currency symbol and label; the page's heading shows the name, so the ticker's own label is left to screen readers. */
export const CustomLabel: Story = {
  args: { currencySymbol: 'RM', startValue: 88_888.88, isLabelVisible: false },
  render: function Render(args) {
    const { t } = useLingui();
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{t`Mega jackpot`}</h2>
        <JackpotTicker {...args} label={t`Mega jackpot`} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('group', { name: 'Jekpot Mega' });
    await expect(within(ticker).getByText('RM 88,888.88')).toBeInTheDocument();
    // The label is there for screen readers, one pixel wide for the eye.
    await expect(within(ticker).getByText('Jekpot Mega').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: 'Jeda Jekpot Mega' })).toBeInTheDocument();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('group', { name: '奖池' });
    await expect(within(ticker).getByText('P 12,345,678.90')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '暂停奖池' })).toBeInTheDocument();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Jackpot' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pause Jackpot' })).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    const digit = canvasElement.querySelector('[data-digit]')!;
    // The dark jackpot gold is light, with dark digits on it.
    await expect(getComputedStyle(digit).backgroundColor).toBe('rgb(245, 197, 66)');
    await expect(getComputedStyle(digit).color).toBe('rgb(26, 20, 5)');
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: { themeMatrix: true },
  args: { intervalMs: 3_000 },
  play: async ({ canvasElement }) => {
    const backgrounds = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(scope.querySelector('[data-digit]')!).backgroundColor;
      }),
    );
    await expect(backgrounds).toHaveLength(4);
    // Light and dark jackpot colours differ.
    await expect(backgrounds[0]).not.toBe(backgrounds[1]);
  },
};
