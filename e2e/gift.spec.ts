import { expect, test } from '@playwright/test';

test('the gift modal shows once on a first visit, and its deposit button asks a guest to log in', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  await page.goto('/');
  // It waits for the visitor's first move, so it never delays the page's first paint. It listens
  // once its banners have loaded, with the widget: a move before that would wait for the 10-second
  // fallback instead, longer than this test waits on a busy machine.
  const widget = page.getByRole('complementary', { name: 'Special offer' });
  await expect(widget).toBeAttached({ timeout: 15_000 });
  await page.mouse.wheel(0, 300);
  const gift = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Deposit' }) });
  await expect(gift).toBeVisible({ timeout: 15_000 });
  await gift.getByRole('button', { name: 'Deposit' }).click();
  await expect(gift).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(widget).toBeAttached({ timeout: 15_000 });
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
