import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge/Features',
  component: Badge,
  tags: ['!autodocs'],
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 0 (or below) the badge is not rendered at all. */
export const HiddenAtZero: Story = {
  args: { count: 0 },
  render: (args) => (
    <div data-testid="holder">
      <Badge {...args} />
      <Badge {...args} count={-2} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('holder')).toBeEmptyDOMElement();
  },
};

/** A lower `max` caps the count sooner. */
export const CustomMax: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};
