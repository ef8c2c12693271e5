import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { GameMark } from './GameMark';
import gameMarkMeta, { HotAndNew as HotAndNewMarks } from './GameMark.stories';

const meta = {
  ...gameMarkMeta,
  title: 'Lobby/GameMark/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof GameMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marks for isHot 1 and isNew 1, as games, vendors and categories show them. */
export const HotAndNew: Story = {
  ...HotAndNewMarks,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('Hot'))).toHaveAttribute('data-tone', 'hot');
    await expect(canvas.getByText(translated('New'))).toHaveAttribute('data-tone', 'new');
  },
};
