import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../lobby/types';
import { axeViolations } from '../test/axe';
import { makeGames } from '../test/lobby-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

const GAMES = makeGames(40);
const HISTORY = ['dragon', 'lucky', 'panda'];

function props(overrides: Partial<SearchPanelProps> = {}): SearchPanelProps {
  return { onSearch: vi.fn(), history: HISTORY, onRemoveHistory: vi.fn(), onPlay: vi.fn(), ...overrides };
}

/** A panel wired as the app wires it: searching filters the games, removing drops the term. */
function Harness({ onSearch, onPlay = () => {} }: { onSearch?: (query: string) => void; onPlay?: (game: Game) => void }) {
  const [history, setHistory] = useState(HISTORY);
  const [results, setResults] = useState<Game[]>();
  return (
    <SearchPanel
      history={history}
      onRemoveHistory={(term) => setHistory((terms) => terms.filter((item) => item !== term))}
      results={results}
      onSearch={(query) => {
        onSearch?.(query);
        setResults(GAMES.filter((game) => game.gameName!.toLowerCase().includes(query.toLowerCase())));
      }}
      onPlay={onPlay}
    />
  );
}

const searchbox = () => screen.getByRole('searchbox');
// The panel's own live region comes first; a spinner adds another while a search runs.
const status = () => screen.getAllByRole('status')[0]!;

