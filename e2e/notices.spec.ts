import { expect, test } from '@playwright/test';
import { inEnglish } from './support/site';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a title in the announcement bar opens the notice modal at that notice, with its hostile body made harmless', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  const bar = page.getByRole('main').getByRole('group', { name: 'Announcements' });
  // A moving title never holds still for a click: pause the bar as a player would to read it.
  await bar.getByRole('button', { name: 'Pause Announcements' }).click();
  await bar.getByRole('button', { name: 'Security alert: beware of fake websites' }).click();

  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Security alert: beware of fake websites' })).toBeVisible();
  await expect(modal).toContainText('Scammers copy our pages');
  // Sanitised: no script, no event handler, no javascript: link, no frame.
  const body = modal.locator('[data-notice-body], article').last();
  expect(await modal.locator('script, iframe, [onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
  await expect(body).toBeVisible();
  await modal.getByText(/Claim your free/).click();
  expect(alerts).toEqual([]);

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});
