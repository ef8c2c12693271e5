import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { mergeRefs } from '../Field/merge-refs';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import type { Country } from './country';
import { countryName } from './country-names';
import { filterCountries } from './filter-countries';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

export interface CountryCodePickerProps {
  /** The countries to pick from, as the server sends them, in its order. */
  countries: Country[];
  /** The selected `countryCode`, when the parent controls it. */
  value?: string;
  /**
   * The starting `countryCode`, when the picker keeps its own. Without it (or while it matches
   * no country) the first country is shown as selected.
   */
  defaultValue?: string;
  /** Called with the country the player picked. */
  onChange?: (country: Country) => void;
  /** Where flags load from: `${imageHost}/COUNTRY_FLAG/${countryCode}.png`. */
  imageHost: string;
  /** The accessible name of the control and its list; "Country dialling code" by default. */
  label?: string;
  /** The picker cannot be focused or opened. */
  isDisabled?: boolean;
  /** Marks the picker invalid (`aria-invalid`, a red border when it stands alone). */
  isInvalid?: boolean;
  /** The id of the input, for a `<label htmlFor>`. */
  id?: string;
  /** Goes to the picker's root element. */
  className?: string;
  /** The input element (`role="combobox"`). */
  ref?: Ref<HTMLInputElement>;
}

/** The list closes this long after the picker loses focus, so that a press on an option lands. */
export const COUNTRY_PICKER_CLOSE_DELAY_MS = 200;

/** The flag image of a country: `${imageHost}/COUNTRY_FLAG/${countryCode}.png`. */
export function countryFlagUrl(imageHost: string, countryCode: string): string {
  return `${imageHost.replace(/\/+$/, '')}/COUNTRY_FLAG/${encodeURIComponent(countryCode)}.png`;
}

const VIEWPORT_MARGIN = 8;

/**
 * The dialling-code picker before a mobile number: an ARIA 1.2 combobox that shows the selected
 * code ("+60") with its flag, opens its list on focus, filters it by name, country code or
 * dialling code as the player types, and closes on a pick or shortly after focus leaves. The list
 * is not portalled, so it works inside a modal's focus trap; Escape closes only the list.
 * Put it in a `TextField`'s `prefix`.
 */
