import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { CopyField } from './CopyField';

const REFERRAL_LINK = 'https://play.example.com/register?ref=AG7Q2K';

const meta = {
  title: 'Account/CopyField',
  component: CopyField,
  args: { label: 'Referral link', value: REFERRAL_LINK, onCopy: fn(), onCopyError: fn() },
  argTypes: textControls('label', 'value', 'description', 'copyLabel', 'copiedLabel', 'copiedAnnouncement', 'failureMessage'),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invite-friends page: the member's referral link, ready to copy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Referral link' })).toHaveValue(REFERRAL_LINK);
    await expect(canvas.getByRole('button', { name: `${translated('Copy')} Referral link` })).toBeEnabled();
  },
};

/** Every text editable: the label, help, value, and the button's and announcement's words. */
export const Playground: Story = {
  args: { description: 'Friends who sign up through it join your team.', copyLabel: '', copiedLabel: '', copiedAnnouncement: '' },
};

/** A short referral code. */
export const ReferralCode: Story = {
  args: { label: 'Referral code', value: 'AG7Q2K' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};

/** Not available yet (the member has no referral code). */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** On a phone, a long link stays in its box and the button keeps a full-size target. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(36);
    await expect(canvas.getByRole('textbox').getBoundingClientRect().right).toBeLessThanOrEqual(box.left);
  },
};

/** Every brand in both colour modes: the button follows the brand's secondary colours. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const buttons = themeScopes(canvasElement).map((scope) => getComputedStyle(scope.querySelector('button')!).backgroundColor);
    await expect(buttons[0]).not.toBe(buttons[1]);
    await expect(buttons[2]).not.toBe(buttons[3]);
  },
};
