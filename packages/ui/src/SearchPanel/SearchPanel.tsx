import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { css, styled } from 'styled-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { useControllableState } from '../hooks/use-controllable-state';
import { Image } from '../Image/Image';
import { gameIcon, gameName } from '../lobby/game-display';
import type { Game } from '../lobby/types';
import { Spinner } from '../Spinner/Spinner';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { gameKey, normaliseQuery } from './search-query';
import { focusRing } from '../utils/focus-ring';
import { unstyledList } from '../utils/unstyled-list';

export interface SearchPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay' | 'results'> {
  /** Called with the trimmed query on Enter or the search button; an empty query is ignored. */
  onSearch: (query: string) => void;
  /** The games found by the last search; leave undefined until there has been one. */
  results?: Game[];
  /** A search is running: the results show a spinner and are marked busy. */
  isSearching?: boolean;
  /** The text in the search box, when the parent controls it. */
  query?: string;
  /** The text the search box starts with, when the panel keeps its own. */
  defaultQuery?: string;
  /** Called with the text on every change (typing, or pressing a history chip). */
  onQueryChange?: (query: string) => void;
  /** Earlier searches, newest first, shown as chips. */
  history: string[];
  /** Called with a term when its chip's remove button is pressed. */
  onRemoveHistory: (term: string) => void;
  /**
   * Called with a term when its chip is pressed, before the search itself (which always goes
   * through `onSearch`): e.g. to move the term to the front of the history.
   */
  onPickHistory?: (term: string) => void;
  /** The player's recent games, shown under the results when given. */
  recentGames?: Game[];
  /** Called with the game the player presses, in the results or the recent games. */
  onPlay: (game: Game) => void;
  /** The level of the section headings: one below the popup's title (3 under an h2). */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The body of the search popup: a game-name search box that searches on Enter, the search
 * history as chips (press to search again, × to remove), the number of games found with the
 * games, and the player's recent games. The count is announced politely once per search.
 */
export function SearchPanel({
  onSearch,
  results,
  isSearching = false,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  history,
  onRemoveHistory,
  onPickHistory,
  recentGames,
  onPlay,
  headingLevel = 3,
  className,
  ref,
  ...rest
}: SearchPanelProps) {
  const { t } = useLingui();
  const [query, setQuery] = useControllableState({
    prop: queryProp,
    defaultProp: defaultQuery,
    onChange: onQueryChange,
    name: 'SearchPanel',
  });
  const inputId = useId();
  const historyHeadingId = useId();
  const recentHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const Heading = `h${headingLevel}` as const;

  const countText = (count: number) =>
    count === 0 ? t`No games found` : t`${plural(count, { one: '# game found', other: '# games found' })}`;

  // One announcement per search: when the results that answer it arrive (they change, or a
  // search that was running ends). A new node in the live region each time, so the same count
  // twice in a row is still read out.
  const pending = useRef<{ baseline: Game[] | undefined; sawSearching: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState<{ id: number; count: number } | null>(null);
  useEffect(() => {
    const search = pending.current;
    if (!search) return;
    if (isSearching) {
      search.sawSearching = true;
      return;
    }
    if (results === undefined || (results === search.baseline && !search.sawSearching)) return;
    pending.current = null;
    setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, count: results.length }));
  }, [results, isSearching]);

  const search = (text: string) => {
    const term = normaliseQuery(text);
    if (term === '') return;
    pending.current = { baseline: results, sawSearching: isSearching };
    onSearch(term);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(query);
  };

  const pick = (term: string) => {
    setQuery(term);
    onPickHistory?.(term);
    search(term);
  };

  // A removed chip takes the focus with it: it moves to the next chip's remove button (or the
  // previous one at the end), and to the search box when no chip is left.
  const removedAt = useRef<number | null>(null);
  const remove = (term: string, index: number) => {
    removedAt.current = index;
    onRemoveHistory(term);
  };
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]!.focus();
    else inputRef.current?.focus();
  }, [history]);

  const hasResults = results !== undefined || isSearching;

  return (
    <Root {...rest} ref={ref} className={className} data-searching={isSearching || undefined}>
      <SearchForm role="search" onSubmit={submit}>
        <Label htmlFor={inputId}>{t`Search games by name`}</Label>
        <InputBox>
          <SearchIcon />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t`Game name`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputBox>
        <Button type="submit">{t`Search`}</Button>
      </SearchForm>

      {history.length > 0 && (
        <Section role="group" aria-labelledby={historyHeadingId}>
          <SectionHeading as={Heading} id={historyHeadingId}>
            {t`Search history`}
          </SectionHeading>
          <Chips ref={chipsRef}>
            {history.map((term, index) => (
              <li key={term}>
                <Chip>
                  <ChipSearch type="button" onClick={() => pick(term)}>
                    {term}
                  </ChipSearch>
                  <ChipRemove
                    type="button"
                    data-remove=""
                    aria-label={t`Remove ${term} from history`}
                    onClick={() => remove(term, index)}
                  >
                    <CrossIcon />
                  </ChipRemove>
                </Chip>
              </li>
            ))}
          </Chips>
        </Section>
      )}

      {/* Always present, so that screen readers are listening before the count arrives. */}
      <Announcer role="status">
        {announcement && <span key={announcement.id}>{countText(announcement.count)}</span>}
      </Announcer>

      {hasResults && (
        <Section aria-busy={isSearching || undefined}>
          {isSearching ? (
            <Spinner label={t`Searching…`} isLabelVisible />
          ) : (
            <>
              <Count data-count={results!.length}>{countText(results!.length)}</Count>
              {results!.length > 0 && (
                <GameList aria-label={t`Search results`}>
                  {results!.map((game) => (
                    <li key={gameKey(game)}>
                      <GameRow type="button" onClick={() => onPlay(game)}>
                        <GameIcon game={game} size={40} />
                        <GameText>
                          <GameName>{gameName(game)}</GameName>
                          <Vendor>{game.displayName || game.vassalage}</Vendor>
                        </GameText>
                      </GameRow>
                    </li>
                  ))}
                </GameList>
              )}
            </>
          )}
        </Section>
      )}

      {recentGames && recentGames.length > 0 && (
        <Section role="group" aria-labelledby={recentHeadingId}>
          <SectionHeading as={Heading} id={recentHeadingId}>
            {t`Recent games`}
          </SectionHeading>
          <Tiles>
            {recentGames.map((game) => (
              <li key={gameKey(game)}>
                <Tile type="button" onClick={() => onPlay(game)}>
                  <GameIcon game={game} size={64} />
                  <TileName>{gameName(game)}</TileName>
                </Tile>
              </li>
            ))}
          </Tiles>
        </Section>
      )}
    </Root>
  );
}
SearchPanel.displayName = 'SearchPanel';

