import { expect, test, type Browser, type Page } from '@playwright/test';
import { inEnglish, logIn } from './site';

/** The agent centre's pages (spec section 2), in the menu's order, as DEMO_ROYAL offers them all: key, menu entry, h2. */
export const AGENT_PAGES = [
  { key: 'agentAnnouncement', entry: 'Announcements', title: 'Announcements' },
  { key: 'agentTeamOverview', entry: 'Team overview', title: 'Team overview' },
  { key: 'registerCenter', entry: 'Open account', title: 'Open account' },
  { key: 'downlineManagmentView', entry: 'Team management', title: 'Team management' },
  { key: 'personalHistoryCopy', entry: 'Team betting', title: 'Team betting' },
  { key: 'palStatementsAgentCopy', entry: 'Downline profit and loss', title: 'Downline profit and loss' },
  { key: 'agentRevenueReport', entry: 'My income', title: 'My income' },
  { key: 'agentDownlineTransactionDetailsCopy', entry: 'Downline transactions', title: 'Downline transaction details' },
  { key: 'agentDividendRecordCopy2', entry: 'Dividends', title: 'Dividends' },
  { key: 'agentDailyWages2', entry: 'Daily wages', title: 'Daily wages' },
  { key: 'agentHourSalary', entry: 'Hourly salary', title: 'Hourly salary' },
  { key: 'agentRealtimeSalary', entry: 'Real-time salary', title: 'Real-time salary' },
] as const;

export const agentMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre' });
/** The agent centre's page area, named by its menu entry. */
export const agentPage = (page: Page, entry: string) => page.getByRole('region', { name: entry, exact: true });

/** A fresh account name under the demo brand's username rule (a letter first, 6 to 16 letters or digits). */
export function uniqueAccount(prefix: string): string {
  const stamp = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 * 36).toString(36)}`;
  return `${prefix}${stamp}`.slice(0, 16);
}

/**
 * A second person at the site, in a browser context of their own (so two people can be logged in
 * at once), in English and logged in through the header.
 */
export async function loggedInAs(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await inEnglish(page);
  await page.goto('/');
  await logIn(page, account, password);
  return page;
}

/** The password of every account the journeys open (the demo brand's rule: letters and digits). */
export const NEW_ACCOUNT_PASSWORD = 'secret123';

/**
 * Opens a direct downline on registerCenter as the logged-in agent and answers its account. The
 * page must be the open-account page.
 */
export async function openDownlineAccount(page: Page, { prefix, type }: { prefix: string; type: string }): Promise<string> {
  const account = uniqueAccount(prefix);
  const form = agentPage(page, 'Open account').getByRole('form', { name: 'Open an account' });
  await form.getByRole('textbox', { name: /^Account/ }).fill(account);
  await form.getByRole('combobox', { name: /^Account type/ }).selectOption({ label: type });
  await form.getByLabel(/^Password/).fill(NEW_ACCOUNT_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(NEW_ACCOUNT_PASSWORD);
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(agentPage(page, 'Open account').getByRole('status').filter({ hasText: `Account ${account} is open` })).toBeVisible();
  return account;
}

/** A daily-wage tier as the offer form takes it. */
export interface DailyTier {
  validBet: string;
  activeMembers: string;
  rate: string;
}

/** Opens the offer form on the daily wages page and fills it for `downline`: the dialog, not yet sent. */
export async function fillDailyWageOffer(page: Page, downline: string, tiers: readonly DailyTier[]) {
  await agentPage(page, 'Daily wages').getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a contract' });
  await dialog.getByRole('searchbox', { name: /^Find a downline/ }).fill(downline);
  await dialog.getByRole('combobox', { name: /^Downline/ }).selectOption(downline);
  for (const [index, tier] of tiers.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add tier' }).click();
    const row = dialog.getByRole('group', { name: `Tier ${index + 1}` });
    await row.getByRole('textbox', { name: /^Previous day's valid bet/ }).fill(tier.validBet);
    await row.getByRole('textbox', { name: /^Active members/ }).fill(tier.activeMembers);
    await row.getByRole('textbox', { name: /^Wage rate/ }).fill(tier.rate);
  }
  return dialog;
}

/** The downline accepts its upline's pending offer on the daily wages page (after the confirmation). */
export async function acceptDailyWageOffer(page: Page, upline: string): Promise<void> {
  // Already there: load the page again for the offer made since.
  if (page.url().endsWith('#/agent/agentDailyWages2')) await page.reload();
  else await page.goto('/#/agent/agentDailyWages2');
  const fromUpline = agentPage(page, 'Daily wages').getByRole('region', { name: 'From my upline' });
  const offer = fromUpline.getByRole('article', { name: `Offer from ${upline}` });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: `Accept the offer from ${upline}?` }).getByRole('button', { name: 'Accept' }).click();
  await expect(fromUpline.getByRole('article', { name: `Running contract with ${upline}` })).toBeVisible();
  await expect(offer).toHaveCount(0);
}
