import { expect, test, type Page } from '@playwright/test';
import { payWithdrawal, pendingWithdrawalOf } from './support/gateway';
import { answerDepositLimitPrompt } from './support/protection';
import { centrePage, inEnglish, registerPlayer } from './support/site';

const PAYMENT_PASSWORD = '246810';
// A 1x1 PNG: the proof image the player attaches.
const PROOF_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const balance = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

/** Pays the open deposit order at the demo provider's cashier (a new tab), as the player would. */
async function payAtCashier(page: Page) {
  const [cashier] = await Promise.all([page.context().waitForEvent('page'), centrePage(page, 'Deposit').getByRole('link', { name: /Pay now/ }).click()]);
  await cashier.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cashier.getByText('Payment received.', { exact: false })).toBeVisible();
  await cashier.close();
}

test.beforeEach(async ({ page }) => inEnglish(page));

test('a new player sets a payment password, binds a card, deposits at the demo cashier, withdraws, is paid in part and reports it', async ({ page, request }) => {
  // Registration, four centre pages, the cashier and the payout desk: a long journey.
  test.setTimeout(90_000);
  const player = await registerPlayer(page, request);
  await expect(balance(page)).toContainText('1,000.00');

  // The security centre: the payment password that every withdrawal asks for.
  await page.goto('/#/member/securityCenter');
  const security = centrePage(page, 'My account');
  const paymentPassword = security.getByRole('region', { name: 'Payment password' });
  await paymentPassword.getByLabel('Login password').fill(player.password);
  await paymentPassword.getByRole('textbox', { name: 'New payment password', exact: true }).fill(PAYMENT_PASSWORD);
  await paymentPassword.getByLabel('Confirm new payment password').fill(PAYMENT_PASSWORD);
  await paymentPassword.getByRole('button', { name: 'Set payment password' }).click();
  await expect(paymentPassword.getByRole('form', { name: 'Change payment password' })).toBeVisible();

  // A bank card: the first one sets the account's real name.
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Withdrawal' }).click();
  const withdrawal = centrePage(page, 'Withdrawal');
  await withdrawal.getByRole('tab', { name: 'Bank cards' }).click();
  await withdrawal.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ index: 1 });
  await withdrawal.getByRole('textbox', { name: 'Account number', exact: true }).fill('1234567890');
  await withdrawal.getByRole('textbox', { name: 'Payee name', exact: true }).fill('Siti Aminah');
  await withdrawal.getByRole('button', { name: 'Add card' }).click();
  await expect(withdrawal.getByRole('list', { name: 'Your bank cards' })).toContainText('7890');

  // A deposit through the e-wallet channel, paid at the demo cashier: the balance rises by it.
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Deposit' }).click();
  const deposit = centrePage(page, 'Deposit');
  await answerDepositLimitPrompt(page, null);
  await deposit.getByText('E-wallet QR').click();
  await expect(deposit.getByRole('radio', { name: /E-wallet QR/ })).toBeChecked();
  await deposit.getByLabel('Deposit amount').fill('200');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('heading', { name: /Deposit order DP/ })).toBeVisible();
  await payAtCashier(page);
  await expect(deposit.getByText('Deposit received')).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toContainText('1,200.00');

  // A withdrawal of 100: the limits are shown first, and the amount is frozen once requested.
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Withdrawal' }).click();
  await withdrawal.getByRole('tab', { name: 'Withdraw', exact: true }).click();
  await expect(withdrawal.getByText('Withdrawals left today')).toBeVisible();
  await withdrawal.getByRole('combobox', { name: 'Bank card', exact: true }).selectOption({ index: 1 });
  await withdrawal.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await withdrawal.getByRole('textbox', { name: 'Payment password', exact: true }).fill(PAYMENT_PASSWORD);
  await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdrawal.getByText(/Withdrawal WD\d+ requested/)).toBeVisible();
  await expect(balance(page)).toContainText('1,100.00');

  // The merchant's payout desk pays 60 of it: the other 40 comes back at once.
  await payWithdrawal(request, await pendingWithdrawalOf(request, player.username), 60);
  await page.getByRole('banner').getByRole('button', { name: /refresh/i }).click();
  await expect(balance(page)).toContainText('1,140.00');

  // The player received only 40 of the 60 and says so, with a proof image and a remark.
  await withdrawal.getByRole('tab', { name: 'Withdrawal record' }).click();
  await withdrawal.getByRole('button', { name: /Confirm receipt of WD/ }).click();
  const dialog = page.getByRole('dialog', { name: /Withdrawal WD/ });
  await dialog.getByRole('radio', { name: 'Received in part' }).check();
  await dialog.getByRole('textbox', { name: 'Amount received', exact: true }).fill('40');
  await expect(dialog.getByText('Remainder not received: P 20.00')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Only 40 arrived in my account.');
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(withdrawal.getByText(/your answer about withdrawal WD\d+ was sent/)).toBeVisible();
  await expect(withdrawal.getByRole('table').getByText('Received in part')).toBeVisible();
  // A confirmation moves no money: the balance stays.
  await expect(balance(page)).toContainText('1,140.00');
});

test('keyboard only: a player chooses a channel, deposits and pays at the cashier', async ({ page, request }) => {
  await registerPlayer(page, request);
  await page.goto('/#/member/depositv2');
  const deposit = centrePage(page, 'Deposit');

  /** Presses Tab until `target` has focus (at most 60 times): the way a keyboard user gets there. */
  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    for (let presses = 0; presses < 60; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the target');
  };

  // The prompt before a first deposit: no limit for now, by keyboard too.
  await tabTo(deposit.getByRole('button', { name: 'Not now' }));
  await page.keyboard.press('Enter');
  await expect(deposit.getByRole('radio').first()).toBeVisible();

  await tabTo(deposit.getByRole('radio', { checked: true }));
  // The arrow keys move through the channels: the e-wallet, paid at the provider's cashier.
  while (!(await deposit.getByRole('radio', { name: /E-wallet QR/ }).isChecked())) await page.keyboard.press('ArrowRight');
  await tabTo(deposit.getByLabel('Deposit amount'));
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(deposit.getByRole('heading', { name: /Deposit order DP/ })).toBeFocused();

  const payNow = deposit.getByRole('link', { name: /Pay now/ });
  await tabTo(payNow);
  const [cashier] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  const pay = cashier.getByRole('button', { name: 'Pay', exact: true });
  for (let presses = 0; presses < 20 && !(await pay.evaluate((element) => element === document.activeElement)); presses += 1) await cashier.keyboard.press('Tab');
  await cashier.keyboard.press('Enter');
  await expect(cashier.getByText('Payment received.', { exact: false })).toBeVisible();
  await cashier.close();
  await expect(deposit.getByText('Deposit received')).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toContainText('1,150.00');
});
