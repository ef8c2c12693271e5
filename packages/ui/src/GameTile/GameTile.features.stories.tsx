import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { GameTile, type GameTileProps } from './GameTile';
import gameTileMeta, {
  FreeTrial as FreeTrialTile,
  HotAndNew as HotAndNewTiles,
  IconFallbacks as IconFallbackTiles,
  LongName as LongNameTiles,
} from './GameTile.stories';

const meta = {
  ...gameTileMeta,
  title: 'Lobby/GameTile/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article')[0]!;

/** Play is a real button named after the game; a press anywhere else on the tile plays too. */
export const PlayPress: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const { game } = args;
    const tile = tileOf(canvasElement);
    await expect(tile).toHaveAccessibleName(game.gameName!);
    await expect(within(tile).getByText('Playtech')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translated('Play {name}', { name: game.gameName }) }));
    await expect(args.onPlay).toHaveBeenLastCalledWith(game);
    // A pointer press on the picture or the name lands on Play as well.
    for (const part of [tile.querySelector('[data-state]')!, within(tile).getByText(game.gameName!)]) {
      const box = part.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)!;
      await expect(hit.closest('button')).toBe(canvas.getByRole('button', { name: translated('Play {name}', { name: game.gameName }) }));
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
  ...HotAndNewTiles,
  play: async ({ canvasElement }) => {
    const [both, fresh, plain] = within(canvasElement).getAllByRole('article');
    await expect(within(both!).getByText(translated('Hot'))).toBeVisible();
    await expect(within(both!).getByText(translated('New'))).toBeVisible();
    await expect(within(fresh!).queryByText(translated('Hot'))).toBeNull();
    await expect(within(fresh!).getByText(translated('New'))).toBeVisible();
    await expect(plain).not.toHaveAttribute('data-hot');
    await expect(plain).not.toHaveAttribute('data-new');
  },
};

/** supportPlay 0 offers a free trial, which is a separate button from Play. */
export const FreeTrial: Story = {
  ...FreeTrialTile,
  play: async ({ canvas, args }) => {
    const trial = canvas.getByRole('button', { name: translated('Free trial of {name}', { name: args.game.gameName }) });
    await expect(trial).toHaveTextContent(translated('Free trial'));
    await userEvent.click(trial);
    await expect(args.onTry).toHaveBeenCalledWith(args.game);
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
    const { game } = args;
    const heart = canvas.getByRole('button', { name: translated('Favourite {name}', { name: game.gameName }) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(game, true);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(game, false);
    // The heart is not a play press.
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** Tab visits the heart, the free trial and Play in turn; Enter and Space press them. */
export const Keyboard: Story = {
  args: { ...FreeTrialTile.args, onFavouriteChange: fn() },
  play: async ({ canvas, args }) => {
    const { game } = args;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Favourite {name}', { name: game.gameName }) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(game, true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: translated('Free trial of {name}', { name: game.gameName }) })).toHaveFocus();
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: translated('Play {name}', { name: game.gameName }) });
    await expect(play).toHaveFocus();
    await expect(getComputedStyle(play).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(game);
  },
};

/**
 * The icon falls back through iconUrl, showIcon, lagerIcon and url; with none the initials show,
 * and an icon that fails to load gives the error image, all in the same square.
 */
export const IconFallbacks: Story = {
  ...IconFallbackTiles,
  play: async ({ canvasElement, args }) => {
    const [fromShowIcon, missing, broken] = within(canvasElement).getAllByRole('article');
    await expect(args.game.iconUrl).toBeUndefined();
    await waitFor(() => expect(fromShowIcon!.querySelector('img')).toHaveAttribute('src', args.game.showIcon));
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
  ...LongNameTiles,
  play: async ({ canvasElement }) => {
    const [long, short] = within(canvasElement).getAllByRole('article');
    await expect(long!.getBoundingClientRect().height).toBe(short!.getBoundingClientRect().height);
  },
};
