import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useControllableState } from '../hooks/use-controllable-state';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { IconButton } from '../IconButton/IconButton';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { vars } from '../theme/css-variables';
import {
  DEFAULT_GAME_FILTER,
  GAME_FILTER_TYPES,
  MIN_BET_OPTIONS,
  classificationOptions,
  isLoginOnlyType,
  isSameGameFilter,
  type GameClassification,
  type GameFilterType,
  type GameFilterValue,
} from './game-filter';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

/** How long the name search waits after the last keystroke before it applies. */
export const NAME_SEARCH_DELAY = 300;

/** The select value that stands for "no filter" (`null`). */
const ANY = 'all';

export interface GameFiltersProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'defaultValue' | 'children'> {
  /** The filter, when the parent controls it. */
  value?: GameFilterValue;
  /** The starting filter, when the component keeps its own. `DEFAULT_GAME_FILTER` by default. */
  defaultValue?: GameFilterValue;
  /**
   * Called with the whole new filter when any part changes: a type chosen, a name searched
   * (on Enter, or 300 ms after typing stops), a minimum bet or classification chosen.
   */
  onChange?: (next: GameFilterValue) => void;
  /** Offers the bingo classification, which exists only where the TY language is supported. */
  isTyLanguageSupported?: boolean;
  /**
   * Whether a player is logged in. "My favourites" and "Recent" need a login (spec section 6):
   * when false, choosing them calls `onLoginRequired` and leaves the filter as it is.
   * False by default, as a guest is who arrives first.
   */
  isLoggedIn?: boolean;
  /** Called, with the type chosen, when a guest chooses a type that needs a login. Open the login popup here. */
  onLoginRequired?: (type: GameFilterType) => void;
  /** Goes to the root element. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The game category page's filters: type (all, hot, my favourites, recent), name search,
 * minimum bet and classification. Changes come out whole through `onChange`; the component
 * never fetches.
 */
export function GameFilters({
  value: valueProp,
  defaultValue = DEFAULT_GAME_FILTER,
  onChange,
  isTyLanguageSupported = false,
  isLoggedIn = false,
  onLoginRequired,
  className,
  ref,
  ...rest
}: GameFiltersProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useControllableState({ prop: valueProp, defaultProp: defaultValue, onChange, name: 'GameFilters' });
  const update = useCallback(
    (patch: Partial<GameFilterValue>) =>
      setFilter((previous) => {
        const next = { ...previous, ...patch };
        // Returning the same object tells the state hook that nothing changed: no onChange.
        return isSameGameFilter(previous, next) ? previous : next;
      }),
    [setFilter],
  );

  // ---- Type: a toolbar of toggle buttons with one tab stop (arrows move, Enter and Space choose).
  const typeLabels: Record<GameFilterType, string> = {
    all: t`All`,
    hot: t`Hot`,
    favourites: t`My favourites`,
    recent: t`Recent`,
  };
  const lockedHintId = useId();
  const { itemProps: typeButtonProps, groupProps: toolbarProps } = useRovingFocus({
    keys: GAME_FILTER_TYPES,
    activeKey: filter.type,
  });

  const chooseType = (type: GameFilterType) => {
    if (!isLoggedIn && isLoginOnlyType(type)) {
      onLoginRequired?.(type);
      return;
    }
    update({ type });
  };

  // ---- Name: typed into a draft, applied on Enter or once typing stops.
  const [draft, setDraft] = useState(filter.name);
  const [appliedName, setAppliedName] = useState(filter.name);
  if (filter.name !== appliedName) {
    // The name changed from outside (a reset): show it, unless the draft already says the same.
    setAppliedName(filter.name);
    if (draft.trim() !== filter.name) setDraft(filter.name);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelTimer = () => clearTimeout(timer.current);
  useEffect(() => cancelTimer, []);

  const applyName = (text: string) => {
    cancelTimer();
    update({ name: text.trim() });
  };
  const typeName = (text: string) => {
    setDraft(text);
    cancelTimer();
    timer.current = setTimeout(() => applyName(text), NAME_SEARCH_DELAY);
  };
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an IME composition (Chinese input) picks characters; it does not search.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    applyName(draft);
  };
  const clearName = () => {
    setDraft('');
    applyName('');
    // The clear button goes away with the text: the input takes the focus.
    inputRef.current?.focus();
  };

  // ---- Minimum bet and classification: native selects.
  const amount = useMemo(() => new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2 }), [i18n.locale]);
  const minBetOptions: SelectOption[] = [
    { value: ANY, label: t`All` },
    ...MIN_BET_OPTIONS.map((bet) => ({ value: String(bet), label: amount.format(bet) })),
  ];
  const classificationLabels: Record<GameClassification, string> = {
    jackpot: t`Jackpot`,
    table: t`Table games`,
    arcade: t`Arcade`,
    bingo: t`Bingo`,
  };
  const offered = classificationOptions({ isTyLanguageSupported });
  const classificationSelectOptions: SelectOption[] = [
    { value: ANY, label: t`All` },
    ...offered.map((classification) => ({ value: classification, label: classificationLabels[classification] })),
  ];
  // A classification that is not offered here (bingo without TY) shows as "all".
  const classificationValue =
    filter.classification !== null && offered.includes(filter.classification) ? filter.classification : ANY;

  return (
    <Root aria-label={t`Game filters`} {...rest} ref={ref} className={className}>
      <Layout>
        <TypeToolbar role="toolbar" aria-label={t`Game type`} {...toolbarProps}>
          {GAME_FILTER_TYPES.map((type) => {
            const isLocked = !isLoggedIn && isLoginOnlyType(type);
            return (
              <TypeButton
                key={type}
                {...typeButtonProps(type)}
                type="button"
                aria-pressed={filter.type === type}
                aria-describedby={isLocked ? lockedHintId : undefined}
                data-type={type}
                data-locked={isLocked || undefined}
                onClick={() => chooseType(type)}
              >
                {typeLabels[type]}
                {isLocked && <LockIcon />}
              </TypeButton>
            );
          })}
          <span id={lockedHintId} hidden>
            {t`Log in to use this filter`}
          </span>
        </TypeToolbar>

        <NameCell>
          <TextField
            ref={inputRef}
            type="search"
            label={t`Game name`}
            value={draft}
            onChange={typeName}
            onKeyDown={searchOnEnter}
            enterKeyHint="search"
            autoComplete="off"
            prefix={<SearchIcon />}
            suffix={
              draft !== '' && (
                <IconButton label={t`Clear search`} size="sm" onClick={clearName}>
                  <ClearIcon />
                </IconButton>
              )
            }
          />
        </NameCell>

        <SelectCell data-cell="min-bet">
          <Select
            label={t`Minimum bet`}
            options={minBetOptions}
            value={filter.minBet === null ? ANY : String(filter.minBet)}
            onChange={(next) => update({ minBet: next === ANY ? null : Number(next) })}
          />
        </SelectCell>

        <SelectCell data-cell="classification">
          <Select
            label={t`Classification`}
            options={classificationSelectOptions}
            value={classificationValue}
            onChange={(next) => update({ classification: next === ANY ? null : (next as GameClassification) })}
          />
        </SelectCell>
      </Layout>
    </Root>
  );
}
GameFilters.displayName = 'GameFilters';

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="m10.5 10.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16">
      <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/** Wide enough for the four parts on one line. */
