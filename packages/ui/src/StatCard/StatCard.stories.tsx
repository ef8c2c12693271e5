import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { StatCard, type StatCardProps } from './StatCard';

const meta = {
  title: 'Account/StatCard',
  component: StatCard,
  args: { label: 'Team deposits', value: 152340.5, format: 'money', currencySymbol: 'RM', period: 'This month', change: 12.5, isIncreaseGood: true },
  argTypes: {
    ...textControls('label', 'period', 'currencySymbol', 'changeLabel'),
    format: { control: 'inline-radio', options: ['money', 'number', 'percent'] },
    change: { control: 'number' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Team deposits this month, up on last month. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Team deposits' });
    await expect(card).toHaveTextContent('RM 152,340.50');
    await expect(within(card).getByText(translated('up {percent} on the previous period', { percent: '12.5%' }))).toBeInTheDocument();
  },
};

/** Every text, the figure, its format and the change. */
export const Playground: Story = {
  args: { changeLabel: '' },
};

/** Losses went up: bad news, so the change is coloured as danger. */
export const IncreaseIsBad: Story = {
  args: { label: 'Team losses', value: 8240, change: 4.2, isIncreaseGood: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-mood]')).toHaveAttribute('data-mood', 'bad');
  },
};

/** A count that did not move. */
export const NoChange: Story = {
  args: { label: 'Active members', value: 128, format: 'number', change: 0, period: 'This week' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('no change on the previous period'))).toBeInTheDocument();
  },
};

/** A percentage, without a change to compare. */
export const Percentage: Story = {
  args: { label: 'Active rate', value: 45.2, format: 'percent', change: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveTextContent('45.2%');
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Team deposits' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent(translated('Loading'));
  },
};

function TeamOverview(args: Partial<StatCardProps>) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
      <StatCard {...args} label={t`Team deposits`} value={152340.5} format="money" currencySymbol="RM" change={12.5} period={t`This month`} />
      <StatCard {...args} label={t`Team withdrawals`} value={98210} format="money" currencySymbol="RM" change={-3} period={t`This month`} />
      <StatCard {...args} label={t`Team losses`} value={8240} format="money" currencySymbol="RM" change={4.2} isIncreaseGood={false} period={t`This month`} />
      <StatCard {...args} label={t`Active members`} value={128} change={0} period={t`This month`} />
    </div>
  );
}

/** The top of the agent's team overview: a grid of cards, two columns on a phone. */
export const TeamOverviewGrid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  render: () => <TeamOverview />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: translated('Team withdrawals') })).toHaveTextContent(
      translated('down {percent} on the previous period', { percent: '3%' }),
    );
  },
};

/** Every brand in both colour modes: good and bad news keep their tints, with the text readable on them. */
export const ThemeMatrix: Story = {
  parameters: { themeMatrix: true },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  render: () => <TeamOverview />,
  play: async ({ canvasElement }) => {
    const goodTints = themeScopes(canvasElement).map((scope) => getComputedStyle(scope.querySelector('[data-mood="good"]')!).backgroundColor);
    await expect(goodTints[0]).not.toBe(goodTints[1]);
    for (const scope of themeScopes(canvasElement)) {
      const good = getComputedStyle(scope.querySelector('[data-mood="good"]')!).backgroundColor;
      const bad = getComputedStyle(scope.querySelector('[data-mood="bad"]')!).backgroundColor;
      await expect(good).not.toBe(bad);
    }
  },
};
