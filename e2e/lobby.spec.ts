import { expect, test } from '@playwright/test';
import { headerBalance, inEnglish, logIn } from './support/site';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a member browses slots by provider and filters, and the grid loads more games on scroll', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player01', 'player123');
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: /^Slots/ }).click();
  await expect(page).toHaveURL(/#\/rng/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();

  const games = main.getByRole('feed', { name: 'Slots games' }).getByRole('article');
  await expect(games.first()).toBeVisible();
  const firstPage = await games.count();
  // Infinite scroll: reaching the end asks for the next page of 24.
  await page.mouse.wheel(0, 20000);
  await expect.poll(() => games.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);

  // A provider tab narrows the list and goes into the address.
  await main.getByRole('region', { name: 'Game providers' }).getByRole('button', { name: /^Playtech/ }).click();
  await expect(page).toHaveURL(/vendor=PT/);
  await expect(games.first()).toContainText('Playtech');

  // The type filter and the minimum bet reset the list and keep to their rule.
  const filters = main.getByRole('region', { name: 'Game filters' });
  await filters.getByRole('button', { name: 'Hot' }).click();
  await expect(filters.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(games.first()).toContainText('Hot');
  await filters.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.01');
  await expect(page).toHaveURL(/minBet=0\.01/);
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('0.01');
  await expect(filters.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
});

test('a member favourites a game and finds it under My favourites', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player03', 'player123');
  await page.goto('/#/rng?vendor=PT');
  const main = page.getByRole('main');
  // A Playtech slot of the seed, favoured by nobody yet (player03 is this journey's own account).
  const name = 'Neon Safari';
  const tile = main.getByRole('feed', { name: 'Slots games' }).getByRole('article', { name });
  const heart = tile.getByRole('button', { name: `Favourite ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await main.getByRole('region', { name: 'Game filters' }).getByRole('button', { name: 'My favourites' }).click();
  await expect(main.getByRole('article', { name })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('article', { name }).getByRole('button', { name: `Favourite ${name}` })).toHaveAttribute('aria-pressed', 'true');
});

test('a guest who favourites a game is asked to log in', async ({ page }) => {
  await page.goto('/#/rng');
  await page.getByRole('main').getByRole('region', { name: 'Game filters' }).getByRole('button', { name: 'My favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member searches a game by name from the header and keeps the search in the history', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player01', 'player123');
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: /search/i });
  const box = dialog.getByRole('searchbox');
  await box.fill('dragon');
  await box.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: /games found/ })).toHaveText(/^\d+ games found$/);
  const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toContainText(/dragon/i);
  const history = dialog.getByRole('group', { name: 'Search history' });
  await expect(history.getByRole('button', { name: 'dragon', exact: true })).toBeVisible();

  // The history is kept for the next search, and a chip can be removed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  await expect(history.getByRole('button', { name: 'dragon', exact: true })).toBeVisible();
  await history.getByRole('button', { name: 'Remove dragon from history' }).click();
  await expect(history.getByRole('button', { name: 'dragon', exact: true })).toHaveCount(0);
});

test('a member launches a game in the frame, plays, and the header balance changes', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player04', 'player123');
  const before = await headerBalance(page);

  await page.goto('/#/rng?vendor=PT');
  const tile = page.getByRole('main').getByRole('feed', { name: 'Slots games' }).getByRole('article').first();
  await tile.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/#\/game\?/);
  const game = page.frameLocator('main iframe');
  await game.getByRole('button', { name: /spin|putar/i }).click();
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).not.toBe(before);
});
