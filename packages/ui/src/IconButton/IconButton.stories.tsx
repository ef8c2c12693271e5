import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { expectDisabledButtonIgnoresPress } from '../test/interaction-plays';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { IconButton, type IconButtonProps } from './IconButton';

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" focusable="false">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5" />
    </svg>
  );
}

/** The close button of a dialog, its label in the active language. */
function CloseButton(args: IconButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton {...args} label={t`Close`}>
      <CloseIcon />
    </IconButton>
  );
}

function VariantRow(args: IconButtonProps) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton {...args} variant="primary" label={t`Search`}>
        <SearchIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" label={t`Refresh captcha`}>
        <RefreshIcon />
      </IconButton>
      <IconButton {...args} variant="ghost" label={t`Close`}>
        <CloseIcon />
      </IconButton>
      <IconButton {...args} variant="danger" label={t`Delete`}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: {
    label: 'Close',
    children: <CloseIcon />,
    variant: 'ghost',
    size: 'md',
    isDisabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  render: (args) => <CloseButton {...args} />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, in the toolbar's language; the icon itself is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: translated('Close') });
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every prop a designer plays with; the label (read by screen readers) is plain text to edit. */
export const Playground: Story = {
  args: { label: 'Close', title: '' },
  argTypes: textControls('label', 'title'),
  render: (args) => (
    <IconButton {...args}>
      <CloseIcon />
    </IconButton>
  ),
};

export const Variants: Story = {
  render: (args) => <VariantRow {...args} />,
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.dataset.variant)).toEqual(['primary', 'secondary', 'ghost', 'danger']);
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Search', 'Refresh captcha', 'Close', 'Delete'].map((label) => translated(label)),
    );
  },
};

/** Square at every size: 32, 40 and 48 pixels. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CloseButton {...args} size="sm" />
      <CloseButton {...args} size="md" />
      <CloseButton {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect());
    await expect(boxes.map((box) => [box.width, box.height])).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: expectDisabledButtonIgnoresPress,
};

function TitledCloseButton(args: IconButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton {...args} label={t`Close`} title={t`Close`}>
      <CloseIcon />
    </IconButton>
  );
}

/** A native title is optional: none unless asked for, as here, for pointer users who want the words. */
export const WithTitle: Story = {
  render: (args) => <TitledCloseButton {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('title', translated('Close'));
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  render: (args) => <VariantRow {...args} />,
  play: async ({ canvasElement }) => {
    const primaries = themeScopes(canvasElement).map((scope) => getComputedStyle(within(scope).getAllByRole('button')[0]!).backgroundColor);
    await expect(new Set(primaries).size).toBe(4);
    // The ghost button's icon takes the dark text colour.
    const darkGhost = within(within(canvasElement).getByTestId('theme-default-dark')).getByRole('button', { name: translated('Close') });
    await expect(getComputedStyle(darkGhost).color).toBe('rgb(238, 240, 244)');
  },
};