/** A game's icon beside its visible name, so it is decorative (`alt=""`). */
function GameIcon({ game, size }: { game: Game; size: number }) {
  const src = gameIcon(game);
  if (!src) return <IconPlaceholder aria-hidden="true" style={{ width: size, height: size }} />;
  return <IconImage src={src} alt="" width={size} height={size} />;
}

function SearchIcon() {
  return (
    <SearchGlyph viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </SearchGlyph>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight};
`;

const SearchForm = /* @__PURE__ */ styled.form`
  display: flex;
  gap: ${vars.space.sm};
  margin: 0;
`;

const Label = /* @__PURE__ */ styled.label`
  ${visuallyHidden}
`;

const InputBox = /* @__PURE__ */ styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
`;

const SearchGlyph = /* @__PURE__ */ styled.svg`
  position: absolute;
  inset-inline-start: ${vars.space.md};
  color: ${vars.color.textMuted};
  pointer-events: none;
`;

const Input = /* @__PURE__ */ styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${vars.space.md} 0 calc(${vars.space.md} + 26px);
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  /* 16 px and up keeps iOS from zooming the page when the box takes the focus. */
  font-size: ${vars.font.size.md};

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
    border-color: ${vars.color.primary};
  }
`;

const Section = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

const SectionHeading = /* @__PURE__ */ styled.h3`
  margin: 0;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  color: ${vars.color.textMuted};
`;

const Chips = /* @__PURE__ */ styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  ${unstyledList}

  /* A long term shortens with "…" instead of widening the popup. */
  & > li {
    min-width: 0;
    max-width: 100%;
  }
`;

const Chip = /* @__PURE__ */ styled.span`
  display: inline-flex;
  align-items: stretch;
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;
`;

const chipButton = /* @__PURE__ */ css`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${vars.color.secondary};
  }
  ${focusRing('-3px')}
`;

const ChipSearch = /* @__PURE__ */ styled.button`
  ${chipButton}
  min-width: 0;
  padding: 0 ${vars.space.xs} 0 ${vars.space.md};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const ChipRemove = /* @__PURE__ */ styled.button`
  ${chipButton}
  justify-content: center;
  flex: none;
  width: 32px;
  padding: 0;
  color: ${vars.color.textMuted};

  &:hover {
    color: ${vars.color.text};
  }
`;

const Announcer = /* @__PURE__ */ styled.div`
  ${visuallyHidden}
`;

const Count = /* @__PURE__ */ styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

const GameList = /* @__PURE__ */ styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space.xs};
  ${unstyledList}
`;

const GameRow = /* @__PURE__ */ styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
    border-color: ${vars.color.borderSubtle};
  }
  ${focusRing()}
`;

const GameText = /* @__PURE__ */ styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const GameName = /* @__PURE__ */ styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Vendor = /* @__PURE__ */ styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;

const IconImage = /* @__PURE__ */ styled(Image)`
  flex: none;
  border-radius: ${vars.radius.md};
  overflow: hidden;
`;

const IconPlaceholder = /* @__PURE__ */ styled.span`
  flex: none;
  display: block;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

const Tiles = /* @__PURE__ */ styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(80px, 1fr));
  gap: ${vars.space.sm};
  ${unstyledList}
`;

const Tile = /* @__PURE__ */ styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  width: 100%;
  padding: ${vars.space.xs};
  border: 1px solid transparent;
  border-radius: ${vars.radius.lg};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  ${focusRing()}
`;

const TileName = /* @__PURE__ */ styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  max-width: 100%;
  font-size: ${vars.font.size.xs};
  line-height: 1.3;
  text-align: center;
  overflow-wrap: anywhere;
`;
