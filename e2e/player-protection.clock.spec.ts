import { expect, test } from '@playwright/test';
import { advanceClock } from './support/gateway';
import { answerDepositLimitPrompt, requestEwalletDeposit } from './support/protection';
import { centrePage, inEnglish, logInAgain, registerPlayer } from './support/site';

// Raising a limit (issue 22): it waits 24 hours of cooling off and the player's confirmation.
// Moves the gateway's dev clock, so it runs in the clock project after the other journeys.

test.beforeEach(async ({ page }) => inEnglish(page));

test('a raised deposit limit waits 24 hours, then applies once the player confirms it', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The browser's clock reads the gateway's (the other clock journey may have moved it already) and
  // moves with it (a player back a day later): the page tells when a change may be confirmed.
  await page.clock.install({ time: await advanceClock(request, 1) });
  const player = await registerPlayer(page, request);
  await page.goto('/#/member/depositv2');
  await answerDepositLimitPrompt(page, '100', 'Per 7 days');

  await page.goto('/#/member/responsibleGaming');
  const limits = centrePage(page, 'Responsible gaming').getByRole('region', { name: 'Deposit limits' });
  await limits.getByRole('button', { name: 'Change (deposit limit per 7 days)' }).click();
  await limits.getByRole('textbox', { name: 'Deposit limit per 7 days', exact: true }).fill('500');
  await expect(limits.getByText('A higher limit, or removing it, waits 24 hours; then you confirm it. Until then your current limit holds.')).toBeVisible();
  await limits.getByRole('button', { name: 'Save limit' }).click();
  await expect(limits.getByText(/Change to .*500\.00 waiting\./)).toBeVisible();
  await expect(limits.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);

  // Still 100 until confirmed: a deposit of 300 is refused.
  await page.goto('/#/member/depositv2');
  await requestEwalletDeposit(page, '300');
  await expect(centrePage(page, 'Deposit').getByRole('alert')).toContainText('deposit limit per 7 days');

  // A day later (sessions last 8 hours: log in again), the change may be confirmed.
  await page.clock.setSystemTime(await advanceClock(request, 24 * 60 + 1));
  await logInAgain(page, player.username, player.password);
  await page.goto('/#/member/responsibleGaming');
  await limits.getByRole('button', { name: 'Confirm change' }).click();
  await expect(limits.getByText(/Change to .*waiting/)).toHaveCount(0);
  await expect(limits).toContainText('500.00');

  await page.goto('/#/member/depositv2');
  await requestEwalletDeposit(page, '300');
  await expect(centrePage(page, 'Deposit').getByRole('heading', { name: /Deposit order DP/ })).toBeVisible();
});
