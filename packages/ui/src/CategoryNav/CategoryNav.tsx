import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { rovingIndex } from '../hooks/use-roving-focus';
import { Image } from '../Image/Image';
import type { GameCategory, Vendor } from '../lobby/types';
import { GameMark } from '../lobby/GameMark';
import { isSet } from '../lobby/game-display';
import { vars } from '../theme/css-variables';
import { vendorsShown } from './vendors-shown';
import { focusRing } from '../utils/focus-ring';
import { unstyledList } from '../utils/unstyled-list';

/** How long the pointer rests on a category before its panel opens. */
export const HOVER_OPEN_DELAY = 150;
/** How long a panel opened by hovering stays after the pointer leaves (time to cross a gap). */
export const HOVER_CLOSE_DELAY = 250;

/** What `renderLink` gets: spread everything but `category` and `vendor` onto the element. */
export interface CategoryNavLinkProps {
  /** The category the link is for. */
  category: GameCategory;
  /** The vendor, on a vendor's link; absent on the category's own link. */
  vendor?: Vendor;
  /** The link's content: name, logo, hot mark. */
  children: ReactNode;
  /** `'page'` on the active category's link. */
  'aria-current'?: 'page';
  /** Which part this is; the nav's styles target it, so keep it on the element. */
  'data-part': 'category' | 'vendor';
  /** Reports the choice (`onSelectCategory` / `onSelectVendor`) and closes the panel. */
  onClick: () => void;
}

export interface CategoryNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The header's categories, each with its vendors (from the game-vendor call). */
  categories: GameCategory[];
  /** The code of the category being shown; its link gets `aria-current="page"`. */
  activeCode?: string;
  /** Called when a category's own link is chosen. */
  onSelectCategory?: (category: GameCategory) => void;
  /** Called when a vendor is chosen in a category's panel. */
  onSelectVendor?: (category: GameCategory, vendor: Vendor) => void;
  /** Called by a panel's "More" button (shown from 11 vendors on): show the category's full vendor list. */
  onMore?: (category: GameCategory) => void;
  /**
   * Renders the category and vendor links, so the app can use its router's links
   * (`({ category, vendor, ...props }) => <Link to={…} {...props} />`). Buttons by default.
   */
  renderLink?: (link: CategoryNavLinkProps) => ReactNode;
  /** Goes to the nav element. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

interface OpenPanel {
  code: string;
  /** A panel opened by hovering closes when the pointer leaves; one pressed open stays. */
  openedBy: 'hover' | 'press';
}

function defaultLink({ category: _category, vendor: _vendor, ...props }: CategoryNavLinkProps) {
  return <button type="button" {...props} />;
}

/** Renders one link through `renderLink`, as an element of its own. */
function LinkSlot({ render, ...link }: CategoryNavLinkProps & { render: (link: CategoryNavLinkProps) => ReactNode }) {
  return render(link);
}

const panelFocusables = (panel: HTMLElement | null | undefined): HTMLElement[] =>
  panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')) : [];

/**
 * The header's category navigation (a WAI-ARIA disclosure navigation, not a menu): each
 * category is a link with a toggle that opens a panel of up to 11 vendors, on hover or press.
 * Hot categories and vendors (isHot 1) carry a mark. On a phone the bar scrolls sideways and
 * panels open below it at full width.
 */
