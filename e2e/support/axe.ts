import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Fails with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Lazy parts (a popup the page opens, its form) arrive with their chunks: let the network settle,
  // then wait for the finite animations, since a fade measured mid-way shows low contrast. A
  // transition that starts meanwhile (a button enabled as its form's data arrives) is taken to its
  // end state: that is the state to check.
  await page.waitForLoadState('networkidle');
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
