import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { DEFAULT_GAME_FILTER, type GameFilterValue } from './game-filter';
import { GameFilters, NAME_SEARCH_DELAY } from './GameFilters';

const typeButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Game type' })).getByRole('button', { name });
const nameInput = () => screen.getByRole('searchbox', { name: 'Game name' });

/** Fake timers for the search delay, with user-event advancing them between keystrokes. */
function fakeTimersUser() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library's async wrapper advances fake timers only when they look like Jest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GameFilters', () => {
  it('chooses a type with the pointer and shows it pressed', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters isLoggedIn onChange={onChange} />, { locale: 'en' });
    expect(typeButton('All')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(typeButton('Hot'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_GAME_FILTER, type: 'hot' });
    expect(typeButton('Hot')).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton('All')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(typeButton('My favourites'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'favourites' });
    // Choosing the type already chosen changes nothing.
    await userEvent.click(typeButton('My favourites'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is one tab stop whose arrows move the focus, and Enter and Space choose', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters isLoggedIn defaultValue={{ ...DEFAULT_GAME_FILTER, type: 'hot' }} onChange={onChange} />, {
      locale: 'en',
    });
    await userEvent.tab();
    // The chosen type is the tab stop.
    expect(typeButton('Hot')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(typeButton('My favourites')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(typeButton('All')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(typeButton('Recent')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(typeButton('All')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(typeButton('Recent')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'recent' });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, type: 'all' });
    const tabIndexes = ['All', 'Hot', 'My favourites', 'Recent'].map((name) => typeButton(name).tabIndex);
    expect(tabIndexes).toEqual([0, -1, -1, -1]);
    await userEvent.tab();
    expect(nameInput()).toHaveFocus();
    // Back into the toolbar, the chosen type has the focus again.
    await userEvent.tab({ shift: true });
    expect(typeButton('All')).toHaveFocus();
  });

  it('asks a guest to log in for favourites and recent games instead of changing the filter', async () => {
    const onChange = vi.fn();
    const onLoginRequired = vi.fn();
    await renderWithProviders(<GameFilters onChange={onChange} onLoginRequired={onLoginRequired} />, { locale: 'en' });
    expect(typeButton('My favourites')).toHaveAccessibleDescription('Log in to use this filter');
    expect(typeButton('Recent')).toHaveAccessibleDescription('Log in to use this filter');
    expect(typeButton('Hot')).not.toHaveAccessibleDescription();
    await userEvent.click(typeButton('My favourites'));
    expect(onLoginRequired).toHaveBeenCalledExactlyOnceWith('favourites');
    typeButton('Recent').focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoginRequired).toHaveBeenLastCalledWith('recent');
    expect(onChange).not.toHaveBeenCalled();
    expect(typeButton('All')).toHaveAttribute('aria-pressed', 'true');
    // Types open to guests still work.
    await userEvent.click(typeButton('Hot'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_GAME_FILTER, type: 'hot' });
  });

  it('searches by name 300 ms after typing stops', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters onChange={onChange} />, { locale: 'en' });
    const user = fakeTimersUser();
    await user.type(nameInput(), 'drag');
    act(() => vi.advanceTimersByTime(NAME_SEARCH_DELAY - 1));
    expect(onChange).not.toHaveBeenCalled();
    // A keystroke before the delay is up starts it again.
    await user.type(nameInput(), 'on ');
    act(() => vi.advanceTimersByTime(NAME_SEARCH_DELAY - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // Trimmed: the trailing space is not part of the name searched.
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_GAME_FILTER, name: 'dragon' });
    // The space stays in the input, so typing goes on where it was.
    expect(nameInput()).toHaveValue('dragon ');
  });

  it('searches at once on Enter, without a second search when the delay ends', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters onChange={onChange} />, { locale: 'en' });
    const user = fakeTimersUser();
    await user.type(nameInput(), 'tiger{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_GAME_FILTER, name: 'tiger' });
    act(() => vi.advanceTimersByTime(NAME_SEARCH_DELAY * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears the name with its clear button and puts the focus back in the input', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters defaultValue={{ ...DEFAULT_GAME_FILTER, name: 'lucky' }} onChange={onChange} />, { locale: 'en' });
    expect(nameInput()).toHaveValue('lucky');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(DEFAULT_GAME_FILTER);
    expect(nameInput()).toHaveValue('');
    expect(nameInput()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('does not search when the component goes away before the delay ends', async () => {
    const onChange = vi.fn();
    const { unmount } = await renderWithProviders(<GameFilters onChange={onChange} />, { locale: 'en' });
    const user = fakeTimersUser();
    await user.type(nameInput(), 'koi');
    unmount();
    act(() => vi.advanceTimersByTime(NAME_SEARCH_DELAY));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a name the parent resets, when controlled', async () => {
    function Controlled() {
      const [filter, setFilter] = useState<GameFilterValue>({ ...DEFAULT_GAME_FILTER, name: 'panda', minBet: 0.5 });
      return (
        <>
          <GameFilters value={filter} onChange={setFilter} />
          <button type="button" onClick={() => setFilter(DEFAULT_GAME_FILTER)}>
            Reset
          </button>
        </>
      );
    }
    await renderWithProviders(<Controlled />, { locale: 'en' });
    expect(nameInput()).toHaveValue('panda');
    expect(screen.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(nameInput()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('all');
  });

  it('keeps a controlled filter until the parent changes it', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters isLoggedIn value={DEFAULT_GAME_FILTER} onChange={onChange} />, { locale: 'en' });
    await userEvent.click(typeButton('Recent'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_GAME_FILTER, type: 'recent' });
    expect(typeButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers the spec's minimum bets, formatted, and chooses one", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<GameFilters onChange={onChange} />, { locale: 'en' });
    const select = screen.getByRole('combobox', { name: 'Minimum bet' });
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['All', '0.01', '0.05', '0.10', '0.50', '0.75']);
    await userEvent.selectOptions(select, '0.10');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, minBet: 0.1 });
    await userEvent.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith(DEFAULT_GAME_FILTER);
  });

  it('offers bingo only when the TY language is supported', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<GameFilters onChange={onChange} />, { locale: 'en' });
    const select = () => screen.getByRole('combobox', { name: 'Classification' });
    const labels = () =>
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels()).toEqual(['All', 'Jackpot', 'Table games', 'Arcade']);
    await userEvent.selectOptions(select(), 'Table games');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, classification: 'table' });

    rerender(<GameFilters isTyLanguageSupported onChange={onChange} />);
    expect(labels()).toEqual(['All', 'Jackpot', 'Table games', 'Arcade', 'Bingo']);
    await userEvent.selectOptions(select(), 'Bingo');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_GAME_FILTER, classification: 'bingo' });
  });

  it('shows a bingo filter as "all" where bingo is not offered', async () => {
    await renderWithProviders(<GameFilters value={{ ...DEFAULT_GAME_FILTER, classification: 'bingo' }} />, { locale: 'en' });
    expect(screen.getByRole('combobox', { name: 'Classification' })).toHaveValue('all');
  });

  it('speaks Malay and Chinese', async () => {
    const { unmount } = await renderWithProviders(<GameFilters />, { locale: 'ms' });
    expect(screen.getByRole('region', { name: 'Penapis permainan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kegemaran saya' })).toHaveAccessibleDescription('Log masuk untuk menggunakan penapis ini');
    expect(screen.getByRole('combobox', { name: 'Pertaruhan minimum' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<GameFilters isTyLanguageSupported />, { locale: 'zh' });
    expect(screen.getByRole('toolbar', { name: '游戏类型' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我的收藏' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '游戏名称' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '宾果' })).toBeInTheDocument();
  });

  it('has no axe violations, logged in or out, with a name typed', async () => {
    const { container } = await renderWithProviders(
      <>
        <GameFilters defaultValue={{ type: 'hot', name: 'dragon', minBet: 0.05, classification: 'jackpot' }} isLoggedIn />
        <GameFilters isTyLanguageSupported aria-label="Live casino filters" />
      </>,
      { locale: 'en' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