export function CategoryNav({
  categories,
  activeCode,
  onSelectCategory,
  onSelectVendor,
  onMore,
  renderLink = defaultLink,
  className,
  ref,
  ...rest
}: CategoryNavProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelHover = () => clearTimeout(hoverTimer.current);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const closePanel = (code: string, { returnFocus = false } = {}) => {
    cancelHover();
    setOpen((current) => (current?.code === code ? null : current));
    if (returnFocus) toggles.current.get(code)?.focus();
  };

  // A press outside the open category closes its panel (focus may not move on every platform).
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!items.current.get(open.code)?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  // A panel that would run past the nav's end edge lines up with its category's end instead.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panels.current.get(open.code);
    const nav = panel?.closest('nav');
    if (!panel || !nav) return;
    delete panel.dataset.align;
    if (panel.getBoundingClientRect().right > nav.getBoundingClientRect().right + 1) panel.dataset.align = 'end';
  }, [open]);

  const hoverIn = (event: PointerEvent, code: string) => {
    if (event.pointerType !== 'mouse') return;
    cancelHover();
    if (open?.code === code) return;
    hoverTimer.current = setTimeout(() => {
      setOpen((current) => (current?.code === code ? current : { code, openedBy: 'hover' }));
    }, HOVER_OPEN_DELAY);
  };

  const hoverOut = (event: PointerEvent, code: string) => {
    if (event.pointerType !== 'mouse') return;
    cancelHover();
    hoverTimer.current = setTimeout(() => {
      setOpen((current) => (current?.code === code && current.openedBy === 'hover' ? null : current));
    }, HOVER_CLOSE_DELAY);
  };

  // Focus moving out of a category (Tab past its panel, a press elsewhere) closes its panel.
  const focusOut = (event: FocusEvent<HTMLLIElement>, code: string) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpen((current) => (current?.code === code ? null : current));
  };

  const pressToggle = (code: string) => {
    cancelHover();
    setOpen((current) => {
      // A press on a panel the pointer opened keeps it open rather than closing it under the pointer.
      if (current?.code === code) return current.openedBy === 'hover' ? { code, openedBy: 'press' } : null;
      return { code, openedBy: 'press' };
    });
  };

  const openAndFocus = (code: string, which: 'first' | 'last') => {
    cancelHover();
    flushSync(() => setOpen({ code, openedBy: 'press' }));
    const focusables = panelFocusables(panels.current.get(code));
    (which === 'first' ? focusables[0] : focusables.at(-1))?.focus();
  };

  const toggleKeys = (event: KeyboardEvent<HTMLButtonElement>, code: string) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(code, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const panelKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusables = panelFocusables(event.currentTarget);
    const current = focusables.indexOf(document.activeElement as HTMLElement);
    const target = rovingIndex(event.key, current, focusables.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    focusables[target]?.focus();
  };

  // Escape anywhere in an open category closes its panel and puts the focus on its toggle.
  const itemKeys = (event: KeyboardEvent<HTMLLIElement>, code: string) => {
    if (event.key !== 'Escape' || open?.code !== code) return;
    event.preventDefault();
    event.stopPropagation();
    closePanel(code, { returnFocus: true });
  };

  // A choice in a panel closes it; focus, if it was inside, goes back to the toggle.
  const closeAfterChoice = (code: string) => {
    const wasInside = panels.current.get(code)?.contains(document.activeElement) ?? false;
    closePanel(code, { returnFocus: wasInside });
  };

  return (
    <Root aria-label={t`Game categories`} {...rest} ref={ref} className={className}>
      <List>
        {categories.map((category) => {
          const { code, name } = category;
          const { vendors, hasMore } = vendorsShown(category.vendors);
          const hasPanel = vendors.length > 0;
          const isOpen = open?.code === code;
          const isActive = activeCode === code;
          const panelId = `${baseId}-${code}`;
          return (
            <Item
              key={code}
              ref={(element) => {
                if (element) items.current.set(code, element);
                else items.current.delete(code);
              }}
              data-state={isOpen ? 'open' : 'closed'}
              data-active={isActive || undefined}
              onPointerEnter={hasPanel ? (event) => hoverIn(event, code) : undefined}
              onPointerLeave={hasPanel ? (event) => hoverOut(event, code) : undefined}
              onBlur={(event) => focusOut(event, code)}
              onKeyDown={(event) => itemKeys(event, code)}
            >
              <Row>
                <LinkSlot
                  render={renderLink}
                  category={category}
                  aria-current={isActive ? 'page' : undefined}
                  data-part="category"
                  onClick={() => {
                    closePanel(code);
                    onSelectCategory?.(category);
                  }}
                >
                  <span>{name}</span>
                  {isSet(category.isHot) && <> <GameMark tone="hot" /></>}
                </LinkSlot>
                {hasPanel && (
                  <Toggle
                    ref={(element) => {
                      if (element) toggles.current.set(code, element);
                      else toggles.current.delete(code);
                    }}
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t`${name} vendors`}
                    onClick={() => pressToggle(code)}
                    onKeyDown={(event) => toggleKeys(event, code)}
                  >
                    <Chevron />
                  </Toggle>
                )}
              </Row>
              {hasPanel && (
                <Panel
                  ref={(element) => {
                    if (element) panels.current.set(code, element);
                    else panels.current.delete(code);
                  }}
                  id={panelId}
                  hidden={!isOpen}
                  // A press on the panel's own padding keeps the focus (and so the panel) here.
                  tabIndex={-1}
                  onKeyDown={panelKeys}
                >
                  {/* A closed panel stays empty: a page's nav would otherwise build (and load the
                      logos of) every category's vendors before anyone opens one. */}
                  {isOpen && (
                    <VendorList aria-label={t`${name} vendors`}>
                      {vendors.map((vendor) => (
                        <li key={vendor.vassalage}>
                          <LinkSlot
                            render={renderLink}
                            category={category}
                            vendor={vendor}
                            data-part="vendor"
                            onClick={() => {
                              closeAfterChoice(code);
                              onSelectVendor?.(category, vendor);
                            }}
                          >
                            <Logo data-empty={vendor.logoUrl ? undefined : true}>
                              {vendor.logoUrl && <Image src={vendor.logoUrl} alt="" width={56} height={24} fit="contain" />}
                            </Logo>
                            <VendorName>{vendor.displayName}</VendorName>
                            {isSet(vendor.isHot) && <> <GameMark tone="hot" /></>}
                          </LinkSlot>
                        </li>
                      ))}
                    </VendorList>
                  )}
                  {isOpen && hasMore && (
                    <More>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          closeAfterChoice(code);
                          onMore?.(category);
                        }}
                      >
                        {t`More`}
                      </Button>
                    </More>
                  )}
                </Panel>
              )}
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
CategoryNav.displayName = 'CategoryNav';

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Below this width the bar scrolls sideways and panels open at full width under it. */
const NARROW = '(max-width: 40rem)';

const Root = /* @__PURE__ */ styled.nav`
  container: category-nav / inline-size;
  position: relative;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
`;

const List = /* @__PURE__ */ styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  ${unstyledList}

  @container category-nav ${NARROW} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    /* Room for the focus ring inside the scroller. */
    padding: ${vars.space.xs};
  }
`;

const Item = /* @__PURE__ */ styled.li`
  position: relative;
  flex: none;

  /* On a phone the panel's box is the whole nav, so it opens below the bar at full width. */
  @container category-nav ${NARROW} {
    position: static;
  }
`;

const Row = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: stretch;
  border-radius: ${vars.radius.md};

  [data-state='open'] > & {
    background: ${vars.color.secondary};
  }

  & > [data-part='category'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-height: 44px;
    padding: 0 ${vars.space.sm} 0 ${vars.space.md};
    border: 0;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: ${vars.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  & > [data-part='category']:hover {
    background: ${vars.color.secondary};
  }
  & > [data-part='category'][aria-current='page'] {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.bold};
    box-shadow: inset 0 -3px 0 ${vars.color.primary};
  }
  & > [data-part='category']:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Toggle = /* @__PURE__ */ styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${vars.color.secondary};
    color: ${vars.color.text};
  }
  ${focusRing('-3px')}
  & svg {
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }
`;

const Panel = /* @__PURE__ */ styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xxs});
  inset-inline-start: 0;
  z-index: ${vars.zIndex.dropdown};
  box-sizing: border-box;
  width: max-content;
  max-width: min(34rem, 100cqi);
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};

  &[hidden] {
    display: none;
  }
  /* Only a press focuses the panel itself (to keep it open); its links show the focus. */
  &:focus {
    outline: none;
  }
  &[data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }

  @container category-nav ${NARROW} {
    inset-inline: 0;
    width: auto;
    max-width: none;

    &[data-align='end'] {
      inset-inline-start: 0;
    }
  }

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const VendorList = /* @__PURE__ */ styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(12rem, 1fr));
  gap: ${vars.space.xxs};
  ${unstyledList}

  @container category-nav ${NARROW} {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }

  & [data-part='vendor'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${vars.space.xs} ${vars.space.sm};
    border: 0;
    border-radius: ${vars.radius.lg};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.font.size.sm};
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  /* The hot dot keeps its round shape beside a long name. */
  & [data-part='vendor'] > [data-dot] {
    flex: none;
  }
  & [data-part='vendor']:hover {
    background: ${vars.color.secondary};
  }
  & [data-part='vendor']:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Logo = /* @__PURE__ */ styled.span`
  display: inline-flex;
  flex: none;
  width: 56px;
  height: 24px;
  border-radius: ${vars.radius.sm};
  overflow: hidden;

  &[data-empty] {
    background: ${vars.color.surfaceSunken};
  }
`;

const VendorName = /* @__PURE__ */ styled.span`
  /* Shrinks for a long name and wraps rather than hiding part of it; the hot mark follows it. */
  flex: 0 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const More = /* @__PURE__ */ styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${vars.space.sm};
  padding-top: ${vars.space.sm};
  border-top: 1px solid ${vars.color.borderSubtle};
`;
