import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameMark } from './GameMark';

const meta = {
  title: 'Lobby/GameMark',
  component: GameMark,
  args: { tone: 'hot' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <GameMark tone="hot" />
      <GameMark tone="new" />
    </div>
  ),
} satisfies Meta<typeof GameMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marks for isHot 1 and isNew 1, as games, vendors and categories show them. */
export const HotAndNew: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hangat')).toHaveAttribute('data-tone', 'hot');
    await expect(canvas.getByText('Baharu')).toHaveAttribute('data-tone', 'new');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('热门')).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const AllThemes: Story = { parameters: { themeMatrix: true } };
