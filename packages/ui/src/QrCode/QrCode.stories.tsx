import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { QrCode } from './QrCode';

const meta = {
  title: 'Account/QrCode',
  component: QrCode,
  args: { value: 'https://play.example.com/register?ref=AG7Q2K', size: 192, errorCorrection: 'M', isValueShown: false },
  argTypes: {
    ...textControls('value', 'label'),
    size: { control: { type: 'range', min: 96, max: 320, step: 8 } },
    errorCorrection: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's referral link, to scan with a friend's phone. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('img', { name: translated('QR code: {value}', { value: args.value }) });
    // The link needs version 4 (33 modules), with 4 light modules of quiet zone on each side.
    await expect(code).toHaveAttribute('data-modules', '33');
    await expect(code).toHaveAttribute('viewBox', '0 0 41 41');
    await expect(code.getBoundingClientRect().width).toBe(192);
  },
};

/** The value, the accessible name, the size, the error correction level and the value under the code. */
export const Playground: Story = {
  args: { label: '', isValueShown: true },
};

/** The link written under the code, for a player who cannot scan it. */
export const WithValueShown: Story = {
  args: { isValueShown: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: translated('QR code') })).toBeInTheDocument();
    await expect(canvas.getByText(args.value)).toBeVisible();
  },
};

/** Level H survives a logo or a scratch over 30% of it, at the cost of more modules. */
export const HighErrorCorrection: Story = {
  args: { errorCorrection: 'H' },
  play: async ({ canvas }) => {
    await expect(Number(canvas.getByRole('img').getAttribute('data-modules'))).toBeGreaterThan(33);
  },
};

/** On a phone narrower than the size asked for, the code shrinks to fit. */
export const Phone: Story = {
  args: { size: 320, isValueShown: true },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

/** Dark modules on white in every brand and mode, even where the page around it is dark. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { isValueShown: true },
  play: async ({ canvasElement }) => {
    const scopes = themeScopes(canvasElement);
    for (const scope of scopes) {
      await expect(getComputedStyle(scope.querySelector('svg rect')!).fill).toBe('rgb(255, 255, 255)');
      await expect(getComputedStyle(scope.querySelector('svg path')!).fill).toBe('rgb(0, 0, 0)');
    }
    // The value under it follows the theme's text colour.
    const captions = scopes.map((scope) => getComputedStyle(scope.querySelector('p')!).color);
    await expect(captions[0]).not.toBe(captions[1]);
  },
};