const WIDE = '(min-width: 52rem)';

const Root = /* @__PURE__ */ styled.section`
  container: game-filters / inline-size;
  color: ${vars.color.text};

  /* The field has its own clear button; the browser's would be a second one. */
  & input[type='search']::-webkit-search-cancel-button {
    appearance: none;
    display: none;
  }
`;

const Layout = /* @__PURE__ */ styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-template-areas:
    'type type'
    'name name'
    'min-bet classification';
  gap: ${vars.space.md} ${vars.space.sm};
  align-items: end;

  @container game-filters ${WIDE} {
    grid-template-columns: auto minmax(12rem, 1fr) minmax(8rem, 10rem) minmax(9rem, 13rem);
    grid-template-areas: 'type name min-bet classification';
    gap: ${vars.space.md};
  }
`;

const TypeToolbar = /* @__PURE__ */ styled.div`
  grid-area: type;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};

  @container game-filters ${WIDE} {
    flex-wrap: nowrap;
  }
`;

const TypeButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  /* As tall as the inputs beside it, and a comfortable touch target. */
  min-height: 44px;
  padding: 0 ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ease-out,
    border-color ${vars.motion.fast} ease-out;

  &:hover:not([aria-pressed='true']) {
    background: ${vars.color.secondary};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
  }
  &[data-locked] svg {
    color: ${vars.color.textMuted};
  }
  ${focusRing()}

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      border-width: 3px;
    }
  }
`;

const NameCell = /* @__PURE__ */ styled.div`
  grid-area: name;
  min-width: 0;
`;

const SelectCell = /* @__PURE__ */ styled.div`
  min-width: 0;

  &[data-cell='min-bet'] {
    grid-area: min-bet;
  }
  &[data-cell='classification'] {
    grid-area: classification;
  }
`;
