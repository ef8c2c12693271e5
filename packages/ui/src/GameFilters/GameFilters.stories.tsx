import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_GAME_FILTER, type GameFilterValue } from './game-filter';
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

const typeButton = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('toolbar', { name: 'Jenis permainan' })).getByRole('button', { name });

/** A logged-in player picks a type: the choice shows pressed and comes out whole through onChange. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Penapis permainan' })).toBeInTheDocument();
    await expect(typeButton(canvas, 'Semua')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(typeButton(canvas, 'Hangat'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'hot' });
    await expect(typeButton(canvas, 'Hangat')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(typeButton(canvas, 'Kegemaran saya'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'favourites' });
    await expect(args.onLoginRequired).not.toHaveBeenCalled();
  },
};

/** The type toolbar is one tab stop: arrows move the focus (a ring shows), Enter or Space chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(typeButton(canvas, 'Semua')).toHaveFocus();
    await expect(getComputedStyle(typeButton(canvas, 'Semua')).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(typeButton(canvas, 'Terkini')).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'recent' });
    // Tab leaves the toolbar for the name search.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Nama permainan' })).toHaveFocus();
  },
};

/**
 * A guest choosing "My favourites" or "Recent" is asked to log in (spec section 6) and the filter
 * stays as it was. Both carry a lock and say why.
 */
export const LoginRequired: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvas, args }) => {
    const favourites = typeButton(canvas, 'Kegemaran saya');
    await expect(favourites).toHaveAccessibleDescription('Log masuk untuk menggunakan penapis ini');
    await expect(favourites).toHaveAttribute('data-locked');
    await userEvent.click(favourites);
    await expect(args.onLoginRequired).toHaveBeenCalledWith('favourites');
    await userEvent.click(typeButton(canvas, 'Terkini'));
    await expect(args.onLoginRequired).toHaveBeenLastCalledWith('recent');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(typeButton(canvas, 'Semua')).toHaveAttribute('aria-pressed', 'true');
    await expect(typeButton(canvas, 'Hangat')).not.toHaveAttribute('data-locked');
  },
};

/** The name applies on Enter at once, or by itself once typing stops (300 ms); the clear button empties it. */
export const NameSearch: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Nama permainan' });
    await userEvent.type(input, 'Tiger{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, name: 'Tiger' });
    await userEvent.click(canvas.getByRole('button', { name: 'Kosongkan carian' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_GAME_FILTER);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Panda');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, name: 'Panda' }));
  },
};

/** Minimum bet and classification are native selects: the phone's own picker. */
export const BetAndClassification: Story = {
  play: async ({ canvas, args }) => {
    const minBet = canvas.getByRole('combobox', { name: 'Pertaruhan minimum' });
    const labels = within(minBet)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual(['Semua', '0.01', '0.05', '0.10', '0.50', '0.75']);
    await userEvent.selectOptions(minBet, '0.50');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, minBet: 0.5 });
    const classification = canvas.getByRole('combobox', { name: 'Klasifikasi' });
    await expect(within(classification).queryByRole('option', { name: 'Bingo' })).not.toBeInTheDocument();
    await userEvent.selectOptions(classification, 'Jekpot');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, minBet: 0.5, classification: 'jackpot' });
  },
};

/** Where the TY language is supported, bingo joins the classifications. */
export const WithBingo: Story = {
  args: { isTyLanguageSupported: true },
  play: async ({ canvas, args }) => {
    const classification = canvas.getByRole('combobox', { name: 'Klasifikasi' });
    const labels = within(classification)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual(['Semua', 'Jekpot', 'Permainan meja', 'Arked', 'Bingo']);
    await userEvent.selectOptions(classification, 'Bingo');
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
    const input = canvas.getByRole('searchbox', { name: 'Nama permainan' });
    await expect(input).toHaveValue('Dragon');
    await expect(typeButton(canvas, 'Hangat')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Pertaruhan minimum' })).toHaveValue('0.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set semula penapis' }));
    await expect(input).toHaveValue('');
    await expect(typeButton(canvas, 'Semua')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Klasifikasi' })).toHaveValue('all');
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
    const root = canvas.getByRole('region', { name: 'Penapis permainan' });
    const right = root.getBoundingClientRect().right;
    const search = canvas.getByRole('searchbox', { name: 'Nama permainan' }).getBoundingClientRect();
    const toolbar = canvas.getByRole('toolbar').getBoundingClientRect();
    const minBet = canvas.getByRole('combobox', { name: 'Pertaruhan minimum' }).getBoundingClientRect();
    const classification = canvas.getByRole('combobox', { name: 'Klasifikasi' }).getBoundingClientRect();
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
  render: (args) => (
    <div style={{ width: 960 }}>
      <GameFilters {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const tops = [
      canvas.getByRole('searchbox', { name: 'Nama permainan' }),
      canvas.getByRole('combobox', { name: 'Pertaruhan minimum' }),
      canvas.getByRole('combobox', { name: 'Klasifikasi' }),
    ].map((element) => Math.round(element.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const toolbar = canvas.getByRole('toolbar').getBoundingClientRect();
    await expect(toolbar.bottom).toBeGreaterThan(tops[0]!);
  },
};

export const DarkMode: Story = {
  args: { isLoggedIn: false, defaultValue: { type: 'hot', name: 'Lucky', minBet: 0.05, classification: 'table' } },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const hot = typeButton(canvas, 'Hangat');
    await expect(hot).toHaveAttribute('aria-pressed', 'true');
    // The chosen chip takes the dark theme's light primary, with dark text on it.
    await expect(getComputedStyle(hot).backgroundColor).toBe('rgb(110, 164, 255)');
    await expect(canvas.getByRole('button', { name: 'Kosongkan carian' })).toBeVisible();
  },
};

/** In Chinese: the labels and the amounts in the Chinese locale's format. */
export const Chinese: Story = {
  args: { isTyLanguageSupported: true },
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    const toolbar = canvas.getByRole('toolbar', { name: '游戏类型' });
    await expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).toEqual(['全部', '热门', '我的收藏', '最近']);
    await expect(canvas.getByRole('searchbox', { name: '游戏名称' })).toBeInTheDocument();
    const classification = canvas.getByRole('combobox', { name: '分类' });
    await expect(within(classification).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '全部',
      '奖池',
      '桌面游戏',
      '街机',
      '宾果',
    ]);
    await userEvent.type(canvas.getByRole('searchbox', { name: '游戏名称' }), '龙{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, name: '龙' });
  },
};

/** In English. */
export const English: Story = {
  args: { isLoggedIn: false },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My favourites' })).toHaveAccessibleDescription('Log in to use this filter');
    await expect(canvas.getByRole('combobox', { name: 'Minimum bet' })).toBeInTheDocument();
  },
};

/** Every brand in both colour modes, with a filter set so the chosen states show; axe checks the contrast of each. */
export const AllThemes: Story = {
  parameters: {
    themeMatrix: true,
    // The matrix repeats one landmark four times on purpose; a page would have one, or label each its own.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  args: { isLoggedIn: false, defaultValue: { type: 'hot', name: 'Golden', minBet: 0.75, classification: 'arcade' } },
  play: async ({ canvasElement }) => {
    const chosen = ['default', 'jade'].flatMap((brand) =>
      ['light', 'dark'].map((mode) => {
        const scope = within(canvasElement).getByTestId(`theme-${brand}-${mode}`);
        return getComputedStyle(within(scope).getByRole('button', { name: 'Hangat' })).backgroundColor;
      }),
    );
    // Four brand-and-mode pairs, four different colours for the chosen type.
    await expect(new Set(chosen).size).toBe(4);
  },
};
