import { expect, test, type Page } from '@playwright/test';
import {
  acceptDailyWageOffer,
  AGENT_PAGES,
  agentMenu,
  agentPage,
  fillDailyWageOffer,
  loggedInAs,
  NEW_ACCOUNT_PASSWORD,
  openDownlineAccount,
  uniqueAccount,
} from './support/agent-centre';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { inEnglish, latestSmsCode, logIn, trackCaptcha } from './support/site';

// The agent centre (issue 21), at the royal brand, which offers every page. This file runs beside
// the other journeys: it never moves the gateway's clock (agent-settlement.clock.spec.ts does).

test.beforeEach(async ({ page }) => inEnglish(page));

/** Waits until the page's data has arrived: no skeleton, no table loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('a member is refused the agent centre and sees no agent menu', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player01', 'player123');
  await page.goto('/#/agent/agentTeamOverview');
  await expect(page.getByText('Non-agents cannot log in.')).toBeVisible();
  await expect(page.getByText('The agent centre is for agent accounts.')).toBeVisible();
  await expect(agentMenu(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Team overview' })).toHaveCount(0);
});

test("an agent's menu follows the spec's order, and each page opens at its own address without an error", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logIn(page, 'agent02', 'agent123');
  await page.goto('/#/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
  await expect(agentMenu(page).getByRole('link')).toHaveText(AGENT_PAGES.map(({ entry }) => new RegExp(`^${entry}`)));

  for (const { key, entry, title } of AGENT_PAGES) {
    await agentMenu(page).getByRole('link', { name: new RegExp(`^${entry}`) }).click();
    await expect(page).toHaveURL(new RegExp(`#/agent/${key}(\\?|$)`));
    await expect(agentMenu(page).getByRole('link', { name: new RegExp(`^${entry}`) })).toHaveAttribute('aria-current', 'page');
    const shown = agentPage(page, entry);
    await expect(shown.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await settled(page);
    // Nothing failed to load: no "could not be loaded" and no Retry.
    await expect(shown.getByText(/could not be (loaded|checked)/), key).toHaveCount(0);
    await expect(shown.getByRole('button', { name: /^(Try again|Retry)$/ }), key).toHaveCount(0);
  }
});

// One login per mode walks every page at both widths: a login per page cost more than the checks.
for (const mode of ['light', 'dark'] as const) {
  test(`every agent centre page has no axe violations and no sideways scroll in ${mode} mode, on a desktop and a phone`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    // Agents with something on every page: contracts paid and received, settlements, links, a team several levels deep.
    await logIn(page, mode === 'light' ? 'master01' : 'agent02', mode === 'light' ? 'master123' : 'agent123');
    for (const { key, entry, title } of AGENT_PAGES) {
      await test.step(key, async () => {
        for (const size of [
          { width: 1280, height: 900 },
          { width: 375, height: 740 },
        ]) {
          await page.setViewportSize(size);
          await page.goto(`/#/agent/${key}`);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
          await expect(agentPage(page, entry).getByRole('heading', { level: 2, name: title })).toBeVisible();
          await settled(page);
          await expectNoAxeViolations(page, `${key} ${mode} ${size.width}px`);
          await expectNoSidewaysScroll(page, `${key} ${size.width}px`);
        }
      });
    }
  });
}

test('an agent opens a downline account under the registration rules, creates an affiliate link, shows its QR code and sees who registered through it', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logIn(page, 'master01', 'master123');
  await page.goto('/#/agent/registerCenter');
  const centre = agentPage(page, 'Open account');
  const form = centre.getByRole('form', { name: 'Open an account' });

  // The registration rules apply: a letter first, 6 to 16 letters or digits; a password of letters and digits.
  const accountField = form.getByRole('textbox', { name: /^Account/ });
  await accountField.fill('9lives');
  await form.getByLabel(/^Password/).fill('abcdefgh');
  await form.getByLabel(/^Confirm password/).fill('abcdefgx');
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(accountField).toHaveAttribute('aria-invalid', 'true');
  await expect(accountField).toHaveAccessibleDescription(/a letter first, then letters or digits/);
  await expect(form.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Confirm password/)).toHaveAccessibleDescription(/The two entries differ/);
  await accountField.fill('');
  await form.getByLabel(/^Password/).fill('');
  await form.getByLabel(/^Confirm password/).fill('');

  // A member account, then it logs in with the password the agent chose.
  const member = await openDownlineAccount(page, { prefix: 'mem', type: 'Member' });
  await expect(centre.getByRole('textbox', { name: 'New account' })).toHaveValue(member);
  await expect(centre.getByText(`It is your direct downline (Member) and logs in with the password you chose.`)).toBeVisible();
  // Opening the same account again is refused by its field.
  await form.getByRole('textbox', { name: /^Account/ }).fill(member);
  await form.getByLabel(/^Password/).fill(NEW_ACCOUNT_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(NEW_ACCOUNT_PASSWORD);
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(form.getByRole('textbox', { name: /^Account/ })).toHaveAccessibleDescription(/This account already exists\./);

  // An affiliate link that registers members.
  const links = centre.getByRole('region', { name: 'Affiliate links' });
  const linkName = `Journey ${uniqueAccount('')}`;
  const linkForm = links.getByRole('form', { name: 'Create a link' });
  await linkForm.getByRole('textbox', { name: /^Link name/ }).fill(linkName);
  await linkForm.getByRole('combobox', { name: /^Registers as/ }).selectOption({ label: 'Member' });
  await linkForm.getByRole('button', { name: 'Create link' }).click();
  await expect(linkForm.getByText(`Link ${linkName} created.`)).toBeVisible();
  const card = links.getByRole('article', { name: linkName });
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('definition').nth(2)).toHaveText('0');
  const registrationLink = await card.getByRole('textbox', { name: 'Registration link' }).inputValue();
  expect(registrationLink).toMatch(/\/#\/register\?affiliateCode=\w+$/);

  // Its QR code, with the same link beside it.
  await card.getByRole('button', { name: `QR code ${linkName}` }).click();
  const qr = page.getByRole('dialog', { name: `QR code of ${linkName}` });
  await expect(qr.getByRole('img', { name: `QR code of the registration link ${linkName}` })).toBeVisible();
  await expect(qr.getByRole('textbox', { name: 'Registration link' })).toHaveValue(registrationLink);
  await expectNoAxeViolations(page, 'the QR code dialog');
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();

  // A visitor registers through the link (another browser, the captcha and SMS code from the dev helpers).
  const visitorContext = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  await inEnglish(visitor);
  const captcha = trackCaptcha(visitor);
  const invited = { username: uniqueAccount('inv'), mobile: `1${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}` };
  await visitor.goto(registrationLink);
  const dialog = visitor.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(invited.username);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(invited.mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'SMS verification code' }).fill(await latestSmsCode(request, invited.mobile));
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(await captcha.answer(request));
  await dialog.getByRole('checkbox', { name: /over 18/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  await visitorContext.close();

  // The link counts the registration, and both new accounts are the agent's direct downlines.
  await page.reload();
  await expect(card.getByRole('definition').nth(2)).toHaveText('1');
  await page.goto('/#/agent/downlineManagmentView');
  const team = agentPage(page, 'Team management');
  const search = team.getByRole('search', { name: 'Search your team' });
  for (const account of [member, invited.username]) {
    await search.getByRole('textbox', { name: /^Account/ }).fill(account);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(team.getByRole('table').getByRole('row').filter({ hasText: account })).toHaveCount(1);
  }

  // The member opened by the agent logs in with the chosen password.
  const memberPage = await loggedInAs(page.context().browser()!, member, NEW_ACCOUNT_PASSWORD);
  await expect(memberPage.getByRole('banner').getByText(member)).toBeVisible();
  await memberPage.context().close();
});

test('a lower-rate offer asks for consent, shows the contract it ends, and ends it once the downline accepts', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logIn(page, 'master01', 'master123');
  await page.goto('/#/agent/registerCenter');
  const downline = await openDownlineAccount(page, { prefix: 'lowr', type: 'Level 2 agent' });

  // master01 offers its new agent 1% of the team's valid bets from 100, and the downline accepts.
  await page.goto('/#/agent/agentDailyWages2');
  const first = await fillDailyWageOffer(page, downline, [{ validBet: '100', activeMembers: '1', rate: '1' }]);
  await first.getByRole('button', { name: 'Send offer' }).click();
  await expect(first).toBeHidden();
  const wages = agentPage(page, 'Daily wages');
  await expect(wages.getByText(`Your offer was sent to ${downline}: it waits for their answer.`)).toBeVisible();

  const downlinePage = await loggedInAs(browser, downline, NEW_ACCOUNT_PASSWORD);
  await acceptDailyWageOffer(downlinePage, 'master01');

  // A lower offer (0.5%): the form shows the running contract it would end and waits for consent.
  const lower = await fillDailyWageOffer(page, downline, [{ validBet: '100', activeMembers: '1', rate: '0.5' }]);
  await lower.getByRole('button', { name: 'Send offer' }).click();
  const impact = lower.getByRole('region', { name: 'What this offer ends' });
  await expect(impact.getByText('This offer pays less (top 0.5%)')).toBeVisible();
  const ending = impact.getByRole('list', { name: 'Contracts that end' }).getByRole('listitem');
  await expect(ending).toHaveCount(1);
  await expect(ending).toContainText(`master01 → ${downline}`);
  await expect(ending).toContainText('Top 1%');
  await expect(ending).toContainText('Running');
  const consent = impact.getByRole('checkbox', { name: `I agree that these contracts end when ${downline} accepts this offer.` });
  await expect(consent).not.toBeChecked();
  // Sending without the consent is refused, and nothing is offered.
  await lower.getByRole('button', { name: 'Send offer' }).click();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(/Tick this box to send an offer that pays less\./);
  await expectNoAxeViolations(page, 'the offer form asking for consent');
  await expect(lower).toBeVisible();
  await consent.check();
  await lower.getByRole('button', { name: 'Send offer' }).click();
  await expect(lower).toBeHidden();
  await expect(wages.getByText(`Your offer was sent to ${downline}: it waits for their answer.`)).toBeVisible();
  const paid = wages.getByRole('table', { name: 'Contracts with your downlines' });
  await wages.getByRole('searchbox', { name: /^Downline account/ }).fill(downline);
  await expect(paid.getByRole('row').filter({ hasText: 'Pending' })).toContainText('0.5%');

  // The downline accepts the lower offer: the old contract is terminated on both sides.
  await acceptDailyWageOffer(downlinePage, 'master01');
  const running = agentPage(downlinePage, 'Daily wages').getByRole('article', { name: 'Running contract with master01' });
  await expect(running.getByRole('table')).toContainText('0.5%');
  const history = agentPage(downlinePage, 'Daily wages').getByRole('table', { name: 'Contract history' });
  await expect(history.getByRole('row').filter({ hasText: 'Terminated' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: 'Terminated' })).toContainText('1%');
  await expect(history.getByRole('row').filter({ hasText: 'Running' })).toContainText('0.5%');
  await downlinePage.context().close();

  await page.reload();
  await wages.getByRole('searchbox', { name: /^Downline account/ }).fill(downline);
  // The search's answer replaces the rows shown: other downlines' contracts may still be there a moment.
  await expect(paid).not.toHaveAttribute('aria-busy');
  const downlineRows = paid.getByRole('row').filter({ hasText: downline });
  await expect(downlineRows).toHaveCount(2);
  await expect(downlineRows.filter({ hasText: 'Terminated' })).toContainText('1%');
  await expect(downlineRows.filter({ hasText: 'Running' })).toContainText('0.5%');
});

test('keyboard only: an agent reaches a report and changes its period', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logIn(page, 'agent41', 'agent123');
  await page.goto('/#/agent/agentTeamOverview');
  const overview = agentPage(page, 'Team overview');
  await expect(overview.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();

  /** Presses Tab (or Shift+Tab) until `target` has focus (at most 60 times): the way a keyboard user gets there. */
  const tabTo = async (target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
    for (let presses = 0; presses < 60; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${key} never reached the target`);
  };

  // The centre puts the focus on the page it opens: back up to the menu's current entry, down the
  // menu with the arrow keys to the team betting report, then forward to its "Yesterday" preset.
  await tabTo(agentMenu(page).getByRole('link', { name: /^Team overview/ }), 'Shift+Tab');
  const teamBetting = agentMenu(page).getByRole('link', { name: /^Team betting/ });
  for (let presses = 0; presses < 12 && !(await teamBetting.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(teamBetting).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/agent\/personalHistoryCopy/);
  const bets = agentPage(page, 'Team betting');
  await expect(bets.getByRole('heading', { level: 2, name: 'Team betting' })).toBeVisible();
  const yesterday = bets.getByRole('button', { name: 'Yesterday' });
  await tabTo(yesterday);
  await page.keyboard.press('Enter');
  const day = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(yesterday).toHaveAttribute('aria-pressed', 'true');
});
