import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { inEnglish } from './support/site';

// Every route of spec section 2 (hash mode, the royal brand), as a guest, in both colour modes.
const ROUTES = [
  '/',
  '/index.html',
  '/register',
  '/login',
  '/noticePage',
  '/pointMall',
  '/rng',
  '/fish',
  '/pvp',
  '/live',
  '/recent',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/lottery?gameCode=VN_HANOI&vendor=TCG_LOTTO_VN&playType=Lott',
  '/seamless',
  '/fbsports',
  '/game?vassalage=PT&gameType=RNG',
  '/promotions',
  '/promoDetail?id=1',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/member/depositv2',
  '/no-such-page',
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await inEnglish(page);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    for (const route of ROUTES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(`/#${route}`);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        await expect(page.getByRole('main')).toBeVisible();
        // Let the page's data arrive (spinners and skeletons gone) before checking.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        await expectNoAxeViolations(page, `${route} (${mode})`);
      });
    }
  });
}

test('the header is hidden on /seamless, /lottery and /helpmc, and shown on /game', async ({ page }) => {
  await inEnglish(page);
  for (const route of ['/seamless', '/lottery', '/helpmc']) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner'), route).toHaveCount(0);
  }
  await page.goto('/#/game?vassalage=PT&gameType=RNG');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('game-category routes upper-case their parameter, and unknown ones reach the not-found page', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/#/RNG');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await page.goto('/#/casino');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
