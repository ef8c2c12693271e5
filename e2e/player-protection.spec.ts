import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { answerDepositLimitPrompt, requestEwalletDeposit } from './support/protection';
import { centrePage, inEnglish, registerPlayer } from './support/site';

// Deposit limits (issue 22): asked for before the first deposit, and enforced by the gateway.

test.beforeEach(async ({ page }) => inEnglish(page));

test('a new player sets a deposit limit before the first deposit and is refused a deposit above it', async ({ page, request }) => {
  await registerPlayer(page, request);
  await page.goto('/#/member/depositv2');
  await expect(centrePage(page, 'Deposit').getByRole('link', { name: /deposit limits/i })).toBeVisible();
  await expectNoAxeViolations(page, 'deposit limit prompt');
  await answerDepositLimitPrompt(page, '100');

  // 150 is over the 24-hour limit of 100: the gateway refuses it and says which limit.
  await requestEwalletDeposit(page, '150');
  const deposit = centrePage(page, 'Deposit');
  await expect(deposit.getByRole('alert')).toContainText('deposit limit per 24 hours');
  await expect(deposit.getByLabel('Deposit amount')).toHaveValue('150');
  await expect(deposit.getByRole('heading', { name: /Deposit order DP/ })).toHaveCount(0);

  // 80 fits: the order opens, and it counts against the limit while open.
  await deposit.getByLabel('Deposit amount').fill('80');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('heading', { name: /Deposit order DP/ })).toBeVisible();

  await page.goto('/#/member/responsibleGaming');
  const limits = centrePage(page, 'Responsible gaming').getByRole('region', { name: 'Deposit limits' });
  await expect(limits).toContainText(/80\.00 used, \D*20\.00 left/);
  await expectNoAxeViolations(page, 'responsible gaming with a deposit limit');
});
