import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centrePage, inEnglish, registerPlayer, signOut } from './support/site';

// Two-factor login from an unrecorded address (spec section 4, issue 22). The journeys' gateway
// believes X-Forwarded-For from this machine (TRUST_PROXY=loopback): the page sends one to log in
// "from another network"; the dev helpers (captcha, SMS inbox) are asked without it.

test.beforeEach(async ({ page }) => inEnglish(page));

test('a login from a new address asks for a second factor, and passing it records the address', async ({ page, request }) => {
  const player = await registerPlayer(page, request);
  // A bank card gives the account its real name: one of the factors (the SMS code is the other,
  // but the registration's code was sent a moment ago, and one number gets one code a minute).
  await page.goto('/#/member/withdraw');
  const withdrawal = centrePage(page, 'Withdrawal');
  await withdrawal.getByRole('tab', { name: 'Bank cards' }).click();
  await withdrawal.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ index: 1 });
  await withdrawal.getByRole('textbox', { name: 'Account number', exact: true }).fill('9876543210');
  await withdrawal.getByRole('textbox', { name: 'Payee name', exact: true }).fill('Nurul Huda');
  await withdrawal.getByRole('button', { name: 'Add card' }).click();
  await expect(withdrawal.getByRole('list', { name: 'Your bank cards' })).toContainText('3210');
  await page.goto('/');
  await signOut(page);

  // The same player, from another network.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.27' });
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await header.getByRole('textbox', { name: 'Password' }).fill(player.password);
  await header.getByRole('button', { name: 'Log in' }).click();

  const step = page.getByRole('dialog').getByRole('region', { name: 'Confirm it is you' });
  await expect(step).toBeVisible();
  await expect(step.getByRole('tab', { name: 'SMS code' })).toBeVisible();
  await expect(header.getByRole('group', { name: 'Balance' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'second factor step');

  // A wrong name is refused and the step stays; the right one (any case) logs in.
  await step.getByRole('tab', { name: 'Real name' }).click();
  await step.getByLabel('Real name of your bank account').fill('Nurul Aina');
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(step.getByText('The name does not match the real name of the account.', { exact: false })).toBeVisible();
  await step.getByLabel('Real name of your bank account').fill('nurul huda');
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();

  // The address is now known: the next login from it asks for nothing more.
  await signOut(page);
  await header.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await header.getByRole('textbox', { name: 'Password' }).fill(player.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();
});
