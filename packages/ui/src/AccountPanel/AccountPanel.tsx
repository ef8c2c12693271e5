import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '../Badge/Badge';
import { mergeRefs } from '../Field/merge-refs';
import { Skeleton } from '../Skeleton/Skeleton';
import { useControllableState } from '../hooks/use-controllable-state';
import { useRovingFocus } from '../hooks/use-roving-focus';
import { vars } from '../theme/css-variables';
import { PHONE_QUERY } from '../utils/breakpoints';
import { PreviousIcon } from '../utils/control-icons';
import { focusRing } from '../utils/focus-ring';
import { unstyledList } from '../utils/unstyled-list';
import { visuallyHidden } from '../utils/visually-hidden';
import { isPlainClick, isRendered } from './pointer-and-focus';

/** One entry of a centre's menu: a page key with its label. */
export interface AccountPanelEntry {
  /** The page key (`securityCenter`, `agentTeamOverview`): what `onSelect` reports. */
  key: string;
  /** The entry's name in the menu; it also names the page area while the entry is chosen. */
  label: string;
  /**
   * Where the entry's page lives (`/member/transferFund`). With it the entry is a real link, so
   * a middle click or "open in new tab" works; without it the entry is a button.
   */
  href?: string;
  /** A decorative icon before the label, about 20px (hidden from screen readers: the label names the entry). */
  icon?: ReactNode;
  /** A red count badge, shown above 0 and capped at 99+ (unread messages, unclaimed rewards). */
  count?: number;
  /** What screen readers hear for the count, e.g. "3 unread messages". "{count} new" by default. */
  countLabel?: string;
}

export interface AccountPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onSelect' | 'children'> {
  /** The centre's name, shown as the panel's heading ("Member centre", "Agent centre"). */
  title: string;
  /** The menu's entries, in the order they are shown. */
  entries: readonly AccountPanelEntry[];
  /**
   * The key of the chosen page, when the app controls it (from the URL). `null` when the URL
   * names no page: a phone then shows the menu as a screen of its own.
   */
  selectedKey?: string | null;
  /** The chosen page at first, when the panel keeps its own state. `null` (no page) by default. */
  defaultSelectedKey?: string | null;
  /**
   * The page a desktop shows (and the menu highlights) while no page is chosen, e.g.
   * `securityCenter`. The first entry by default.
   */
  defaultKey?: string;
  /**
   * Called with an entry's key when the player chooses it. When the entry has an `href`, a plain
   * click calls this instead of following the link (route client-side here); a click with a
   * modifier key, or a middle click, opens the link as the browser does.
   */
  onSelect?: (key: string) => void;
  /** Called by the close button (return to where the player came from). No close button without it. */
  onClose?: () => void;
  /** Called by a phone's back control on a page's screen: show the menu again (`/member`). */
  onBack?: () => void;
  /** While the centre's member information loads: a skeleton of the panel instead of the menu and page. */
  isLoading?: boolean;
  /** The menu's accessible name. The `title` by default. */
  menuLabel?: string;
  /** The close button's accessible name. "Close" by default. */
  closeLabel?: string;
  /** The back control's accessible name. "Back to menu" by default. */
  backLabel?: string;
  /** What the page area shows while its page loads (a lazy page suspends). A skeleton by default. */
  pageFallback?: ReactNode;
  /** The level of the panel's heading: 1 when the panel is the page's main content. 2 by default. */
  headingLevel?: 1 | 2 | 3;
  /** The chosen page: rendered in the page area, with its own heading. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const SKELETON_MENU_ROWS = 6;

/**
 * The frame of the member centre and the agent centre: a heading with a close button, a menu of
 * page entries (links, with red count badges) and the chosen page beside it. On a phone the
 * menu is a list screen and each page a screen of its own with a back control; the switch is a
 * media query, so the first paint is already right. The arrow keys, Home and End move through
 * the menu, which Tab reaches once.
 */
