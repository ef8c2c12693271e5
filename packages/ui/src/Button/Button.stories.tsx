import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDisabledButtonIgnoresPress } from '../test/interaction-plays';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: {
    children: <Trans>Deposit</Trans>,
    variant: 'primary',
    size: 'md',
    isLoading: false,
    isDisabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every prop a designer plays with; the label is plain text to edit. */
export const Playground: Story = {
  args: { children: 'Deposit', isFullWidth: false },
  argTypes: { children: { control: 'text' } },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        <Trans>Deposit</Trans>
      </Button>
      <Button {...args} variant="secondary">
        <Trans>Withdraw</Trans>
      </Button>
      <Button {...args} variant="ghost">
        <Trans>Cancel</Trans>
      </Button>
      <Button {...args} variant="danger">
        <Trans>Sign out</Trans>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const variants = canvas.getAllByRole('button').map((button) => button.dataset.variant);
    await expect(variants).toEqual(['primary', 'secondary', 'ghost', 'danger']);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().height);
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

/** While loading the button says it is busy, in the toolbar's language, and ignores presses. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(`${translated('Deposit')} ${translated('Loading')}`);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Not `disabled`: a press moves focus to it, and keyboard users do not lose their place.
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: expectDisabledButtonIgnoresPress,
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="danger" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getAllByRole('button')[0]!).backgroundColor,
    );
    // Four brand-and-mode pairs, four different primary colours (the dark primary is light
    // enough to carry dark text).
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
