import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefCallback } from 'react';

/** Which arrow keys move the focus: Up/Down, Left/Right, or all four. */
export type RovingOrientation = 'vertical' | 'horizontal' | 'both';

/**
 * Where a key moves the focus in a list of `count` items, from the item at `current`: the next
 * or previous one (wrapping at the ends), the first (Home) or the last (End). Undefined for any
 * other key, which the list leaves alone.
 */
export function rovingIndex(key: string, current: number, count: number, orientation: RovingOrientation): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const isVertical = orientation !== 'horizontal';
  const isHorizontal = orientation !== 'vertical';
  if ((isVertical && key === 'ArrowDown') || (isHorizontal && key === 'ArrowRight')) return current >= count - 1 ? 0 : current + 1;
  if ((isVertical && key === 'ArrowUp') || (isHorizontal && key === 'ArrowLeft')) return current <= 0 ? count - 1 : current - 1;
  return undefined;
}

export interface UseRovingFocusOptions<Key extends string> {
  /** The items' keys, in the order the arrows go through them. */
  keys: readonly Key[];
  /** The item that holds the tab stop while the focus is outside the group: the chosen one. */
  activeKey: Key | null | undefined;
  /** Which arrow keys move. Both pairs by default. */
  orientation?: RovingOrientation;
}

export interface RovingFocus<Key extends string> {
  /** The one item that Tab reaches (`tabIndex` 0): the last one focused, else the active one, else the first. */
  tabStop: Key | undefined;
  /** Spread on each item: its tab index, its ref, and the focus tracking. */
  itemProps: (key: Key) => { tabIndex: 0 | -1; ref: RefCallback<HTMLElement>; onFocus: () => void };
  /** Spread on the element around the items: the arrow keys, and the reset when the focus leaves. */
  groupProps: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * One tab stop for a group of items (a toolbar, a menu of links) that the arrow keys, Home and
 * End move through, wrapping at the ends: the roving tabindex of the WAI-ARIA practices. When the
 * focus leaves the group, its tab stop goes back to the active item.
 */
export function useRovingFocus<Key extends string>({
  keys,
  activeKey,
  orientation = 'both',
}: UseRovingFocusOptions<Key>): RovingFocus<Key> {
  const elements = useRef(new Map<Key, HTMLElement>());
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const preferred = focusedKey ?? activeKey;
  const tabStop = preferred != null && keys.includes(preferred) ? preferred : keys[0];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = keys.findIndex((key) => elements.current.get(key) === event.target);
    if (current === -1) return;
    const target = rovingIndex(event.key, current, keys.length, orientation);
    if (target === undefined) return;
    event.preventDefault();
    const key = keys[target]!;
    setFocusedKey(key);
    elements.current.get(key)?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  const itemProps = (key: Key) => ({
    tabIndex: key === tabStop ? (0 as const) : (-1 as const),
    ref: (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onFocus: () => setFocusedKey(key),
  });

  return { tabStop, itemProps, groupProps: { onKeyDown, onBlur } };
}
