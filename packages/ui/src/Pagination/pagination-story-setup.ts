import { within } from 'storybook/test';

/** What the list shows, in order: page numbers, "…" for breaks. */
export function shown(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('listitem')
    .slice(1, -1)
    .map((item) => item.textContent);
}
