import { createRef, useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { GameTile } from './GameTile';

const game: Game = {
  nodeId: 'RNG-1',
  vassalage: 'PT',
  gameType: 'RNG',
  gameName: 'Dragon Riches',
  displayName: 'Playtech',
  iconUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  isHot: 1,
  isNew: 0,
  supportPlay: 1,
};

describe('GameTile', () => {
  it('shows the name and vendor in an article named by the game', async () => {
    await renderWithProviders(<GameTile game={game} onPlay={vi.fn()} />, { locale: 'en' });
    const tile = screen.getByRole('article', { name: 'Dragon Riches' });
    expect(within(tile).getByText('Playtech')).toBeInTheDocument();
  });

  it('falls back to the vendor code when there is no display name', async () => {
    await renderWithProviders(<GameTile game={{ ...game, displayName: undefined }} onPlay={vi.fn()} />);
    expect(screen.getByText('PT')).toBeInTheDocument();
  });

  it('plays with a button named after the game, by pointer and by keyboard', async () => {
    const onPlay = vi.fn();
    await renderWithProviders(<GameTile game={game} onPlay={onPlay} />, { locale: 'en' });
    const play = screen.getByRole('button', { name: 'Play Dragon Riches' });
    expect(play).toHaveTextContent('Play');
    await userEvent.tab();
    expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledTimes(3);
    expect(onPlay).toHaveBeenCalledWith(game);
  });

  it('marks hot (isHot 1) and new (isNew 1) games, and only those', async () => {
    const { rerender } = await renderWithProviders(<GameTile game={game} onPlay={vi.fn()} />, { locale: 'en' });
    const tile = screen.getByRole('article');
    expect(tile).toHaveAttribute('data-hot');
    expect(within(tile).getByText('Hot')).toBeInTheDocument();
    expect(within(tile).queryByText('New')).not.toBeInTheDocument();

    rerender(<GameTile game={{ ...game, isHot: 0, isNew: 1 }} onPlay={vi.fn()} />);
    expect(tile).not.toHaveAttribute('data-hot');
    expect(within(tile).getByText('New')).toBeInTheDocument();
    expect(within(tile).queryByText('Hot')).not.toBeInTheDocument();
  });

  it('offers a free trial only when supportPlay is 0', async () => {
    const onTry = vi.fn();
    const onPlay = vi.fn();
    const { rerender } = await renderWithProviders(<GameTile game={game} onPlay={onPlay} onTry={onTry} />, {
      locale: 'en',
    });
    expect(screen.queryByRole('button', { name: /Free trial/ })).not.toBeInTheDocument();

    rerender(<GameTile game={{ ...game, supportPlay: 0 }} onPlay={onPlay} onTry={onTry} />);
    const trial = screen.getByRole('button', { name: 'Free trial of Dragon Riches' });
    await userEvent.click(trial);
    expect(onTry).toHaveBeenCalledWith({ ...game, supportPlay: 0 });
    // The trial press is not also a play press.
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('toggles the favourite with a pressed state, and hides the heart without a callback', async () => {
    const onFavouriteChange = vi.fn();
    function Harness() {
      const [isFavourite, setFavourite] = useState(false);
      return (
        <GameTile
          game={game}
          onPlay={vi.fn()}
          isFavourite={isFavourite}
          onFavouriteChange={(changed, next) => {
            onFavouriteChange(changed, next);
            setFavourite(next);
          }}
        />
      );
    }
    const { unmount } = await renderWithProviders(<Harness />, { locale: 'en' });
    const heart = screen.getByRole('button', { name: 'Favourite Dragon Riches' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(onFavouriteChange.mock.calls).toEqual([
      [game, true],
      [game, false],
    ]);
    unmount();

    await renderWithProviders(<GameTile game={game} onPlay={vi.fn()} isFavourite />);
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('shows initials in place of a missing icon, keeping the square', async () => {
    const noIcon = { ...game, iconUrl: undefined };
    const { container } = await renderWithProviders(<GameTile game={noIcon} onPlay={vi.fn()} />);
    const fallback = container.querySelector('[data-no-icon]');
    expect(fallback).toHaveTextContent('DR');
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the icon through the fallback order (showIcon when iconUrl is empty)', async () => {
    const { container } = await renderWithProviders(
      <GameTile game={{ ...game, iconUrl: '', showIcon: 'data:image/png;base64,AAAA' }} onPlay={vi.fn()} />,
    );
    expect(container.querySelector('[data-no-icon]')).toBeNull();
    expect(container.querySelector('[data-state]')).not.toBeNull();
  });

  it('translates its buttons and marks', async () => {
    await renderWithProviders(
      <GameTile game={{ ...game, isNew: 1, supportPlay: 0 }} onPlay={vi.fn()} onTry={vi.fn()} onFavouriteChange={vi.fn()} />,
      { locale: 'zh' },
    );
    expect(screen.getByRole('button', { name: '开始游戏 Dragon Riches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '免费试玩 Dragon Riches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 Dragon Riches' })).toBeInTheDocument();
    expect(screen.getByText('热门')).toBeInTheDocument();
    expect(screen.getByText('新')).toBeInTheDocument();
  });

  it('passes its ref and extra attributes to the article', async () => {
    const ref = createRef<HTMLElement>();
    await renderWithProviders(<GameTile game={game} onPlay={vi.fn()} ref={ref} aria-posinset={3} className="extra" />);
    expect(ref.current).toBe(screen.getByRole('article'));
    expect(ref.current).toHaveAttribute('aria-posinset', '3');
    expect(ref.current).toHaveClass('extra');
  });

  it('has no nested interactive elements and no axe violations', async () => {
    const { container } = await renderWithProviders(
      <GameTile game={{ ...game, supportPlay: 0, isNew: 1 }} onPlay={vi.fn()} onTry={vi.fn()} onFavouriteChange={vi.fn()} />,
    );
    for (const button of screen.getAllByRole('button')) {
      expect(button.querySelector('button, a, input')).toBeNull();
    }
    expect(await axeViolations(container)).toEqual([]);
  });
});
