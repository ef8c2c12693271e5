import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the site opens in Malay and light mode, and keeps a chosen language and theme across a reload', async ({ page }) => {
  // The first-visit gift would open on the first press (its own journey is in gift.spec.ts).
  await page.addInitScript(() => localStorage.setItem('giftShown:DEMO_ROYAL', '1'));
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ms');
  await expect(html).toHaveAttribute('data-color-mode', 'light');
  // No language was chosen, so the default is stored under both keys.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['MS', 'MS']);

  const header = page.getByRole('banner');
  await header.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: /^CN/ }).click();
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await header.getByRole('button', { name: '深色模式' }).click();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang'), localStorage.getItem('theme')])).toEqual([
    'CN',
    'CN',
    'dark',
  ]);

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  await expect(header.getByRole('group', { name: '语言' }).getByRole('button', { name: /^CN/ })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  await header.getByRole('group', { name: '语言' }).getByRole('button', { name: /^EN/ }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('link', { name: 'Promotions' })).toBeVisible();
});