export function CountryCodePicker({
  countries,
  value,
  defaultValue,
  onChange,
  imageHost,
  label,
  isDisabled = false,
  isInvalid = false,
  id,
  className,
  ref,
}: CountryCodePickerProps) {
  const { t, i18n } = useLingui();
  const name = label ?? t`Country dialling code`;
  const locale = i18n.locale;
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const selectedNameId = `${baseId}-selected`;
  const optionId = (country: Country) => `${baseId}-option-${country.countryCode}`;

  const [code, setCode] = useControllableState<string>({
    prop: value,
    defaultProp: defaultValue ?? '',
    onChange: (next) => {
      const country = countries.find((candidate) => candidate.countryCode === next);
      if (country) onChange?.(country);
    },
    name: 'CountryCodePicker',
  });
  const selected =
    countries.find((country) => country.countryCode === code) ?? (value === undefined ? countries[0] : undefined);

  const names = useMemo(() => {
    const byCode = new Map<string, { local: string; english: string }>();
    for (const country of countries) {
      byCode.set(country.countryCode, {
        local: countryName(country.countryCode, locale),
        english: countryName(country.countryCode, 'en'),
      });
    }
    return byCode;
  }, [countries, locale]);
  const nameOf = (country: Country) => names.get(country.countryCode)?.local ?? country.countryCode;

  const isInactive = isDisabled || countries.length === 0;
  const [isOpenState, setOpenState] = useState(false);
  // Disabled (or emptied) while open, it stays closed when enabled again.
  if (isInactive && isOpenState) setOpenState(false);
  const isOpen = isOpenState && !isInactive;
  const [query, setQuery] = useState('');
  const [activeCode, setActiveCode] = useState<string | null>(null);

  const filtered = useMemo(
    () =>
      filterCountries(countries, query, (country) => {
        const entry = names.get(country.countryCode);
        return entry ? [entry.local, entry.english] : [];
      }),
    [countries, query, names],
  );
  // The option Enter picks: the one the arrows moved to, else the first match.
  const active = filtered.find((country) => country.countryCode === activeCode) ?? filtered[0];

  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  useEffect(() => cancelClose, []);

  const open = () => {
    if (isInactive) return;
    cancelClose();
    setOpenState(true);
    setQuery('');
    setActiveCode(selected?.countryCode ?? null);
  };
  const close = () => {
    cancelClose();
    setOpenState(false);
    setQuery('');
  };
  const pick = (country: Country) => {
    setCode(country.countryCode);
    close();
  };
  const move = (to: 'next' | 'previous' | 'first' | 'last') => {
    if (!filtered.length) return;
    const index = active ? filtered.indexOf(active) : -1;
    const count = filtered.length;
    const next = {
      next: (index + 1) % count,
      previous: (index - 1 + count) % count,
      first: 0,
      last: count - 1,
    }[to];
    setActiveCode(filtered[next]!.countryCode);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition (Chinese, Japanese) belong to the IME.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open();
        else if (event.altKey) {
          if (event.key === 'ArrowUp') close();
        } else move(event.key === 'ArrowDown' ? 'next' : 'previous');
        return;
      case 'Home':
      case 'End':
        if (!isOpen) return;
        event.preventDefault();
        move(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Enter':
        if (!isOpen) return;
        // Not a form submit while the list is open, even with nothing to pick.
        event.preventDefault();
        if (active) pick(active);
        return;
      case 'Escape':
        if (!isOpen) return;
        // Handled here: the layer stack leaves the surrounding modal open.
        event.preventDefault();
        close();
        return;
      default:
    }
  };

  // A press on an option, the flag or the arrow keeps focus in the input (so no blur closes the
  // list under the pointer), and is not taken by a surrounding TextField for its own input.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const input = inputRef.current;
    if (isInactive || !input || event.button !== 0) return;
    event.stopPropagation();
    if (event.target === input) return;
    event.preventDefault();
    if (popupRef.current?.contains(event.target as Node)) return;
    if (document.activeElement !== input) input.focus();
    else if (isOpen) close();
    else open();
  };
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    const country = option && countries.find((candidate) => optionId(candidate) === option.id);
    if (country) pick(country);
  };

  // Keep the active option in view as the arrows move it (without scrolling the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const option = active && isOpen ? document.getElementById(optionId(active)) : null;
    if (!list || !option || option.offsetParent !== list) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  });

  // Keep the list inside the viewport's width: on a phone it slides left under the control.
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!isOpen || !popup) return;
    const place = () => {
      popup.style.setProperty('--pf-country-picker-shift', '0px');
      const { left, right } = popup.getBoundingClientRect();
      // The page's width without a scrollbar or a gutter kept for one (`scrollbar-gutter`).
      const root = document.documentElement;
      const width = Math.min(root.clientWidth, root.getBoundingClientRect().right);
      let shift = 0;
      if (right > width - VIEWPORT_MARGIN) shift = width - VIEWPORT_MARGIN - right;
      if (left + shift < VIEWPORT_MARGIN) shift = VIEWPORT_MARGIN - left;
      popup.style.setProperty('--pf-country-picker-shift', `${shift}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [isOpen]);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && !name.trim()) {
      console.warn('CountryCodePicker needs an accessible name: leave `label` out or give it text.');
    }
  }, [name]);

  const shownCode = selected ? `+${selected.countryDialingCode}` : '';
  const hasMatches = filtered.length > 0;
  return (
    <Root
      className={className}
      data-state={isOpen ? 'open' : 'closed'}
      data-disabled={isInactive || undefined}
      data-empty={countries.length === 0 || undefined}
      data-invalid={isInvalid || undefined}
      onMouseDown={onMouseDown}
    >
      <Flag key={selected?.countryCode} imageHost={imageHost} country={selected} />
      <Input
        ref={mergedRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-label={name}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active ? optionId(active) : undefined}
        aria-describedby={selected ? selectedNameId : undefined}
        aria-invalid={isInvalid || undefined}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={isInactive}
        // Open, it shows what the player types, over the selected code; closed, the code.
        value={isOpen ? query : shownCode}
        placeholder={isOpen ? shownCode || '+' : '+'}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveCode(null);
          if (!isOpen) {
            cancelClose();
            setOpenState(true);
          }
        }}
        onFocus={() => {
          if (closeTimer.current !== undefined) cancelClose();
          else if (!isOpen) open();
        }}
        onBlur={() => {
          cancelClose();
          closeTimer.current = setTimeout(close, COUNTRY_PICKER_CLOSE_DELAY_MS);
        }}
        onClick={() => {
          if (!isOpen) open();
        }}
        onKeyDown={onKeyDown}
      />
      <Chevron viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </Chevron>
      {selected && <Hidden id={selectedNameId}>{nameOf(selected)}</Hidden>}
      <Popup ref={popupRef} hidden={!isOpen}>
        <Listbox ref={listRef} id={listId} role="listbox" aria-label={name} hidden={!hasMatches} onClick={onClick}>
          {isOpen &&
            filtered.map((country) => (
              <Option
                key={country.countryCode}
                id={optionId(country)}
                role="option"
                aria-selected={country === selected}
                data-active={country === active || undefined}
              >
                <Flag imageHost={imageHost} country={country} isLazy />
                <Code>+{country.countryDialingCode}</Code> <Name>{nameOf(country)}</Name>
                <Check viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </Check>
              </Option>
            ))}
        </Listbox>
        <Empty role="status">{isOpen && !hasMatches ? t`No matching country` : ''}</Empty>
      </Popup>
    </Root>
  );
}
CountryCodePicker.displayName = 'CountryCodePicker';

interface FlagProps {
  imageHost: string;
  country: Country | undefined;
  /** Load only when shown (the options of a long list). */
  isLazy?: boolean;
}

/** A decorative flag, 24 by 18 however it loads; one that fails is hidden, leaving its space. */
function Flag({ imageHost, country, isLazy = false }: FlagProps) {
  const [hasFailed, setFailed] = useState(false);
  if (!country) return <FlagImage as="span" aria-hidden="true" data-failed="" />;
  return (
    <FlagImage
      src={countryFlagUrl(imageHost, country.countryCode)}
      alt=""
      width={24}
      height={18}
      loading={isLazy ? 'lazy' : undefined}
      decoding="async"
      draggable={false}
      data-failed={hasFailed || undefined}
      onError={() => setFailed(true)}
    />
  );
}

const Root = /* @__PURE__ */ styled.div`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.md};
  cursor: pointer;

  &:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
  &[data-invalid] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  /* In a TextField's prefix the field's box is the border and the focus ring: the picker is a
     segment of it, divided from the number. */
  [data-field-control] & {
    align-self: stretch;
    min-height: 0;
    border: 0;
    border-inline-end: 1px solid ${vars.color.borderSubtle};
    border-radius: ${vars.radius.md} 0 0 ${vars.radius.md};
    background: transparent;
    box-shadow: none;
    outline: none;
  }
  [data-field-control] &:focus-within {
    background: ${vars.color.secondary};
  }
  [data-field-control][data-disabled] &[data-disabled] {
    opacity: 1;
  }

  @media (forced-colors: active) {
    border-color: FieldText;
  }
`;

const Input = /* @__PURE__ */ styled.input`
  box-sizing: content-box;
  width: 3.6em;
  min-width: 0;
  margin: 0;
  padding: ${vars.space.sm} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  line-height: 1.5;
  outline: none;

  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
`;

const FlagImage = /* @__PURE__ */ styled.img`
  flex: none;
  display: block;
  width: 24px;
  height: 18px;
  border-radius: 2px;
  object-fit: cover;

  &[data-failed] {
    visibility: hidden;
  }
`;

const Chevron = /* @__PURE__ */ styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  color: ${vars.color.textMuted};
  transition: transform ${vars.motion.fast} ease-out;

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
  ${noTransitionForReducedMotion}
`;

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Popup = /* @__PURE__ */ styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  inset-inline-start: 0;
  z-index: ${vars.zIndex.dropdown};
  box-sizing: border-box;
  width: min(18rem, calc(100vw - ${VIEWPORT_MARGIN * 2}px));
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  translate: var(--pf-country-picker-shift, 0px) 0;
  cursor: default;

  &[hidden] {
    display: none;
  }
`;

/* The listbox itself scrolls: it is the combobox's popup, whose options the arrows reach. */
const Listbox = /* @__PURE__ */ styled.ul`
  position: relative;
  box-sizing: border-box;
  max-height: min(18rem, 50vh);
  margin: 0;
  padding: ${vars.space.xs};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Option = /* @__PURE__ */ styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 40px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &[data-active] {
    background: ${vars.color.secondary};
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
  &[aria-selected='true'] {
    font-weight: ${vars.font.weight.bold};
  }

  @media (forced-colors: active) {
    &[data-active] {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
  }
`;

const Code = /* @__PURE__ */ styled.span`
  flex: none;
  min-width: 3.2em;
  font-variant-numeric: tabular-nums;
`;

const Name = /* @__PURE__ */ styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Check = /* @__PURE__ */ styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${vars.color.primary};
  visibility: hidden;

  [aria-selected='true'] > & {
    visibility: visible;
  }
`;

const Empty = /* @__PURE__ */ styled.div`
  padding: ${vars.space.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};

  /* Kept in the page while the list is open, so that a screen reader hears it when it fills. */
  &:empty {
    padding: 0;
  }
`;
