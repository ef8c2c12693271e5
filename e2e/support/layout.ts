import { expect, type Page } from '@playwright/test';

/**
 * Fails when the page is wider than the window: a table or a row that outgrows its panel makes the
 * whole page scroll sideways, which a player sees at once and no other check notices.
 */
export async function expectNoSidewaysScroll(page: Page, label = page.url()) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${label}: the page is ${widths.scroll} px wide in a ${widths.client} px window`).toBeLessThanOrEqual(widths.client);
}
