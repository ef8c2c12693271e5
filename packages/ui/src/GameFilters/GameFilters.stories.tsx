import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { themeScopes } from '../test/theme-matrix';
import { GAME_FILTER_TYPES, MIN_BET_OPTIONS, type GameClassification, type GameFilterType } from './game-filter';
import { GameFilters, type GameFiltersProps } from './GameFilters';

const meta = {
  title: 'Lobby/GameFilters',
  component: GameFilters,
  args: {
    isLoggedIn: true,
    isTyLanguageSupported: false,
    onChange: fn(),
    onLoginRequired: fn(),
  },
  argTypes: {
    value: { control: false },
    defaultValue: { control: 'object' },
  },
} satisfies Meta<typeof GameFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in player's filters, nothing chosen yet: every game of the category. */
export const Default: Story = {};

interface PlaygroundArgs extends GameFiltersProps {
  filterType: GameFilterType;
  searchName: string;
  /** 0 for any bet. */
  minimumBet: number;
  classification: GameClassification | 'all';
}

/** The filter the page opens with (the name searched for as text), for a guest or a player. */
export const Playground: StoryObj<PlaygroundArgs> = {
  args: { filterType: 'hot', searchName: 'Dragon', minimumBet: 0, classification: 'all' },
  argTypes: {
    filterType: { control: 'inline-radio', options: GAME_FILTER_TYPES },
    searchName: { control: 'text' },
    minimumBet: { control: { type: 'select', labels: { 0: 'any' } }, options: [0, ...MIN_BET_OPTIONS] },
    classification: { control: 'select', options: ['all', 'jackpot', 'table', 'arcade', 'bingo'] },
    defaultValue: { control: false },
  },
  render: ({ filterType, searchName, minimumBet, classification, ...args }) => (
    <GameFilters
      {...args}
      // The filter is only read on mount: a new one from the controls starts the filters over.
      key={[filterType, searchName, minimumBet, classification].join('|')}
      defaultValue={{
        type: filterType,
        name: searchName,
        minBet: minimumBet || null,
        classification: classification === 'all' ? null : classification,
      }}
    />
  ),
};

/** A guest: "My favourites" and "Recent" carry a lock, as they need a login. */
export const Guest: Story = {
  args: { isLoggedIn: false },
};

/** Where the TY language is supported, bingo joins the classifications. */
export const WithBingo: Story = {
  args: { isTyLanguageSupported: true },
};

/** On a wide screen the four parts share one line. */
export const Wide: Story = {
  render: (args) => (
    <div style={{ width: 960 }}>
      <GameFilters {...args} />
    </div>
  ),
};

/** Every brand in both colour modes, with a filter set so the chosen states show; axe checks the contrast of each. */
export const ThemeMatrix: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one landmark four times on purpose; a page would have one, or label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { isLoggedIn: false, defaultValue: { type: 'hot', name: 'Golden', minBet: 0.75, classification: 'arcade' } },
  play: async ({ canvasElement }) => {
    const chosen = themeScopes(canvasElement).map(
      (scope) => getComputedStyle(within(scope).getByRole('button', { name: translated('Hot') })).backgroundColor,
    );
    // Four brand-and-mode pairs, four different colours for the chosen type.
    await expect(new Set(chosen).size).toBe(4);
  },
};
