import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { textControls } from '../test/story-controls';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import type { Game } from '../lobby/types';
import { makeGames } from '../test/lobby-fixtures';
import { GameTile, type GameTileProps } from './GameTile';

// makeGames: game 0 is hot, game 2 has no real-money play (a free trial), game 4 is new,
// game 49 is hot and new; the icon key rotates through iconUrl, showIcon, lagerIcon and url.
const GAMES = makeGames(64);
const HOT = GAMES[0]!;
const TRIAL = GAMES[2]!;
const NEW = GAMES[4]!;
const HOT_AND_NEW = GAMES[49]!;

const meta = {
  title: 'Lobby/GameTile',
  component: GameTile,
  args: { game: HOT, onPlay: fn(), onTry: fn() },
  argTypes: { game: { control: 'object' } },
  // As wide as a tile in the lobby's grid on a phone.
  render: (args) => (
    <div style={{ width: 180 }}>
      <GameTile {...args} />
    </div>
  ),
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hot game as the lobby's grid shows it: its picture, name and vendor; a press plays it. */
export const Default: Story = {};

interface PlaygroundArgs extends GameTileProps {
  gameName: string;
  vendorName: string;
  isHot: boolean;
  isNew: boolean;
  hasFreeTrial: boolean;
}

/** The game's name and vendor as text, its marks and free trial as switches, and the heart. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: {
    gameName: HOT.gameName!,
    vendorName: HOT.displayName!,
    isHot: true,
    isNew: false,
    hasFreeTrial: false,
    isFavourite: false,
    onFavouriteChange: fn(),
  },
  argTypes: {
    ...textControls('gameName', 'vendorName'),
    game: { control: false },
  },
  render: ({ gameName, vendorName, isHot, isNew, hasFreeTrial, ...args }) => (
    <div style={{ width: 180 }}>
      <GameTile
        {...args}
        game={{
          ...args.game,
          gameName,
          displayName: vendorName,
          isHot: isHot ? 1 : 0,
          isNew: isNew ? 1 : 0,
          supportPlay: hasFreeTrial ? 0 : 1,
        }}
      />
    </div>
  ),
};

/** isHot 1 and isNew 1 each give a mark; a game with neither has none. */
export const HotAndNew: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 180 }}>
      <GameTile {...args} game={HOT_AND_NEW} />
      <GameTile {...args} game={NEW} />
      <GameTile {...args} game={GAMES[1]!} />
    </div>
  ),
};

/** supportPlay 0 offers a free trial, a button of its own beside Play. */
export const FreeTrial: Story = {
  args: { game: TRIAL },
};

/** A favourite: the heart is filled (it shows when the app passes onFavouriteChange). */
export const Favourite: Story = {
  args: { isFavourite: true, onFavouriteChange: fn() },
};

const NO_ICON: Game = { ...HOT, iconUrl: undefined, showIcon: undefined, lagerIcon: undefined, url: undefined };
const BROKEN_ICON: Game = { ...GAMES[8]!, nodeId: 'broken', iconUrl: '/no-such-game-icon.png' };
const SHOW_ICON_ONLY: Game = { ...GAMES[1]! };

/**
 * The icon falls back through iconUrl, showIcon, lagerIcon and url (the first tile has only a
 * showIcon); with none the initials show, and an icon that fails to load gives the error image,
 * all in the same square.
 */
export const IconFallbacks: Story = {
  args: { game: SHOW_ICON_ONLY },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 180 }}>
      <GameTile {...args} />
      <GameTile {...args} game={NO_ICON} />
      <GameTile {...args} game={BROKEN_ICON} />
    </div>
  ),
};

/** Long names wrap to two lines and stop there, so every tile is the same height. */
export const LongName: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '180px 180px', gap: 12, alignItems: 'start' }}>
      <GameTile {...args} game={{ ...HOT, gameName: 'Fortune Dragon Emperor of the Golden Lotus Temple Megaways' }} />
      <GameTile {...args} game={{ ...HOT, nodeId: 'short', gameName: 'Koi' }} />
    </div>
  ),
};

/** Every brand in both colour modes; axe checks the contrast of the marks and buttons in each. */
export const ThemeMatrix: Story = {
  args: { game: HOT_AND_NEW, onFavouriteChange: fn(), isFavourite: true },
  parameters: { themeMatrix: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <div style={{ width: 160 }}>
        <GameTile {...args} />
      </div>
      <div style={{ width: 160 }}>
        <GameTile {...args} game={TRIAL} isFavourite={false} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const plays = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getAllByRole('button', { name: (name) => name.startsWith(translated('Play {name}', { name: '' })) })[0]!).backgroundColor,
    );
    await expect(new Set(plays).size).toBe(4);
    // A brand with pill controls (Jade: radius.md 999px) keeps the tile a box: its corner does not clip the HOT mark.
    for (const scope of themeScopes(canvasElement)) {
      const mark = scope.querySelector<HTMLElement>('[data-game-mark]')!;
      const { left, top } = mark.getBoundingClientRect();
      await expect(isInsideRoundedCorner(left, top, mark.closest('article')!)).toBe(true);
    }
  },
};

/** Whether a point lies inside an element's rounded top-left corner (radii clamped as CSS does). */
function isInsideRoundedCorner(x: number, y: number, element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const radius = Math.min(parseFloat(getComputedStyle(element).borderTopLeftRadius), box.width / 2, box.height / 2);
  const dx = x - box.left;
  const dy = y - box.top;
  if (dx >= radius || dy >= radius) return true;
  return (radius - dx) ** 2 + (radius - dy) ** 2 <= radius ** 2;
}
