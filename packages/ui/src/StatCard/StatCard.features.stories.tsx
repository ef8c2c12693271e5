import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { translated } from '../test/story-i18n';
import meta from './StatCard.stories';
import { StatCard } from './StatCard';

export default {
  ...meta,
  title: 'Account/StatCard/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof StatCard>;
type Story = StoryObj<typeof meta>;

/** The arrow and percentage are for the eye; screen readers hear one sentence in the running language. */
export const ChangeAsASentence: Story = {
  args: { change: -7.25 },
  play: async ({ canvas, canvasElement }) => {
    const change = canvasElement.querySelector<HTMLElement>('[data-direction]')!;
    await expect(change).toHaveAttribute('data-direction', 'down');
    await expect(change.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('7.3%')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(translated('down {percent} on the previous period', { percent: '7.3%' }))).toBeInTheDocument();
  },
};

/** Going up is good for deposits and bad for losses: the same rise takes opposite colours. */
export const GoodAndBadRise: Story = {
  render: (args) => (
    <>
      <StatCard {...args} data-testid="deposits" change={5} />
      <StatCard {...args} data-testid="losses" change={5} isIncreaseGood={false} />
    </>
  ),
  play: async ({ canvas }) => {
    const tint = (testId: string) => getComputedStyle(canvas.getByTestId(testId).querySelector('[data-mood]')!).backgroundColor;
    await expect(canvas.getByTestId('deposits').querySelector('[data-mood]')).toHaveAttribute('data-mood', 'good');
    await expect(canvas.getByTestId('losses').querySelector('[data-mood]')).toHaveAttribute('data-mood', 'bad');
    await expect(tint('deposits')).not.toBe(tint('losses'));
  },
};

/** Without a change, the card shows the figure alone and says nothing about a previous period. */
export const WithoutChange: Story = {
  args: { change: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-direction]')).toBeNull();
    await expect(canvas.getByRole('group')).not.toHaveTextContent('%');
  },
};

/**
 * A card keeps its height when its figure arrives (nothing below it moves): the skeleton takes the
 * figure's own box, in a narrow card whose label wraps too.
 */
export const SameHeightLoadingOrNot: Story = {
  args: { label: 'Frozen by pending withdrawals', value: 1250.5, change: undefined },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 12 }}>
      <StatCard {...args} data-testid="loading" isLoading style={{ width: 150, flex: 'none' }} />
      <StatCard {...args} data-testid="loaded" style={{ width: 150, flex: 'none' }} />
      <StatCard {...args} data-testid="loading-wide" isLoading style={{ width: 320, flex: 'none' }} />
      <StatCard {...args} data-testid="loaded-wide" style={{ width: 320, flex: 'none' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height;
    await expect(canvas.getByTestId('loaded')).toHaveTextContent('1,250.50');
    await expect(Math.abs(height('loading') - height('loaded'))).toBeLessThan(0.5);
    await expect(Math.abs(height('loading-wide') - height('loaded-wide'))).toBeLessThan(0.5);
  },
};
