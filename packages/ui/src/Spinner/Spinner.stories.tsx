import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { Spinner, type SpinnerProps } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary', isLabelVisible: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'current'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Loading'));
  },
};

/** Every prop a designer plays with; the label is plain text to edit (shown when visible). */
export const Playground: Story = {
  args: { label: 'Loading games', isLabelVisible: true },
  argTypes: { label: { control: 'text' } },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('status')
      .map((status) => status.querySelector('[aria-hidden]')!.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 40]);
  },
};

function LabelledSpinner(args: SpinnerProps) {
  const { t } = useLingui();
  return <Spinner {...args} label={t`Loading games`} isLabelVisible />;
}

/** A label that names what is loading, shown beside the ring. */
export const VisibleLabel: Story = {
  render: (args) => <LabelledSpinner {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('Loading games'))).toBeVisible();
  },
};

/** Inside a button it follows the button's text colour. */
export const CurrentColour: Story = {
  args: { tone: 'current', size: 'sm' },
  render: (args) => (
    <p style={{ color: 'rgb(185, 31, 42)' }}>
      <Spinner {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').querySelector('[aria-hidden]')!;
    await expect(getComputedStyle(ring).borderTopColor).toBe('rgb(185, 31, 42)');
  },
};

/** Every brand in both colour modes. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { isLabelVisible: true },
  play: async ({ canvasElement }) => {
    const colours = themeScopes(canvasElement).map((scope) => {
      const ring = within(scope).getByRole('status').querySelector('[aria-hidden]')!;
      return getComputedStyle(ring).borderTopColor;
    });
    await expect(new Set(colours).size).toBe(4);
    await expect(colours[1]).toBe('rgb(110, 164, 255)');
  },
};
