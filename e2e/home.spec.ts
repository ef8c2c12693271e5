import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the home page opens in Malay, reads the gateway status, and has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang ke Royal Lotto' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  // The status comes from the gateway's /wps/system/status over the demo database.
  await expect(page.getByRole('status')).toHaveText('Semua permainan dibuka.');
  // No language was chosen, so the default is stored under both keys.
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['MS', 'MS']);
  await expectNoAxeViolations(page);
});

test('switching to EN translates the page, is remembered, and has no axe violations', async ({ page }) => {
  await page.goto('/');
  const languages = page.getByRole('group', { name: 'Bahasa' });
  await languages.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Lotto' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('All games are open.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['EN', 'EN']);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Lotto' })).toBeVisible();
});

test('switching to CN shows Chinese', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'CN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '欢迎来到 Royal Lotto' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expectNoAxeViolations(page);
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak dijumpai' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang ke Royal Lotto' })).toBeVisible();
  await expectNoAxeViolations(page);
});
