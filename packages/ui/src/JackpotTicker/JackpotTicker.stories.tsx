import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { themeScopes } from '../test/theme-matrix';
import { JackpotTicker } from './JackpotTicker';
import { textControls } from '../test/story-controls';

const meta = {
  title: 'Promotion/JackpotTicker',
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

/** The jackpot growing in digit boxes, with its label and a pause button. */
export const Default: Story = {};

/** The label and currency symbol as text (the label is the translated "Jackpot" when empty), and the growth. */
export const Playground: Story = {
  args: { label: '', currencySymbol: 'RM' },
  argTypes: textControls('label', 'currencySymbol'),
  render: ({ label, ...args }) => <JackpotTicker {...args} label={label || undefined} />,
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
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  args: { intervalMs: 3_000 },
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map((scope) => getComputedStyle(scope.querySelector('[data-digit]')!).backgroundColor);
    await expect(backgrounds).toHaveLength(4);
    // Light and dark jackpot colours differ.
    await expect(backgrounds[0]).not.toBe(backgrounds[1]);
  },
};
