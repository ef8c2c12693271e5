import { expect, type Page } from '@playwright/test';
import { centrePage } from './site';

/**
 * Answers the prompt a new player sees before the first deposit (issue 22): a deposit limit for
 * `period` ('Per 24 hours', 'Per 7 days', 'Per month'), or none for now (`amount` null).
 */
export async function answerDepositLimitPrompt(page: Page, amount: string | null, period = 'Per 24 hours') {
  const prompt = centrePage(page, 'Deposit').getByRole('region', { name: 'Set a deposit limit before your first deposit' });
  await expect(prompt).toBeVisible();
  if (amount === null) {
    await prompt.getByRole('button', { name: 'Not now' }).click();
  } else {
    await prompt.getByRole('combobox', { name: 'Limit period' }).selectOption({ label: period });
    await prompt.getByRole('textbox', { name: 'Deposit limit', exact: true }).fill(amount);
    await prompt.getByRole('button', { name: 'Set limit' }).click();
  }
  await expect(prompt).toBeHidden();
}

/** Fills the deposit form with an e-wallet deposit of `amount` and sends it. */
export async function requestEwalletDeposit(page: Page, amount: string) {
  const deposit = centrePage(page, 'Deposit');
  await deposit.getByText('E-wallet QR').click();
  await expect(deposit.getByRole('radio', { name: /E-wallet QR/ })).toBeChecked();
  await deposit.getByLabel('Deposit amount').fill(amount);
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
}
