import { useEffect, useEffectEvent, useState, type FocusEvent, type PointerEvent } from 'react';
import { useDocumentVisible } from './use-document-visible';
import { useReducedMotion } from './use-reduced-motion';
import { isAutoplayPlaying, isAutoplayRunning, type AutoplayChoice } from './autoplay';

/** Marks the pause/play toggle: focus on it does not pause, so the player sees what it does. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';

export interface UseAutoplayOptions {
  /** There is somewhere to move to; without it nothing runs and no timer is set. */
  canMove: boolean;
  /** The time between moves, in milliseconds. */
  intervalMs: number;
  /** Moves one step on. */
  onAdvance: () => void;
  /** A value that changes when the carousel moves (the current index): each change restarts the wait. */
  resetKey?: unknown;
}

export interface Autoplay {
  /** The toggle's state: playing unless the player paused it (or reduced motion and no press yet). */
  isPlaying: boolean;
  /** Whether it is moving now: playing, and not hovered, focused or in a hidden tab. */
  isRunning: boolean;
  /** Whether the system asks for less motion: move without animation. */
  isReducedMotion: boolean;
  /** The pause/play toggle's press. */
  toggle: () => void;
  /** Spread on the carousel's root: hover and focus inside pause it. */
  rootProps: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A carousel's automatic movement (WCAG 2.2.2): every `intervalMs` it calls `onAdvance`, but
 * not while the pointer is over it, focus is inside it, the tab is hidden or the player has
 * paused it. Under prefers-reduced-motion it starts paused; the toggle can still start it.
 */
export function useAutoplay({ canMove, intervalMs, onAdvance, resetKey }: UseAutoplayOptions): Autoplay {
  const isReducedMotion = useReducedMotion();
  const isDocumentVisible = useDocumentVisible();
  const [choice, setChoice] = useState<AutoplayChoice>(null);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const isPlaying = isAutoplayPlaying(choice, isReducedMotion);
  const isRunning = isAutoplayRunning({ canMove, isPlaying, isHovered, hasFocus, isDocumentVisible });

  const advance = useEffectEvent(onAdvance);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => advance(), intervalMs);
    return () => clearInterval(timer);
  }, [isRunning, intervalMs, resetKey]);

  return {
    isPlaying,
    isRunning,
    isReducedMotion,
    toggle: () => setChoice(!isPlaying),
    rootProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => {
        const target = event.target as Element;
        setFocus(!target.closest(`[${AUTOPLAY_TOGGLE_ATTRIBUTE}]`));
      },
      onBlur: (event) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !event.currentTarget.contains(next)) setFocus(false);
      },
    },
  };
}
