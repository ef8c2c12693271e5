import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import type { Game } from '../lobby/types';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';
import { matches } from './search-fixtures';
import searchPanelMeta, {
  Busy as BusyPanel,
  NoResults as NoResultsPanel,
  RecentGames as RecentGamesPanel,
  WithResults as WithResultsPanel,
} from './SearchPanel.stories';

/**
 * How long the story's search takes: long enough that the play function still sees "Searching…"
 * after typing the term on a busy machine (150 ms was not, in CI).
 */
const SEARCH_DELAY_MS = 600;

/**
 * The panel as the app wires it: a search takes a moment (isSearching), finds games by name,
 * and puts the term first in the history; the remove buttons drop terms.
 */
function SearchPopup(args: SearchPanelProps) {
  const [history, setHistory] = useState(args.history);
  const [results, setResults] = useState<Game[] | undefined>(args.results);
  const [isSearching, setIsSearching] = useState(false);
  return (
    <SearchPanel
      {...args}
      history={history}
      results={results}
      isSearching={isSearching}
      onSearch={(query) => {
        args.onSearch(query);
        setIsSearching(true);
        setHistory((terms) => [query, ...terms.filter((term) => term !== query)].slice(0, 8));
        setTimeout(() => {
          setResults(matches(query));
          setIsSearching(false);
        }, SEARCH_DELAY_MS);
      }}
      onRemoveHistory={(term) => {
        args.onRemoveHistory(term);
        setHistory((terms) => terms.filter((item) => item !== term));
      }}
    />
  );
}

const meta = {
  ...searchPanelMeta,
  title: 'Lobby/SearchPanel/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchbox = (canvas: ReturnType<typeof within>) => canvas.getByRole('searchbox', { name: translated('Search games by name') });

/** Enter searches the trimmed text; a blank one is ignored. */
export const SearchOnEnter: Story = {
  play: async ({ canvas, args }) => {
    const box = searchbox(canvas);
    await expect(box).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' Golden Legend {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Golden Legend');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('    Golden Legend ');
    await userEvent.click(canvas.getByRole('button', { name: translated('Search') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/**
 * The whole journey: a search shows "Searching…", then the count and the games, and the
 * count is announced once; a chip searches its term again; a game press plays it.
 */
export const Searching: Story = {
  render: (args) => <SearchPopup {...args} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getAllByRole('status')[0]!;
    await userEvent.type(searchbox(canvas), 'dragon{Enter}');
    await expect(canvas.getByText(translated('Searching…'))).toBeVisible();
    const found = matches('dragon').length;
    await waitFor(() => expect(status).toHaveTextContent(translated('{count, plural, one {# game found} other {# games found}}', { count: found })));
    await expect(canvas.getByText(translated('{count, plural, one {# game found} other {# games found}}', { count: found }), { selector: 'p' })).toBeVisible();
    const results = canvas.getByRole('list', { name: translated('Search results') });
    await expect(within(results).getAllByRole('button')).toHaveLength(found);

    await userEvent.click(within(results).getAllByRole('button')[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(matches('dragon')[0]);

    await userEvent.click(canvas.getByRole('button', { name: 'koi' }));
    await expect(args.onPickHistory).toHaveBeenCalledWith('koi');
    await expect(searchbox(canvas)).toHaveValue('koi');
    await waitFor(() => expect(status).toHaveTextContent(translated('{count, plural, one {# game found} other {# games found}}', { count: matches('koi').length })));
    // The searched term moves to the front of the history.
    const chips = within(canvas.getByRole('group', { name: translated('Search history') })).getAllByRole('listitem');
    await expect(chips[0]).toHaveTextContent('koi');
  },
};

/** Each chip searches its term; its × removes it, and the focus moves to the next chip. */
export const HistoryChips: Story = {
  render: (args) => <SearchPopup {...args} />,
  play: async ({ canvas, args }) => {
    const history = canvas.getByRole('group', { name: translated('Search history') });
    await userEvent.click(within(history).getByRole('button', { name: translated('Remove {term} from history', { term: 'lucky panda' }) }));
    await expect(args.onRemoveHistory).toHaveBeenCalledWith('lucky panda');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(within(history).queryByRole('button', { name: 'lucky panda' })).toBeNull();
    await expect(within(history).getByRole('button', { name: translated('Remove {term} from history', { term: 'fortune' }) })).toHaveFocus();
    await expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(within(history).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['dragon', 'koi']);
  },
};

/** Results given: the count and a compact list of games with their icons and vendors. */
export const WithResults: Story = {
  ...WithResultsPanel,
  play: async ({ canvas, args }) => {
    const results = args.results!;
    const count = results.length;
    await expect(canvas.getByText(translated('{count, plural, one {# game found} other {# games found}}', { count: count }))).toBeVisible();
    const buttons = within(canvas.getByRole('list', { name: translated('Search results') })).getAllByRole('button');
    await expect(buttons[0]).toHaveTextContent(results[0]!.displayName!);
    // Icons keep a 40 × 40 box while they load, so nothing shifts.
    const icon = buttons[0]!.querySelector('[data-state]')!;
    await expect(icon.getBoundingClientRect().width).toBe(40);
    buttons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(results[1]);
  },
};

/** Nothing found. */
export const NoResults: Story = {
  ...NoResultsPanel,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translated('No games found'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: translated('Search results') })).toBeNull();
  },
};

/** While a search runs the results show a spinner and are marked busy. */
export const Busy: Story = {
  ...BusyPanel,
  play: async ({ canvas }) => {
    const spinner = canvas.getByText(translated('Searching…'));
    await expect(spinner.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: translated('Search results') })).toBeNull();
  },
};

/** Recent games as small tiles, each a button. */
export const RecentGames: Story = {
  ...RecentGamesPanel,
  play: async ({ canvas, args }) => {
    const recentGames = args.recentGames!;
    const recent = canvas.getByRole('group', { name: translated('Recent games') });
    const tiles = within(recent).getAllByRole('button');
    await expect(tiles.map((tile) => tile.textContent)).toEqual(recentGames.map((game) => game.gameName));
    await userEvent.click(tiles[4]!);
    await expect(args.onPlay).toHaveBeenCalledWith(recentGames[4]);
    await expect(canvas.queryByRole('group', { name: translated('Search history') })).toBeNull();
  },
};
