import { expect, test } from '@playwright/test';
import { inEnglish, logIn, registerPlayer, trackCaptcha } from './support/site';

test.beforeEach(async ({ page }) => inEnglish(page));

test('a visitor registers by username, is logged in and lands home, then signs out after confirming', async ({ page, request }) => {
  const { username } = await registerPlayer(page, request);
  await expect(page).toHaveURL(/#\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(username)).toBeVisible();
  await expect(header.getByRole('group', { name: 'Balance' })).toContainText('1,000.00');

  // Signing out asks first; cancelling keeps the session.
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(header.getByText(username)).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('session:DEMO_ROYAL'))).toBeNull();
  // The merchant (brand) stays: the page still speaks to the same merchant.
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'royal');
});

test('a failed login asks for a captcha, and the right password with the captcha logs in', async ({ page, request }) => {
  const captcha = trackCaptcha(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Username' }).fill('player02');
  await header.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByText('Incorrect account or password.')).toBeVisible();

  const captchaField = header.getByRole('textbox', { name: 'Verification code', exact: true });
  await expect(captchaField).toBeVisible();
  await header.getByRole('textbox', { name: 'Password' }).fill('player123');
  await captchaField.fill(await captcha.answer(request));
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();
});

test('a trial account is refused real-account actions with the warning', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'trial001', 'trial123');
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toContainText('Please register or log in to a real account.');
  await warning.getByRole('button', { name: 'OK' }).click();
  // Nothing opened: the page stays home.
  await expect(page).not.toHaveURL(/member/);
});
