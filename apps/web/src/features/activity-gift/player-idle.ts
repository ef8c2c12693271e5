import { openLayerCount } from '@platform/ui';

/**
 * How long the page must stay free before the player counts as idle: tabbing from one field to
 * the next, or from a menu's toggle into its panel, is not a pause.
 */
export const IDLE_SETTLE_MS = 300;

/** While the player is busy, how often to look again besides the signals (the pointer leaving a menu sends none). */
export const IDLE_RECHECK_MS = 1_000;

/** Input types that take no typing: focus on them is not "in the middle of something". */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden']);

/** Whether `element` takes what the player types or picks: a text field, a select, a textarea, editable content. */
function isEntryField(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}

/**
 * Whether the player is using an open menu, popover or disclosure: a control says
 * aria-expanded="true" (the category nav, the account menu, the country picker) and the focus or
 * the pointer is on it, beside it or in what it opens. A disclosure left open while the player is
 * elsewhere (the side bar starts open on wide screens) does not count.
 */
function isUsingOpenMenu(doc: Document): boolean {
  for (const control of doc.querySelectorAll('[aria-expanded="true"]')) {
    const panelId = control.getAttribute('aria-controls');
    const area = [control.parentElement ?? control, panelId ? doc.getElementById(panelId) : null];
    if (area.some((element) => element && (element.contains(doc.activeElement) || isHovered(element)))) return true;
  }
  return false;
}

/**
 * Whether the player is in the middle of something that a modal would interrupt: a field, select,
 * textarea or editable element has the focus; they are using an open menu or popover; or a modal
 * or dialog of the library's layer stack is open.
 */
export function isPlayerBusy(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && isEntryField(active)) return true;
  return isUsingOpenMenu(doc) || openLayerCount() > 0;
}

/**
 * Calls `callback` once the player is idle (not `isPlayerBusy`) and has stayed so for
 * IDLE_SETTLE_MS. While they are busy it waits, and looks again when that may have ended: the
 * focus moves, a control's aria-expanded changes (a menu closes), or a layer is added to or taken
 * from the page (a modal or popover closes), and every IDLE_RECHECK_MS. Returns a cancel function.
 */
export function whenPlayerIdle(callback: () => void, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const menus = new MutationObserver(() => lookAgain());
  const layers = new MutationObserver(() => lookAgain());

  function stop() {
    clearTimeout(timer);
    doc.removeEventListener('focusin', onSignal, true);
    doc.removeEventListener('focusout', onSignal, true);
    menus.disconnect();
    layers.disconnect();
  }
  function lookAgain(delay = IDLE_SETTLE_MS) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (isPlayerBusy(doc)) return lookAgain(IDLE_RECHECK_MS);
      stop();
      callback();
    }, delay);
  }
  const onSignal = () => lookAgain();

  doc.addEventListener('focusin', onSignal, true);
  doc.addEventListener('focusout', onSignal, true);
  menus.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  // Layers (Portal) are children of the body: watching only those leaves the page's own rendering out.
  layers.observe(doc.body, { childList: true });
  lookAgain();
  return stop;
}
