import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { mergeRefs } from '../Field/merge-refs';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

interface TabsContextValue {
  baseId: string;
  selectedValue: string;
  select: (value: string) => void;
  /** The tab that takes the focus when none is selected: the first enabled one. */
  fallbackValue: string | undefined;
  setFallbackValue: (value: string | undefined) => void;
}

const TabsContext = /* @__PURE__ */ createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>.`);
  return context;
}

/** Ids built from a tab's value: safe for `id` and the id references that point at it. */
function partId(baseId: string, part: 'tab' | 'panel', value: string): string {
  return `${baseId}-${part}-${value.replace(/[^\w-]/g, (character) => `_${character.charCodeAt(0).toString(16)}`)}`;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The selected tab's value, when the parent controls it. */
  value?: string;
  /** The tab selected at first, when Tabs keeps its own state. */
  defaultValue?: string;
  /** Called with the value of the tab that the player selects. */
  onValueChange?: (value: string) => void;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs switch between panels in one place: username or SMS login, register or register by
 * mobile. The WAI-ARIA tabs pattern: one tab stop for the list, arrows, Home and End move and
 * select (automatic activation). Parts: `Tabs.List`, `Tabs.Tab`, `Tabs.Panel`.
 */
function TabsRoot({ value: valueProp, defaultValue = '', onValueChange, children, ref, ...rest }: TabsProps) {
  const baseId = useId();
  const [selectedValue, select] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    name: 'Tabs',
  });
  const [fallbackValue, setFallbackValue] = useState<string | undefined>(undefined);
  const context = useMemo(
    () => ({ baseId, selectedValue, select, fallbackValue, setFallbackValue }),
    [baseId, selectedValue, select, fallbackValue],
  );
  return (
    <TabsContext value={context}>
      <div {...rest} ref={ref} data-tabs="">
        {children}
      </div>
    </TabsContext>
  );
}
TabsRoot.displayName = 'Tabs';

export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {
  /** Name the list when the tabs alone do not say what they switch ("Sign-in method"). */
  'aria-label'?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const NAVIGATION_KEYS = /* @__PURE__ */ new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The row of tabs (`role="tablist"`). Scrolls sideways when the tabs do not fit. */
function TabsList({ children, onKeyDown, ref, ...rest }: TabsListProps) {
  const { select, fallbackValue, setFallbackValue } = useTabsContext('Tabs.List');
  const listRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, listRef), [ref]);

  const enabledTabs = (list: HTMLElement) =>
    Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')).filter(
      (tab) => tab.closest('[role="tablist"]') === list,
    );

  // With no tab selected, the first enabled one is the list's tab stop, so Tab can still reach it.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const tabs = enabledTabs(list);
    const hasSelected = tabs.some((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = hasSelected ? undefined : tabs[0]?.dataset.value;
    if (next !== fallbackValue) setFallbackValue(next);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !NAVIGATION_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = event.currentTarget;
    const tabs = enabledTabs(list);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1 || tabs.length === 0) return;
    const isRtl = getComputedStyle(list).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== isRtl ? 1 : -1;
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (current + step + tabs.length) % tabs.length;
    const next = tabs[nextIndex]!;
    event.preventDefault();
    next.focus();
    if (next.dataset.value !== undefined) select(next.dataset.value);
  };

  return (
    <List {...rest} ref={mergedRef} role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown}>
      {children}
    </List>
  );
}
TabsList.displayName = 'Tabs.List';

export interface TabsTabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'disabled'> {
  /** Names the tab and joins it to the panel of the same value. */
  value: string;
  /** Shown but cannot be selected; arrows skip it. */
  isDisabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** One tab. Selected by a press, or by reaching it with the arrow keys. */
function TabsTab({ value, isDisabled = false, children, onClick, ref, ...rest }: TabsTabProps) {
  const { baseId, selectedValue, select, fallbackValue } = useTabsContext('Tabs.Tab');
  const tabRef = useRef<HTMLButtonElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, tabRef), [ref]);
  const isSelected = selectedValue === value;

  // Keep the selected tab in view in a list that scrolls sideways (never scrolls the page).
  useLayoutEffect(() => {
    const tab = tabRef.current;
    const list = tab?.parentElement;
    if (!isSelected || !tab || !list || list.scrollWidth <= list.clientWidth) return;
    // The list is positioned, so offsetLeft is measured from its start.
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [isSelected]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) select(value);
  };

  return (
    <Tab
      {...rest}
      ref={mergedRef}
      type="button"
      role="tab"
      id={partId(baseId, 'tab', value)}
      aria-selected={isSelected}
      aria-controls={partId(baseId, 'panel', value)}
      tabIndex={isSelected || fallbackValue === value ? 0 : -1}
      disabled={isDisabled}
      data-state={isSelected ? 'active' : 'inactive'}
      data-disabled={isDisabled || undefined}
      data-value={value}
      onClick={handleClick}
    >
      {children}
    </Tab>
  );
}
TabsTab.displayName = 'Tabs.Tab';

export interface TabsPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The value of the tab that shows this panel. */
  value: string;
  /**
   * Keeps the content mounted (hidden) while another tab is selected, so that what the player
   * typed survives a switch. By default a hidden panel is empty.
   */
  isKeptMounted?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The content of one tab (`role="tabpanel"`), named by its tab. It is a tab stop of its own
 * (`tabIndex` 0), as the pattern asks when a panel may start with text; pass `tabIndex={-1}`
 * when it always starts with a field.
 */
function TabsPanel({ value, isKeptMounted = false, children, ref, ...rest }: TabsPanelProps) {
  const { baseId, selectedValue } = useTabsContext('Tabs.Panel');
  const isSelected = selectedValue === value;
  return (
    <Panel
      tabIndex={0}
      {...rest}
      ref={ref}
      role="tabpanel"
      id={partId(baseId, 'panel', value)}
      aria-labelledby={partId(baseId, 'tab', value)}
      hidden={!isSelected}
      data-state={isSelected ? 'active' : 'inactive'}
    >
      {isSelected || isKeptMounted ? children : null}
    </Panel>
  );
}
TabsPanel.displayName = 'Tabs.Panel';

export const Tabs = /* @__PURE__ */ Object.assign(TabsRoot, {
  List: TabsList,
  Tab: TabsTab,
  Panel: TabsPanel,
});

const List = /* @__PURE__ */ styled.div`
  position: relative;
  display: flex;
  gap: ${vars.space.xs};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${vars.color.borderSubtle};
  font-family: ${vars.font.family};
`;

const Tab = /* @__PURE__ */ styled.button`
  position: relative;
  flex: none;
  min-height: 44px;
  margin: 0;
  padding: 0 ${vars.space.lg};
  border: 0;
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.motion.fast} ease-out,
    background-color ${vars.motion.fast} ease-out;

  &::after {
    content: '';
    position: absolute;
    inset-inline: ${vars.space.sm};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover:not(:disabled) {
    color: ${vars.color.text};
    background: ${vars.color.secondary};
  }
  &[aria-selected='true'] {
    color: ${vars.color.text};
  }
  &[aria-selected='true']::after {
    background: ${vars.color.primary};
  }
  /* Inset, so the list's sideways scrolling does not clip it. */
  ${focusRing('-3px')}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${noTransitionForReducedMotion}
  @media (forced-colors: active) {
    &[aria-selected='true']::after {
      background: Highlight;
    }
  }
`;

const Panel = /* @__PURE__ */ styled.div`
  padding-top: ${vars.space.lg};

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
