import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { makeGames } from '../test/lobby-fixtures';
import { GameGrid, type GameGridProps } from './GameGrid';

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: {
    // One page: the spec's game-list page size is 24.
    games: makeGames(24),
    pageNo: 1,
    totalPages: 5,
    isLoading: false,
    onLoadMore: fn(),
    onPlay: fn(),
    onTry: fn(),
  },
  argTypes: { games: { control: false } },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of five pages of slots, as the lobby opens on them. */
export const Default: Story = {};

interface PlaygroundArgs extends GameGridProps {
  gameCount: number;
}

/**
 * How many games, how narrow a tile may be, the hearts, and the texts: the grid's name for
 * screen readers and what shows when there are no games (each the translated default when empty).
 */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { gameCount: 12, totalPages: 1, minTileWidth: 140, label: '', emptyState: '', onFavouriteChange: fn() },
  argTypes: {
    gameCount: { control: { type: 'range', min: 0, max: 48, step: 1 } },
    minTileWidth: { control: { type: 'range', min: 100, max: 240, step: 10 } },
    ...textControls('label', 'emptyState'),
  },
  render: ({ gameCount, label, emptyState, ...args }) => (
    <GameGrid {...args} games={makeGames(gameCount)} label={label || undefined} emptyState={emptyState || undefined} />
  ),
};

/** The first page loading: skeleton tiles in a busy area. */
export const FirstPageLoading: Story = {
  args: { games: [], isLoading: true },
};

/** The next page loading: skeleton tiles after the games already shown. */
export const NextPageLoading: Story = {
  args: { isLoading: true },
};

/** No games for this choice: the empty state. */
export const Empty: Story = {
  args: { games: [], totalPages: 0 },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  args: { games: makeGames(6, 'RNG', 45), totalPages: 1, minTileWidth: 120, onFavouriteChange: fn() },
  parameters: { themeMatrix: true },
  play: async ({ canvasElement }) => {
    const backgrounds = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getAllByRole('button', { name: (name) => name.startsWith(translated('Play {name}', { name: '' })) })[0]!).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};
