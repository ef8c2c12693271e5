/** Loads the page again: a fresh document with a fresh module map, and the current index.html. */
export function reloadPage(): void {
  window.location.reload();
}
