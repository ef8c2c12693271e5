import { expect, type Page } from '@playwright/test';

/**
 * Fails when the page is wider than the window: a table or a row that outgrows its panel makes the
 * whole page scroll sideways, which a player sees at once and no other check notices.
 */
export async function expectNoSidewaysScroll(page: Page, label = page.url()) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${label}: the page is ${widths.scroll} px wide in a ${widths.client} px window`).toBeLessThanOrEqual(widths.client);
}

/**
 * Starts recording, from the next load on, the layout shifts that move something inside `<main>`
 * (the page the player reads); read them with `mainLayoutShifts`. A shift of the header's own
 * items (the account bar filling in) is not the page moving.
 */
export async function recordMainLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { mainLayoutShifts: string[] }).mainLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        for (const source of entry.sources) {
          const main = document.querySelector('main');
          if (!main || !source.node || !main.contains(source.node)) continue;
          const element = source.node instanceof Element ? source.node : source.node.parentElement;
          shifts.push(`${element?.tagName ?? '#text'} "${(source.node.textContent ?? '').slice(0, 40)}" moved from y ${source.previousRect.y} to ${source.currentRect.y} (${entry.value.toFixed(4)})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function mainLayoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { mainLayoutShifts: string[] }).mainLayoutShifts);
}
