import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Game } from '../lobby/types';
import { makeGames } from '../test/lobby-fixtures';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

const CATALOGUE = [...makeGames(120, 'RNG'), ...makeGames(30, 'FISH'), ...makeGames(30, 'LIVE')];
const HISTORY = ['dragon', 'lucky panda', 'fortune', 'koi'];
const RECENT = [...makeGames(3, 'RNG', 17), ...makeGames(2, 'LIVE', 4), makeGames(1, 'FISH', 8)[0]!];

const matches = (query: string) => CATALOGUE.filter((game) => game.gameName!.toLowerCase().includes(query.toLowerCase()));

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
        }, 150);
      }}
      onRemoveHistory={(term) => {
        args.onRemoveHistory(term);
        setHistory((terms) => terms.filter((item) => item !== term));
      }}
    />
  );
}

const meta = {
  title: 'Lobby/SearchPanel',
  component: SearchPanel,
  args: {
    history: HISTORY,
    recentGames: RECENT,
    isSearching: false,
    onSearch: fn(),
    onRemoveHistory: fn(),
    onPickHistory: fn(),
    onQueryChange: fn(),
    onPlay: fn(),
  },
  argTypes: {
    results: { control: 'object' },
    recentGames: { control: 'object' },
    query: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchbox = (canvas: ReturnType<typeof within>) => canvas.getByRole('searchbox', { name: 'Cari permainan mengikut nama' });

/** Enter searches the trimmed text; a blank one is ignored. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = searchbox(canvas);
    await expect(box).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' Golden Legend {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Golden Legend');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('    Golden Legend ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/**
 * The whole journey: a search shows "Sedang mencari…", then the count and the games, and the
 * count is announced once; a chip searches its term again; a game press plays it.
 */
export const Searching: Story = {
  render: (args) => <SearchPopup {...args} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getAllByRole('status')[0]!;
    await userEvent.type(searchbox(canvas), 'dragon{Enter}');
    await expect(canvas.getByText('Sedang mencari…')).toBeVisible();
    const found = matches('dragon').length;
    await waitFor(() => expect(status).toHaveTextContent(`${found} permainan ditemui`));
    await expect(canvas.getByText(`${found} permainan ditemui`, { selector: 'p' })).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Hasil carian' });
    await expect(within(results).getAllByRole('button')).toHaveLength(found);

    await userEvent.click(within(results).getAllByRole('button')[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(matches('dragon')[0]);

    await userEvent.click(canvas.getByRole('button', { name: 'koi' }));
    await expect(args.onPickHistory).toHaveBeenCalledWith('koi');
    await expect(searchbox(canvas)).toHaveValue('koi');
    await waitFor(() => expect(status).toHaveTextContent(`${matches('koi').length} permainan ditemui`));
    // The searched term moves to the front of the history.
    const chips = within(canvas.getByRole('group', { name: 'Sejarah carian' })).getAllByRole('listitem');
    await expect(chips[0]).toHaveTextContent('koi');
  },
};

/** Each chip searches its term; its × removes it, and the focus moves to the next chip. */
export const HistoryChips: Story = {
  render: (args) => <SearchPopup {...args} />,
  play: async ({ canvas, args }) => {
    const history = canvas.getByRole('group', { name: 'Sejarah carian' });
    await userEvent.click(within(history).getByRole('button', { name: 'Buang lucky panda daripada sejarah' }));
    await expect(args.onRemoveHistory).toHaveBeenCalledWith('lucky panda');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(within(history).queryByRole('button', { name: 'lucky panda' })).toBeNull();
    await expect(within(history).getByRole('button', { name: 'Buang fortune daripada sejarah' })).toHaveFocus();
    await expect(getComputedStyle(document.activeElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(within(history).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['dragon', 'koi']);
  },
};

/** Results given: the count and a compact list of games with their icons and vendors. */
export const WithResults: Story = {
  args: { results: matches('golden') },
  play: async ({ canvas, args }) => {
    const count = matches('golden').length;
    await expect(canvas.getByText(`${count} permainan ditemui`)).toBeVisible();
    const buttons = within(canvas.getByRole('list', { name: 'Hasil carian' })).getAllByRole('button');
    await expect(buttons[0]).toHaveTextContent(matches('golden')[0]!.displayName!);
    // Icons keep a 40 × 40 box while they load, so nothing shifts.
    const icon = buttons[0]!.querySelector('[data-state]')!;
    await expect(icon.getBoundingClientRect().width).toBe(40);
    buttons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(matches('golden')[1]);
  },
};

export const NoResults: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tiada permainan ditemui')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Hasil carian' })).toBeNull();
  },
};

/** While a search runs the results show a spinner and are marked busy. */
export const Busy: Story = {
  args: { isSearching: true, results: matches('golden') },
  play: async ({ canvas }) => {
    const spinner = canvas.getByText('Sedang mencari…');
    await expect(spinner.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Hasil carian' })).toBeNull();
  },
};

/** Recent games as small tiles, each a button. */
export const RecentGames: Story = {
  args: { history: [] },
  play: async ({ canvas, args }) => {
    const recent = canvas.getByRole('group', { name: 'Permainan terkini' });
    const tiles = within(recent).getAllByRole('button');
    await expect(tiles.map((tile) => tile.textContent)).toEqual(RECENT.map((game) => game.gameName));
    await userEvent.click(tiles[4]!);
    await expect(args.onPlay).toHaveBeenCalledWith(RECENT[4]);
    await expect(canvas.queryByRole('group', { name: 'Sejarah carian' })).toBeNull();
  },
};

/** English has a singular: "1 game found". */
export const English: Story = {
  globals: { locale: 'en' },
  args: { results: CATALOGUE.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 game found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove dragon from history' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { results: matches('golden') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`找到 ${matches('golden').length} 款游戏`)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '按名称搜索游戏' })).toHaveAttribute('placeholder', '游戏名称');
    await expect(canvas.getByRole('button', { name: '从历史记录中删除 koi' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '最近玩过的游戏' })).toBeInTheDocument();
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { results: matches('lucky') },
  play: async ({ canvas }) => {
    const box = searchbox(canvas);
    const [red, green, blue] = getComputedStyle(box).color.match(/\d+/g)!.map(Number);
    // Light text in a dark box.
    await expect(red! + green! + blue!).toBeGreaterThan(600);
    await userEvent.click(box);
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one search landmark four times on purpose; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { results: matches('panda').slice(0, 4), recentGames: RECENT.slice(0, 3), history: HISTORY.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const searchColours = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('button', { name: 'Cari' })).backgroundColor;
      }),
    );
    // The search button takes each brand's primary colour in each mode.
    await expect(new Set(searchColours).size).toBe(4);
  },
};
