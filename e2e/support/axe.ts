import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** How long the page's DOM must stay unchanged before it is checked, and the longest wait for that. */
const QUIET_MS = 300;
const QUIET_WAIT_MAX_MS = 5_000;

/**
 * Resolves once the document has had no DOM change for QUIET_MS (or after QUIET_WAIT_MAX_MS, for
 * pages that never rest: a ticker, a slideshow). The site renders its page a frame after the first
 * paint and opens popups (a login prompt, the registration form) when their chunks arrive, so the
 * network going quiet does not yet mean the page is complete.
 */
async function waitForQuietDom(page: Page) {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, quietMs);
        });
        let quiet = setTimeout(finish, quietMs);
        const limit = setTimeout(finish, maxMs);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    { quietMs: QUIET_MS, maxMs: QUIET_WAIT_MAX_MS },
  );
}

/** Fails with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Lazy parts (a popup the page opens, its form) arrive with their chunks: let the network and the
  // DOM settle, then wait for the finite animations, since a fade measured mid-way shows low
  // contrast. A transition that starts meanwhile (a button enabled as its form's data arrives) is
  // taken to its end state: that is the state to check.
  await page.waitForLoadState('networkidle');
  await waitForQuietDom(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  const described = results.violations.map((violation) => {
    const where = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} «${node.html.slice(0, 120)}»`);
    return `${violation.id}: ${violation.help} at ${where.join(' | ')}`;
  });
  expect(described, label).toEqual([]);
}