export function AccountPanel({
  title,
  entries,
  selectedKey,
  defaultSelectedKey = null,
  defaultKey,
  onSelect,
  onClose,
  onBack,
  isLoading = false,
  menuLabel,
  closeLabel,
  backLabel,
  pageFallback,
  headingLevel = 2,
  children,
  ref,
  ...rest
}: AccountPanelProps) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const [chosenKey, setChosenKey] = useControllableState<string | null>({
    prop: selectedKey,
    defaultProp: defaultSelectedKey,
    name: 'AccountPanel',
  });
  const shownKey = chosenKey ?? defaultKey ?? entries[0]?.key;
  const shownEntry = entries.find((entry) => entry.key === shownKey);
  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const { itemProps, groupProps } = useRovingFocus({ keys, activeKey: shownKey, orientation: 'vertical' });

  // A switch of screens on a phone hides the control that had the focus: the focus follows the
  // player to the page (after choosing an entry) or to the entry they left (after going back).
  const isSwitchingByHand = useRef(false);
  const previousKey = useRef(chosenKey);
  useEffect(() => {
    const leftKey = previousKey.current;
    previousKey.current = chosenKey;
    if (!isSwitchingByHand.current || leftKey === chosenKey) return;
    isSwitchingByHand.current = false;
    const root = rootRef.current;
    const active = document.activeElement;
    const isFocusLost = !active || active === document.body || (root?.contains(active) && !isRendered(active));
    if (!root || !isFocusLost) return;
    if (chosenKey != null) pageRef.current?.focus();
    else Array.from(root.querySelectorAll<HTMLElement>('[data-key]')).find((element) => element.dataset.key === leftKey)?.focus();
  }, [chosenKey]);

  const choose = (event: MouseEvent<HTMLElement>, entry: AccountPanelEntry) => {
    if (event.defaultPrevented) return;
    if (entry.href && !isPlainClick(event)) return;
    if (entry.href && onSelect) event.preventDefault();
    isSwitchingByHand.current = true;
    setChosenKey(entry.key);
    onSelect?.(entry.key);
  };

  const goBack = () => {
    isSwitchingByHand.current = true;
    setChosenKey(null);
    onBack?.();
  };

  const Heading = `h${headingLevel}` as const;
  const menu = (
    <Menu data-part="menu" aria-label={menuLabel ?? title}>
      <MenuList {...groupProps}>
        {entries.map((entry) => {
          const isShown = entry.key === shownKey;
          return (
            <li key={entry.key}>
              <Entry
                {...itemProps(entry.key)}
                as={entry.href ? 'a' : 'button'}
                href={entry.href}
                type={entry.href ? undefined : 'button'}
                aria-current={isShown ? 'page' : undefined}
                data-key={entry.key}
                onClick={(event: MouseEvent<HTMLElement>) => choose(event, entry)}
              >
                {entry.icon != null && <EntryIcon aria-hidden="true">{entry.icon}</EntryIcon>}
                <EntryLabel>{entry.label}</EntryLabel>
                <Badge count={entry.count} label={entry.countLabel} />
              </Entry>
            </li>
          );
        })}
      </MenuList>
    </Menu>
  );

  return (
    <Root {...rest} ref={mergedRef} data-screen={chosenKey == null ? 'menu' : 'page'}>
      <Header>
        <HeaderButton type="button" data-part="back" aria-label={backLabel ?? t`Back to menu`} onClick={goBack}>
          <PreviousIcon />
        </HeaderButton>
        <Title as={Heading} data-part="title">
          {title}
        </Title>
        {shownEntry && (
          // The page's screen on a phone is titled by its entry; screen readers hear the page area's name.
          <Title aria-hidden="true" data-part="screen-title">
            {shownEntry.label}
          </Title>
        )}
        {onClose && (
          <CloseButton type="button" aria-label={closeLabel ?? t`Close`} onClick={onClose}>
            <CrossIcon />
          </CloseButton>
        )}
      </Header>
      {isLoading ? (
        <Skeleton.Group>
          <Body>
            <Menu as="div" data-part="menu">
              {Array.from({ length: SKELETON_MENU_ROWS }, (_, index) => (
                <SkeletonRow key={index}>
                  <Skeleton variant="circle" width={24} />
                  <Skeleton width={`${55 + ((index * 17) % 35)}%`} />
                </SkeletonRow>
              ))}
            </Menu>
            <Page as="div" data-part="page">
              <PageShapes />
            </Page>
          </Body>
        </Skeleton.Group>
      ) : (
        <Body>
          {menu}
          <Page ref={pageRef} data-part="page" aria-label={shownEntry?.label} tabIndex={-1}>
            <Suspense
              fallback={
                pageFallback ?? (
                  <Skeleton.Group>
                    <PageShapes />
                  </Skeleton.Group>
                )
              }
            >
              {children}
            </Suspense>
          </Page>
        </Body>
      )}
    </Root>
  );
}
AccountPanel.displayName = 'AccountPanel';

