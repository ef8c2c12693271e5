import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const tileOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article')[0]!;

/** Play is a real button named after the game; a press anywhere else on the tile plays too. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const tile = tileOf(canvasElement);
    await expect(tile).toHaveAccessibleName(HOT.gameName!);
    await expect(within(tile).getByText('Playtech')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Main ${HOT.gameName}` }));
    await expect(args.onPlay).toHaveBeenLastCalledWith(HOT);
    // A pointer press on the picture or the name lands on Play as well.
    for (const part of [tile.querySelector('[data-state]')!, within(tile).getByText(HOT.gameName!)]) {
      const box = part.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)!;
      await expect(hit.closest('button')).toBe(canvas.getByRole('button', { name: `Main ${HOT.gameName}` }));
      await userEvent.click(hit);
    }
    await expect(args.onPlay).toHaveBeenCalledTimes(3);
    // The picture loads and keeps its square.
    const picture = tile.querySelector<HTMLElement>('[data-state]')!;
    await waitFor(() => expect(picture).toHaveAttribute('data-state', 'loaded'));
    const box = picture.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
  },
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
  play: async ({ canvasElement }) => {
    const [both, fresh, plain] = within(canvasElement).getAllByRole('article');
    await expect(within(both!).getByText('Hangat')).toBeVisible();
    await expect(within(both!).getByText('Baharu')).toBeVisible();
    await expect(within(fresh!).queryByText('Hangat')).toBeNull();
    await expect(within(fresh!).getByText('Baharu')).toBeVisible();
    await expect(plain).not.toHaveAttribute('data-hot');
    await expect(plain).not.toHaveAttribute('data-new');
  },
};

/** supportPlay 0 offers a free trial, which is a separate button from Play. */
export const FreeTrial: Story = {
  args: { game: TRIAL },
  play: async ({ canvas, args }) => {
    const trial = canvas.getByRole('button', { name: `Percubaan percuma ${TRIAL.gameName}` });
    await expect(trial).toHaveTextContent('Percubaan percuma');
    await userEvent.click(trial);
    await expect(args.onTry).toHaveBeenCalledWith(TRIAL);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

function FavouriteHarness(args: GameTileProps) {
  const [isFavourite, setFavourite] = useState(false);
  return (
    <GameTile
      {...args}
      isFavourite={isFavourite}
      onFavouriteChange={(game, next) => {
        args.onFavouriteChange?.(game, next);
        setFavourite(next);
      }}
    />
  );
}

/** The heart is a toggle button: its pressed state says whether the game is a favourite. */
export const Favourite: Story = {
  args: { onFavouriteChange: fn() },
  render: (args) => (
    <div style={{ width: 180 }}>
      <FavouriteHarness {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: `Kegemaran ${HOT.gameName}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(HOT, true);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(HOT, false);
    // The heart is not a play press.
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** Tab visits the heart, the free trial and Play in turn; Enter and Space press them. */
export const Keyboard: Story = {
  args: { game: TRIAL, onFavouriteChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Kegemaran ${TRIAL.gameName}` })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(TRIAL, true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Percubaan percuma ${TRIAL.gameName}` })).toHaveFocus();
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: `Main ${TRIAL.gameName}` });
    await expect(play).toHaveFocus();
    await expect(getComputedStyle(play).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(TRIAL);
  },
};

const NO_ICON: Game = { ...HOT, iconUrl: undefined, showIcon: undefined, lagerIcon: undefined, url: undefined };
const BROKEN_ICON: Game = { ...GAMES[8]!, nodeId: 'broken', iconUrl: '/no-such-game-icon.png' };
const SHOW_ICON_ONLY: Game = { ...GAMES[1]! };

/**
 * The icon falls back through iconUrl, showIcon, lagerIcon and url; with none the initials show,
 * and an icon that fails to load gives the error image, all in the same square.
 */
export const IconFallbacks: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 180 }}>
      <GameTile {...args} game={SHOW_ICON_ONLY} />
      <GameTile {...args} game={NO_ICON} />
      <GameTile {...args} game={BROKEN_ICON} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [fromShowIcon, missing, broken] = within(canvasElement).getAllByRole('article');
    await expect(SHOW_ICON_ONLY.iconUrl).toBeUndefined();
    await waitFor(() => expect(fromShowIcon!.querySelector('img')).toHaveAttribute('src', SHOW_ICON_ONLY.showIcon));
    await expect(missing!.querySelector('[data-no-icon]')).toHaveTextContent('DR');
    await waitFor(() => expect(broken!.querySelector('[data-state]')).toHaveAttribute('data-state', 'error'), {
      timeout: 5000,
    });
    // Nothing shifts: the three pictures are the same square.
    const heights = [fromShowIcon, missing, broken].map((tile) => tile!.getBoundingClientRect().height);
    await expect(new Set(heights.map(Math.round)).size).toBe(1);
  },
};

/** Long names wrap to two lines and stop there, so every tile is the same height. */
export const LongName: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '180px 180px', gap: 12, alignItems: 'start' }}>
      <GameTile {...args} game={{ ...HOT, gameName: 'Fortune Dragon Emperor of the Golden Lotus Temple Megaways' }} />
      <GameTile {...args} game={{ ...HOT, nodeId: 'short', gameName: 'Koi' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [long, short] = within(canvasElement).getAllByRole('article');
    await expect(long!.getBoundingClientRect().height).toBe(short!.getBoundingClientRect().height);
  },
};

export const DarkMode: Story = {
  args: { game: TRIAL, onFavouriteChange: fn() },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(tileOf(canvasElement)).backgroundColor).toBe('rgb(26, 29, 36)');
  },
};

/** The buttons and marks in Chinese; the game's own name stays as the server sends it. */
export const Chinese: Story = {
  args: { game: HOT_AND_NEW, onFavouriteChange: fn() },
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `开始游戏 ${HOT_AND_NEW.gameName}` })).toHaveTextContent('开始游戏');
    await expect(canvas.getByRole('button', { name: `收藏 ${HOT_AND_NEW.gameName}` })).toBeVisible();
    await expect(canvas.getByText('热门')).toBeVisible();
    await expect(canvas.getByText('新')).toBeVisible();
  },
};

/** Every brand in both colour modes; axe checks the contrast of the marks and buttons in each. */
export const AllThemes: Story = {
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
    const plays = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getAllByRole('button', { name: /^Main / })[0]!).backgroundColor;
      }),
    );
    await expect(new Set(plays).size).toBe(4);
  },
};
