import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translated } from '../test/story-i18n';
import { DEFAULT_GAME_FILTER, type GameFilterValue } from './game-filter';
import { GameFilters, type GameFiltersProps } from './GameFilters';
import gameFiltersMeta, { Guest as GuestFilters, Wide as WideFilters, WithBingo as BingoFilters } from './GameFilters.stories';

const meta = {
  ...gameFiltersMeta,
  title: 'Lobby/GameFilters/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof GameFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeButton = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('toolbar', { name: translated('Game type') })).getByRole('button', { name });

/** A logged-in player picks a type: the choice shows pressed and comes out whole through onChange. */
export const PickAType: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: translated('Game filters') })).toBeInTheDocument();
    await expect(typeButton(canvas, translated('All'))).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(typeButton(canvas, translated('Hot')));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'hot' });
    await expect(typeButton(canvas, translated('Hot'))).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(typeButton(canvas, translated('My favourites')));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'favourites' });
    await expect(args.onLoginRequired).not.toHaveBeenCalled();
  },
};

/** The type toolbar is one tab stop: arrows move the focus (a ring shows), Enter or Space chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(typeButton(canvas, translated('All'))).toHaveFocus();
    await expect(getComputedStyle(typeButton(canvas, translated('All'))).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(typeButton(canvas, translated('Recent'))).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'recent' });
    // Tab leaves the toolbar for the name search.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: translated('Game name') })).toHaveFocus();
  },
};

/**
 * A guest choosing "My favourites" or "Recent" is asked to log in (spec section 6) and the filter
 * stays as it was. Both carry a lock and say why.
 */
export const LoginRequired: Story = {
  ...GuestFilters,
  play: async ({ canvas, args }) => {
    const favourites = typeButton(canvas, translated('My favourites'));
    await expect(favourites).toHaveAccessibleDescription(translated('Log in to use this filter'));
    await expect(favourites).toHaveAttribute('data-locked');
    await userEvent.click(favourites);
    await expect(args.onLoginRequired).toHaveBeenCalledWith('favourites');
    await userEvent.click(typeButton(canvas, translated('Recent')));
    await expect(args.onLoginRequired).toHaveBeenLastCalledWith('recent');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(typeButton(canvas, translated('All'))).toHaveAttribute('aria-pressed', 'true');
    await expect(typeButton(canvas, translated('Hot'))).not.toHaveAttribute('data-locked');
  },
};

/** The name applies on Enter at once, or by itself once typing stops (300 ms); the clear button empties it. */
export const NameSearch: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: translated('Game name') });
    await userEvent.type(input, 'Tiger{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, name: 'Tiger' });
    await userEvent.click(canvas.getByRole('button', { name: translated('Clear search') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_GAME_FILTER);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Panda');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, name: 'Panda' }));
  },
};

/** Minimum bet and classification are native selects: the phone's own picker. */
export const BetAndClassification: Story = {
  play: async ({ canvas, args }) => {
    const minBet = canvas.getByRole('combobox', { name: translated('Minimum bet') });
    const labels = within(minBet)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual([translated('All'), '0.01', '0.05', '0.10', '0.50', '0.75']);
    await userEvent.selectOptions(minBet, '0.50');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, minBet: 0.5 });
    const classification = canvas.getByRole('combobox', { name: translated('Classification') });
    await expect(within(classification).queryByRole('option', { name: translated('Bingo') })).not.toBeInTheDocument();
    await userEvent.selectOptions(classification, translated('Jackpot'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, minBet: 0.5, classification: 'jackpot' });
  },
};

/** Where the TY language is supported, bingo joins the classifications. */
export const WithBingo: Story = {
  ...BingoFilters,
  play: async ({ canvas, args }) => {
    const classification = canvas.getByRole('combobox', { name: translated('Classification') });
    const labels = within(classification)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual([translated('All'), translated('Jackpot'), translated('Table games'), translated('Arcade'), translated('Bingo')]);
    await userEvent.selectOptions(classification, translated('Bingo'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, classification: 'bingo' });
  },
};

function ControlledFilters(args: GameFiltersProps) {
  const [filter, setFilter] = useState<GameFilterValue>({ type: 'hot', name: 'Dragon', minBet: 0.1, classification: 'arcade' });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <GameFilters
        {...args}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          args.onChange?.(next);
        }}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" onClick={() => setFilter(DEFAULT_GAME_FILTER)}>
          <Trans>Reset filters</Trans>
        </button>
        <output style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {JSON.stringify(filter)}
        </output>
      </div>
    </div>
  );
}

/** The page owns the filter (to reset it on a category change): the fields follow it. */
export const Controlled: Story = {
  render: (args) => <ControlledFilters {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: translated('Game name') });
    await expect(input).toHaveValue('Dragon');
    await expect(typeButton(canvas, translated('Hot'))).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: translated('Minimum bet') })).toHaveValue('0.1');
    await userEvent.click(canvas.getByRole('button', { name: translated('Reset filters') }));
    await expect(input).toHaveValue('');
    await expect(typeButton(canvas, translated('All'))).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: translated('Classification') })).toHaveValue('all');
  },
};

/**
 * On a 320 px phone the type chips wrap, the search takes the full width, and the two selects
 * share a row.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const root = canvas.getByRole('region', { name: translated('Game filters') });
    const right = root.getBoundingClientRect().right;
    const search = canvas.getByRole('searchbox', { name: translated('Game name') }).getBoundingClientRect();
    const toolbar = canvas.getByRole('toolbar').getBoundingClientRect();
    const minBet = canvas.getByRole('combobox', { name: translated('Minimum bet') }).getBoundingClientRect();
    const classification = canvas.getByRole('combobox', { name: translated('Classification') }).getBoundingClientRect();
    await expect(search.top).toBeGreaterThan(toolbar.bottom);
    await expect(minBet.top).toBeGreaterThan(search.bottom);
    await expect(Math.round(classification.top)).toBe(Math.round(minBet.top));
    for (const box of [search, toolbar, minBet, classification]) await expect(box.right).toBeLessThanOrEqual(right + 1);
    // Nothing makes the page scroll sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** On a wide screen the four parts share one line. */
export const Wide: Story = {
  ...WideFilters,
  play: async ({ canvas }) => {
    const tops = [
      canvas.getByRole('searchbox', { name: translated('Game name') }),
      canvas.getByRole('combobox', { name: translated('Minimum bet') }),
      canvas.getByRole('combobox', { name: translated('Classification') }),
    ].map((element) => Math.round(element.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const toolbar = canvas.getByRole('toolbar').getBoundingClientRect();
    await expect(toolbar.bottom).toBeGreaterThan(tops[0]!);
  },
};