/** The shapes of a page that is loading: a heading's line, a block and a few lines. */
function PageShapes() {
  return (
    <PageSkeletonLayout>
      <Skeleton width="40%" height="1.5em" />
      <Skeleton variant="rect" />
      <Skeleton lines={3} />
    </PageSkeletonLayout>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

// A phone shows one screen at a time: the menu, or the chosen page with a back control.
// (Comments stay out of the CSS templates: the build does not strip them from the bundle.)
const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-width: 0;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.md};

  & [data-part='back'],
  & [data-part='screen-title'] {
    display: none;
  }

  @media ${PHONE_QUERY} {
    border-radius: 0;
    border-inline: 0;

    &[data-screen='menu'] [data-part='page'],
    &[data-screen='page'] [data-part='menu'] {
      display: none;
    }
    &[data-screen='page'] [data-part='back'] {
      display: inline-flex;
    }
    &[data-screen='page'] [data-part='screen-title'] {
      display: block;
    }
    &[data-screen='page'] [data-part='title'] {
      ${visuallyHidden}
    }
  }

`;

const Header = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 48px;
  padding: ${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.borderSubtle};

  @media ${PHONE_QUERY} {
    padding-inline-start: ${vars.space.sm};
  }
`;

// The close and back buttons: square icons, 44px on every screen. Not IconButton, whose Button
// (variants, sizes, a loading spinner) would double what the panel costs a page that imports it.
const HeaderButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
  }
  & > svg {
    width: 24px;
    height: 24px;
  }
  ${focusRing()}
`;

/** The panel's heading, and on a phone's page screen the entry's label in its place. */
// At the end of the row even while no title takes the room (a phone's page screen whose entries
// are still loading), so it does not jump across as they arrive.
const CloseButton = /* @__PURE__ */ styled(HeaderButton)`
  margin-inline-start: auto;
`;

const Title = /* @__PURE__ */ styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Body = /* @__PURE__ */ styled.div`
  display: grid;
  grid-template-columns: minmax(11rem, min(30%, 16rem)) minmax(0, 1fr);
  flex: 1;

  @media ${PHONE_QUERY} {
    display: block;
  }
`;

const Menu = /* @__PURE__ */ styled.nav`
  padding: ${vars.space.sm};
  border-inline-end: 1px solid ${vars.color.borderSubtle};

  @media ${PHONE_QUERY} {
    padding: ${vars.space.xs} 0;
    border-inline-end: 0;
  }
`;

const MenuList = /* @__PURE__ */ styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  ${unstyledList}
`;

// On a phone each entry opens a screen: a full-width row with a chevron. A filled row would hide
// the inset focus ring there, so the chosen entry is marked by a bar instead.
const Entry = /* @__PURE__ */ styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: ${vars.space.xs} ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
  }
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
  }
  ${focusRing()}

  @media ${PHONE_QUERY} {
    min-height: 48px;
    padding-inline: ${vars.space.lg};
    border-radius: 0;

    &[aria-current='page'] {
      background: ${vars.color.secondary};
      color: ${vars.color.text};
      box-shadow: inset 4px 0 0 ${vars.color.primary};
    }
    &::after {
      content: '';
      flex: none;
      width: 0.5rem;
      height: 0.5rem;
      margin-inline-start: ${vars.space.xs};
      border-top: 2px solid currentColor;
      border-inline-end: 2px solid currentColor;
      transform: rotate(45deg);
    }
    ${focusRing('-3px')}
  }

  @media (forced-colors: active) {
    &[aria-current='page'] {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
  }
`;

const EntryIcon = /* @__PURE__ */ styled.span`
  display: inline-flex;
  flex: none;
`;

const EntryLabel = /* @__PURE__ */ styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Page = /* @__PURE__ */ styled.section`
  min-width: 0;
  padding: ${vars.space.lg};

  &:focus {
    outline: none;
  }
`;

const SkeletonRow = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.md};
`;

const PageSkeletonLayout = /* @__PURE__ */ styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
