/** The parts of a click that tell a plain one from one that asks the browser for a new tab or window. */
export interface ClickModifiers {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * A primary-button click with no modifier key: the one click a client-side router takes over.
 * Ctrl/Cmd (new tab), Shift (new window) and Alt (download) clicks stay the browser's.
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/** Whether an element takes up space on screen (not inside a `display: none` screen). */
export function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0;
}
