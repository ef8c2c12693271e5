import { useEffect, useEffectEvent, useState } from 'react';

export type PresenceState = 'open' | 'closed';

export interface UsePresenceOptions {
  /** Called when the enter transition has ended (at once when there is none). */
  onEntered?: (() => void) | undefined;
  /** Called when the exit transition has ended and the content has unmounted. */
  onExited?: (() => void) | undefined;
}

export interface Presence {
  /** Whether to render the content: open, or closed but still transitioning out. */
  isPresent: boolean;
  /** For `data-state`: `closed` on the first frame and while leaving, so CSS transitions run. */
  state: PresenceState;
  /** Attach to the transitioning element; its and its `[data-state]` descendants' transitions are awaited. */
  ref: (node: HTMLElement | null) => void;
}

function milliseconds(list: string): number[] {
  return list.split(',').map((value) => (parseFloat(value) || 0) * (value.trim().endsWith('ms') ? 1 : 1000));
}

/** The longest transition (delay plus duration) of `node` and its `[data-state]` descendants, in ms. */
export function transitionTime(node: HTMLElement): number {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return 0;
  let longest = 0;
  for (const element of [node, ...node.querySelectorAll('[data-state]')]) {
    const style = getComputedStyle(element);
    const durations = milliseconds(style.transitionDuration);
    const delays = milliseconds(style.transitionDelay);
    durations.forEach((duration, index) => {
      if (duration > 0) longest = Math.max(longest, duration + (delays[index % delays.length] ?? 0));
    });
  }
  return longest;
}

/**
 * Keeps content mounted around a CSS transition: mounts it `closed`, switches to `open` on the
 * next frame (so the enter transition runs), and on close waits for the exit transition before
 * unmounting. With `prefers-reduced-motion` (or no transition) it opens and unmounts at once.
 */
export function usePresence(isOpen: boolean, { onEntered, onExited }: UsePresenceOptions = {}): Presence {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [isPresent, setIsPresent] = useState(isOpen);
  const [isEntered, setIsEntered] = useState(false);
  // Adjusting state to a changed prop during render, as React's docs recommend over an effect.
  if (isOpen && !isPresent) setIsPresent(true);
  if (!isOpen && isEntered) setIsEntered(false);

  const entered = useEffectEvent(() => onEntered?.());
  const exited = useEffectEvent(() => onExited?.());

  // Opening: paint the closed state once, then open.
  useEffect(() => {
    if (!isOpen || !node) return;
    node.getBoundingClientRect();
    const frame = requestAnimationFrame(() => setIsEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [isOpen, node]);

  // Opened, or closing: wait for the transition of the new state to end.
  useEffect(() => {
    if (!node || isOpen !== isEntered) return;
    let isCurrent = true;
    const done = () => {
      if (!isCurrent) return;
      if (isOpen) entered();
      else {
        setIsPresent(false);
        exited();
      }
    };
    const timer = setTimeout(() => {
      // A transition starts a frame after the change, so it may still be finishing.
      const running = node.getAnimations?.({ subtree: true }) ?? [];
      if (running.length) Promise.all(running.map((animation) => animation.finished)).then(done, done);
      else done();
    }, transitionTime(node));
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [isOpen, isEntered, node]);

  return { isPresent, state: isOpen && isEntered ? 'open' : 'closed', ref: setNode };
}
