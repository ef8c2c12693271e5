import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar/Features',
  component: Avatar,
  tags: ['!autodocs'],
  args: { size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Chinese name whose picture fails falls back to its first character. */
export const ChineseNameInitial: Story = {
  args: { src: '/no-such-image.png', name: '王小明' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '王小明' })).toHaveTextContent('王'));
  },
};
