import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameMark } from './GameMark';

const meta = {
  title: 'Lobby/GameMark',
  component: GameMark,
  args: { tone: 'hot' },
} satisfies Meta<typeof GameMark>;

export default meta;
type Story = StoryObj<typeof meta>;

const bothMarks = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <GameMark tone="hot" />
    <GameMark tone="new" />
  </div>
);

/** The mark for isHot 1, worded in the toolbar's language. */
export const Default: Story = {};

/** Which mark: hot or new. */
export const Playground: Story = {
  argTypes: { tone: { control: 'inline-radio', options: ['hot', 'new'] } },
};

/** The marks for isHot 1 and isNew 1, as games, vendors and categories show them. */
export const HotAndNew: Story = { render: bothMarks };

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = { parameters: { themeMatrix: true }, render: bothMarks };