describe('SearchPanel', () => {
  it('is a search box that searches the trimmed query on Enter', async () => {
    const onSearch = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onSearch })} />, { locale: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search games by name' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('enterKeyHint', 'search');
    expect(screen.getByRole('search')).toContainElement(box);
    await userEvent.type(box, '  Dragon Riches  {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Dragon Riches');
  });

  it('searches with the search button too', async () => {
    const onSearch = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onSearch, defaultQuery: ' koi ' })} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('koi');
  });

  it('ignores an empty or blank query', async () => {
    const onSearch = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onSearch })} />, { locale: 'en' });
    await userEvent.type(searchbox(), '{Enter}');
    await userEvent.type(searchbox(), '    {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('reports the text as it is typed, and follows a parent that controls it', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = await renderWithProviders(<SearchPanel {...props({ onQueryChange, query: 'ko' })} />, { locale: 'en' });
    await userEvent.type(searchbox(), 'i');
    expect(onQueryChange).toHaveBeenLastCalledWith('koi');
    expect(searchbox()).toHaveValue('ko');
    rerender(<SearchPanel {...props({ onQueryChange, query: 'koi' })} />);
    expect(searchbox()).toHaveValue('koi');
  });

  it('searches a history term when its chip is pressed', async () => {
    const onSearch = vi.fn();
    const onPickHistory = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onSearch, onPickHistory })} />, { locale: 'en' });
    const history = screen.getByRole('group', { name: 'Search history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(history).getByRole('button', { name: 'lucky' }));
    expect(onPickHistory).toHaveBeenCalledWith('lucky');
    expect(onSearch).toHaveBeenCalledWith('lucky');
    expect(searchbox()).toHaveValue('lucky');
    // And with the keyboard.
    within(history).getByRole('button', { name: 'panda' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('panda');
  });

  it('removes a history term with its remove button, without searching it', async () => {
    const onSearch = vi.fn();
    const onRemoveHistory = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onSearch, onRemoveHistory })} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove lucky from history' }));
    expect(onRemoveHistory).toHaveBeenCalledWith('lucky');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('moves the focus to the next chip when one is removed, and to the search box after the last', async () => {
    await renderWithProviders(<Harness />, { locale: 'en' });
    screen.getByRole('button', { name: 'Remove dragon from history' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'dragon' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove lucky from history' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove panda from history' }));
    expect(screen.getByRole('button', { name: 'Remove lucky from history' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('group', { name: 'Search history' })).not.toBeInTheDocument();
    expect(searchbox()).toHaveFocus();
  });

  it.each([
    ['en', 1, '1 game found'],
    ['en', 12, '12 games found'],
    ['en', 0, 'No games found'],
    ['ms', 1, '1 permainan ditemui'],
    ['ms', 12, '12 permainan ditemui'],
    ['ms', 0, 'Tiada permainan ditemui'],
    ['zh', 1, '找到 1 款游戏'],
    ['zh', 12, '找到 12 款游戏'],
    ['zh', 0, '未找到游戏'],
  ] as const)('shows the count in %s: %i → %s', async (locale, count, text) => {
    await renderWithProviders(<SearchPanel {...props({ results: GAMES.slice(0, count) })} />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('lists the games found with name and vendor, each a button that plays it', async () => {
    const onPlay = vi.fn();
    await renderWithProviders(<SearchPanel {...props({ onPlay, results: GAMES.slice(0, 3) })} />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Search results' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveTextContent(`${GAMES[0]!.gameName}${GAMES[0]!.displayName}`);
    await userEvent.click(buttons[1]!);
    expect(onPlay).toHaveBeenCalledWith(GAMES[1]);
    buttons[2]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPlay).toHaveBeenLastCalledWith(GAMES[2]);
  });

  it('shows a spinner and marks the results busy while searching', async () => {
    await renderWithProviders(<SearchPanel {...props({ results: GAMES.slice(0, 3), isSearching: true })} />, { locale: 'en' });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText('Searching…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('announces the count once per search, even when two searches find as many', async () => {
    await renderWithProviders(<Harness />, { locale: 'en' });
    expect(status()).toBeEmptyDOMElement();
    await userEvent.type(searchbox(), 'dragon{Enter}');
    const found = GAMES.filter((game) => game.gameName!.toLowerCase().includes('dragon')).length;
    expect(status()).toHaveTextContent(`${found} games found`);
    const first = status().firstElementChild;
    // Typing re-renders, but announces nothing new.
    await userEvent.type(searchbox(), 'x');
    expect(status().firstElementChild).toBe(first);
    await userEvent.clear(searchbox());
    await userEvent.type(searchbox(), 'DRAGON{Enter}');
    expect(status()).toHaveTextContent(`${found} games found`);
    expect(status().firstElementChild).not.toBe(first);
    await userEvent.clear(searchbox());
    await userEvent.type(searchbox(), 'zzz{Enter}');
    expect(status()).toHaveTextContent('No games found');
  });

  it('announces when a search that was running ends, not while it runs', async () => {
    const results = GAMES.slice(0, 2);
    const { rerender } = await renderWithProviders(<SearchPanel {...props({ results })} />, { locale: 'en' });
    await userEvent.type(searchbox(), 'koi{Enter}');
    // Nothing new yet: the results on screen are the old ones.
    expect(status()).toBeEmptyDOMElement();
    rerender(<SearchPanel {...props({ results, isSearching: true })} />);
    expect(status()).toBeEmptyDOMElement();
    // The same list comes back, but the running search has ended: that is its answer.
    await act(async () => rerender(<SearchPanel {...props({ results })} />));
    expect(status()).toHaveTextContent('2 games found');
  });

  it('shows the recent games as buttons that play them', async () => {
    const onPlay = vi.fn();
    const recentGames = makeGames(4, 'LIVE');
    await renderWithProviders(<SearchPanel {...props({ onPlay, recentGames })} />, { locale: 'en' });
    const recent = screen.getByRole('group', { name: 'Recent games' });
    expect(within(recent).getByRole('heading', { level: 3 })).toHaveTextContent('Recent games');
    const tiles = within(recent).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(recentGames.map((game) => game.gameName));
    await userEvent.click(tiles[3]!);
    expect(onPlay).toHaveBeenCalledWith(recentGames[3]);
  });

  it('leaves out the history and recent sections when they are empty', async () => {
    await renderWithProviders(<SearchPanel {...props({ history: [], recentGames: [] })} />, { locale: 'en' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names its controls in Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<SearchPanel {...props()} />, { locale: 'ms' });
    expect(screen.getByRole('button', { name: 'Buang lucky daripada sejarah' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<SearchPanel {...props()} />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '从历史记录中删除 lucky' })).toBeInTheDocument();
  });

  it('has no axe violations with history, results and recent games', async () => {
    const { container } = await renderWithProviders(
      <SearchPanel {...props({ results: GAMES.slice(0, 5), recentGames: makeGames(3, 'FISH') })} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
