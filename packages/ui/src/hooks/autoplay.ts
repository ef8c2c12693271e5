/** What decides whether a carousel moves on its own at this moment. */
export interface AutoplayConditions {
  /** There is somewhere to move to (more items than fit in view). */
  canMove: boolean;
  /** The player's choice on the pause/play toggle (or the default: playing unless reduced motion). */
  isPlaying: boolean;
  /** The pointer is over the carousel. */
  isHovered: boolean;
  /** Keyboard focus is inside the carousel, on anything but the pause/play toggle. */
  hasFocus: boolean;
  /** The tab is showing. */
  isDocumentVisible: boolean;
}

/**
 * Whether the carousel advances now: only when it can move, the player has not paused it, and
 * nobody is pointing at it, working inside it or away from the tab.
 */
export function isAutoplayRunning({ canMove, isPlaying, isHovered, hasFocus, isDocumentVisible }: AutoplayConditions): boolean {
  return canMove && isPlaying && !isHovered && !hasFocus && isDocumentVisible;
}

/** Where the player has left the toggle: `null` until they press it, so the default can follow the system. */
export type AutoplayChoice = boolean | null;

/** Playing by default, paused by default under prefers-reduced-motion; the player's press wins over both. */
export function isAutoplayPlaying(choice: AutoplayChoice, isReducedMotion: boolean): boolean {
  return choice ?? !isReducedMotion;
}

/** An index moved into 0..count-1, wrapping at both ends (the carousel loops). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
