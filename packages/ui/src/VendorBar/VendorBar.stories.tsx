import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VENDORS } from '../test/lobby-fixtures';
import { themeScopes } from '../test/theme-matrix';
import { VendorBar, type VendorBarProps } from './VendorBar';

const meta = {
  title: 'Lobby/VendorBar',
  component: VendorBar,
  args: {
    vendors: VENDORS.RNG!,
    gameType: 'RNG',
    defaultValue: 'PT',
    onChange: fn(),
  },
  argTypes: {
    vendors: { control: false },
    gameType: { control: 'inline-radio', options: ['RNG', 'FISH', 'PVP', 'LIVE'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 1080 }}>
      <VendorBar {...args} />
    </div>
  ),
} satisfies Meta<typeof VendorBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slots page's 11 vendors: more than fit, so the bar slides in a loop, 7 in view (4 on a phone). */
export const Default: Story = {};

interface PlaygroundArgs extends VendorBarProps {
  vendorCount: number;
}

/**
 * The category and how many of its vendors there are (a row when they fit, a slider when not),
 * the pace of the slider, and the bar's name for screen readers (the translated default when empty).
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { vendorCount: 11, autoplayMs: 3000, label: '' },
  argTypes: {
    vendorCount: { control: { type: 'range', min: 1, max: 11, step: 1 } },
    autoplayMs: { control: { type: 'number', min: 500, step: 500 } },
    label: { control: 'text' },
  },
  render: ({ vendorCount, gameType, label, ...args }) => (
    <div style={{ maxWidth: 1080 }}>
      <VendorBar {...args} gameType={gameType} vendors={(VENDORS[gameType] ?? []).slice(0, vendorCount)} label={label || undefined} />
    </div>
  ),
};

/** Fish games: 6 vendors are more than 5, so the bar slides with 5 in view (3 on a phone). */
export const FishSliding: Story = {
  args: { vendors: VENDORS.FISH!, gameType: 'FISH', defaultValue: 'CQ9', autoplayMs: 60_000 },
};

/** Card games: 5 vendors fit, so they sit still in a row with no controls. */
export const CardGamesStill: Story = {
  args: { vendors: VENDORS.PVP!, gameType: 'PVP', defaultValue: 'KY' },
};

/** Every brand in both colour modes; axe checks the contrast of each (the hot mark, the selected vendor). */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one bar four times on purpose; a page would label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { autoplayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const backgrounds = () =>
      themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getByRole('button', { pressed: true })).backgroundColor);
    // Each brand's primary in each mode marks the selected vendor.
    await waitFor(() => expect(new Set(backgrounds()).size).toBe(4));
  },
};
