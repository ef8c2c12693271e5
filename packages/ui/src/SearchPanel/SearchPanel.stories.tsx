import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { SearchPanel } from './SearchPanel';
import { HISTORY, matches, RECENT } from './search-fixtures';

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

/** Before a search: the box, the player's past searches and recent games. */
export const Default: Story = {};

/** The text in the box, the past searches (a list of terms), the state of a search and the heading level. */
export const Playground: Story = {
  args: { defaultQuery: 'golden', results: matches('golden').slice(0, 5) },
  argTypes: {
    defaultQuery: { control: 'text' },
    history: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  // The query is only read on mount: a new one from the controls starts the panel over.
  render: (args) => <SearchPanel key={args.defaultQuery} {...args} />,
};

/** Results given: the count and a compact list of games with their icons and vendors. */
export const WithResults: Story = {
  args: { results: matches('golden') },
};

/** Nothing found. */
export const NoResults: Story = {
  args: { results: [] },
};

/** While a search runs the results show a spinner and are marked busy. */
export const Busy: Story = {
  args: { isSearching: true, results: matches('golden') },
};

/** No past searches yet: recent games only, as small tiles. */
export const RecentGames: Story = {
  args: { history: [] },
};

/** Every brand in both colour modes; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one search landmark four times on purpose; a page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { results: matches('panda').slice(0, 4), recentGames: RECENT.slice(0, 3), history: HISTORY.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const searchColours = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('button', { name: translated('Search') })).backgroundColor,
    );
    // The search button takes each brand's primary colour in each mode.
    await expect(new Set(searchColours).size).toBe(4);
  },
};
