import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { MERCHANT, setPlatformStatus } from './support/gateway';
import { inEnglish } from './support/site';

// These switch the jade brand (served at jade.localhost) so the journeys on royal run undisturbed.
test.describe.configure({ mode: 'serial' });

const jadeUrl = (baseURL: string | undefined, path = '/') => {
  const url = new URL(path, baseURL);
  url.hostname = 'jade.localhost';
  return url.toString();
};

test.beforeEach(async ({ page }) => inEnglish(page));
test.afterAll(async ({ request }) => setPlatformStatus(request, 'normal', { merchantCode: MERCHANT.jade }));

test('maintenance shows its page with the end time, the message and customer service', async ({ page, request, baseURL }) => {
  await setPlatformStatus(request, 'maintenance', {
    merchantCode: MERCHANT.jade,
    message: 'Wallet upgrade in progress.',
    endTime: '2030-01-01T02:00:00Z',
  });
  await page.goto(jadeUrl(baseURL));
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'jade');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/maintenance|upgrad/i);
  await expect(main).toContainText('Wallet upgrade in progress.');
  await expect(main).toContainText('2030');
  await expect(main.getByRole('button', { name: /customer service/i })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a blocked region shows its page with the visitor's IP and customer service", async ({ page, request, baseURL }) => {
  await setPlatformStatus(request, 'region', { merchantCode: MERCHANT.jade, message: 'Not available in your region.' });
  await page.goto(jadeUrl(baseURL, '/promotions'));
  const main = page.getByRole('main');
  await expect(main).toContainText('Not available in your region.');
  await expect(main).toContainText('127.0.0.1');
  await expect(main.getByRole('button', { name: /customer service/i })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to normal: the site returns on the next visit.
  await setPlatformStatus(request, 'normal', { merchantCode: MERCHANT.jade });
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
});
