import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer, MERCHANT } from './gateway';

/** Starts the page in English (the site's default is Malay), as a returning visitor who chose it. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e:language-set')) {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('hisLang', 'EN');
      // The first-visit gift would cover the page under test: mark it shown (it has its own journey).
      localStorage.setItem('giftShown:DEMO_ROYAL', '1');
      localStorage.setItem('giftShown:DEMO_JADE', '1');
      sessionStorage.setItem('e2e:language-set', '1');
    }
  });
}

/** Follows the captcha images the page asks for, and answers the latest one from the gateway's dev helper. */
export function trackCaptcha(page: Page, merchantCode: string = MERCHANT.royal) {
  let latestKey: string | null = null;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') latestKey = url.searchParams.get('captchaKey');
  });
  return {
    async answer(request: APIRequestContext): Promise<string> {
      await expect.poll(() => latestKey, { message: 'the page asked for a captcha image' }).not.toBeNull();
      return captchaAnswer(request, latestKey!, merchantCode);
    },
  };
}

/** The latest SMS code the gateway "sent" to a Malaysian number (dev inbox). */
export async function latestSmsCode(request: APIRequestContext, mobileNum: string, merchantCode: string = MERCHANT.royal): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get('/wps/dev/inbox', { params: { merchantCode, countryDialingCode: '60', mobileNum } });
      const messages = ((await response.json()) as { value: { messages: { code: string | null }[] } }).value.messages;
      code = messages[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** A member or agent centre page: the region named after its menu entry. */
export const centrePage = (page: Page, entry: string) => page.getByRole('region', { name: entry });

/** The header's account area once logged in. */
export function accountArea(page: Page) {
  return page.getByRole('banner');
}

/** An amount as the site writes it, without the currency symbol ("1,234.50"). */
export const money = (amount: number) => amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The header's balance as a number ("Balance P 1,234.50" → 1234.5), once it has arrived (not the spinner). */
export async function headerBalance(page: Page): Promise<number> {
  const group = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(group).toContainText(/\d\.\d{2}/);
  return Number(/([\d,]+\.\d{2})/.exec((await group.textContent()) ?? '')![1]!.replaceAll(',', ''));
}

/** Logs in through the header's form (a desktop-wide page) and waits for the account area. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Username' }).fill(username);
  await header.getByRole('textbox', { name: 'Password' }).fill(password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();
}

/**
 * After a jump of the dev clock the gateway has ended the session. The site learns it at its next call: it
 * then asks to log in again in a popup that says so, or, when a call in the background already
 * ended it before this load, shows the header's login form. Either way the member logs in again.
 */
export async function logInAgain(page: Page, account: string, password: string) {
  await page.goto('/');
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.or(header.getByRole('form', { name: 'Log in' })).first()).toBeVisible();
  await expect(header.getByRole('group', { name: 'Balance' })).toHaveCount(0);
  // The popup's chunk may still be on its way when the header's form shows.
  await page.waitForLoadState('networkidle');
  if (await dialog.isVisible()) {
    await expect(dialog.getByText('Your session has ended')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(account);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();
  } else {
    await logIn(page, account, password);
  }
}

/** Signs out through the header, confirming. */
export async function signOut(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** A new player's credentials (registration gives each a unique username). */
export interface NewPlayer {
  username: string;
  mobile: string;
  password: string;
}

/**
 * Registers a new player by username through /register (the captcha and the SMS code from the
 * gateway's dev helpers), which logs them in and goes home. A new player has no bank card, no
 * payment password and no deposit: the account area's journeys start from one.
 */
export async function registerPlayer(page: Page, request: APIRequestContext): Promise<NewPlayer> {
  const captcha = trackCaptcha(page);
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`;
  const player = { username: `e2e${suffix}`, mobile: `1${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`, password: 'secret123' };
  await page.goto('/#/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(player.mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'SMS verification code' }).fill(await latestSmsCode(request, player.mobile));
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await dialog.getByRole('textbox', { name: 'Confirm password' }).fill(player.password);
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(await captcha.answer(request));
  await dialog.getByRole('checkbox', { name: /over 18/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  return player;
}
