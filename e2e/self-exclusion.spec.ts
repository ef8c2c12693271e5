import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { inEnglish, registerPlayer } from './support/site';

// Self-exclusion (issue 22): a new player excludes themself for 6 months from the protection page,
// is logged out at once, and the gateway refuses their next login with the end date.

test.beforeEach(async ({ page }) => inEnglish(page));

test('a player self-excludes for 6 months, is logged out, and is refused login with the end date', async ({ page, request }) => {
  const player = await registerPlayer(page, request);
  await page.goto('/#/member/responsibleGaming');
  const selfExclusion = page.getByRole('region', { name: 'Self-exclusion' });
  await expect(selfExclusion).toBeVisible();
  await selfExclusion.getByRole('combobox', { name: 'For how long' }).selectOption({ label: '6 months' });
  await selfExclusion.getByRole('button', { name: 'Exclude myself' }).click();

  const confirm = page.getByRole('dialog', { name: 'Exclude yourself' });
  await expect(confirm.getByText('It cannot be ended early.')).toBeVisible();
  await expectNoAxeViolations(page, 'self-exclusion confirmation');
  // Without the password nothing starts, and the dialog says what is missing.
  await confirm.getByRole('button', { name: 'Exclude me' }).click();
  await expect(confirm.getByText('Enter your login password.')).toBeVisible();
  await confirm.getByLabel('Login password').fill(player.password);
  await confirm.getByRole('button', { name: 'Exclude me' }).click();

  // Logged out on the spot, and taken home.
  const started = page.getByRole('dialog', { name: 'Your self-exclusion has started' });
  await expect(started).toContainText(/Your self-exclusion ends on .+\. You have been logged out on every device\./);
  await started.getByRole('button', { name: 'Close' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();

  await expect(page).toHaveURL(/#\/$/);
  await header.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await header.getByRole('textbox', { name: 'Password' }).fill(player.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/You have excluded yourself until .+: no login, deposit or bet until then\./)).toBeVisible();
  await expect(header.getByRole('group', { name: 'Balance' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'login refused during self-exclusion');
});
