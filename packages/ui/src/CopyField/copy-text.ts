/**
 * Copies `text` to the clipboard: through the Clipboard API, or, where it is missing or refused
 * (an insecure page, an old WebView, a denied permission), by selecting the text of `field` and
 * the old `copy` command. Resolves to whether the text was copied. When it was not, the field's
 * text is left selected, so the player can copy it by hand.
 */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the selection below.
    }
  }
  return field ? copyFieldSelection(field) : false;
}

/** Selects all of the field's text and runs the `copy` command; gives the focus back after a success. */
function copyFieldSelection(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const focused = document.activeElement;
  field.focus();
  field.select();
  field.setSelectionRange(0, field.value.length);
  let copied = false;
  try {
    // Deprecated, but the one way to copy where the Clipboard API is missing or refused.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  // After a success the focus returns (to the Copy button); after a failure it stays on the selected text.
  if (copied && focused instanceof HTMLElement) focused.focus();
  return copied;
}
