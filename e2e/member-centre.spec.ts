import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoSidewaysScroll, mainLayoutShifts, recordMainLayoutShifts } from './support/layout';
import { inEnglish, logIn } from './support/site';

/** The member centre's pages a Royal member is offered, in the menu's order (the spec's keys). */
const PAGES = [
  { key: 'securityCenter', entry: 'My account' },
  { key: 'transferFund', entry: 'My wallet' },
  { key: 'depositv2', entry: 'Deposit' },
  { key: 'withdraw', entry: 'Withdrawal' },
  { key: 'transferUpline', entry: 'Transfer to upline' },
  { key: 'personalHistoryCopy', entry: 'Betting record' },
  { key: 'transactionHistory', entry: 'Account record' },
  { key: 'personalProfit', entry: 'Profit and loss' },
  { key: 'bonusDetails', entry: 'Bonus details' },
  { key: 'rewardCenter', entry: 'Reward centre' },
  { key: 'referral', entry: 'Invite friends' },
  { key: 'missionLeaderboard', entry: 'Missions' },
  { key: 'messageV2', entry: 'Messages' },
  { key: 'manualRebate', entry: 'Rebate' },
  { key: 'responsibleGaming', entry: 'Responsible gaming' },
] as const;

const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

test.beforeEach(async ({ page }) => inEnglish(page));

test('the centre lists its pages in order, opens each at its own address, and closes back to where the player was', async ({ page }) => {
  await page.goto('/#/promotions');
  await logIn(page, 'player02', 'player123');
  await page.getByRole('banner').getByRole('link', { name: 'Security centre' }).click();
  await expect(page).toHaveURL(/#\/member\/securityCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  // An entry with something to claim or read carries its count after the name.
  await expect(centreMenu(page).getByRole('link')).toHaveText(PAGES.map((entry) => new RegExp(`^${entry.entry}( \\d+ new)?$`)));

  for (const { key, entry } of PAGES) {
    await centreMenu(page).getByRole('link', { name: entry }).click();
    await expect(page).toHaveURL(new RegExp(`#/member/${key}$`));
    await expect(centreMenu(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: entry }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  }

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/#\/promotions$/);
});

test('a trial account is refused the member centre, and a guest is asked to log in', async ({ page }) => {
  await page.goto('/#/member/depositv2');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/');
  await logIn(page, 'trial001', 'trial123');
  await page.goto('/#/member/depositv2');
  await expect(page.getByText('Non-member accounts cannot log in.')).toBeVisible();
  await expect(centreMenu(page)).toHaveCount(0);
});

test('opened at its address on a phone, the wallet page does not move as the header and the figures arrive', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player02', 'player123');
  await page.setViewportSize({ width: 390, height: 844 });
  // What the page shows before it arrives comes late on purpose: the header's session time and the funds.
  for (const call of ['**/wps/member/protection/session?**', '**/wps/member/info/funds/consolidated?**']) {
    await page.route(call, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  }
  await recordMainLayoutShifts(page);
  await page.goto('/#/member/transferFund');
  await page.reload();
  const wallet = page.getByRole('region', { name: 'My wallet' });
  await expect(wallet.getByRole('group', { name: 'Total funds' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('banner').getByRole('timer')).toBeVisible();
  await expect(wallet.getByRole('group', { name: 'Total funds' })).not.toHaveAttribute('aria-busy');
  expect(await mainLayoutShifts(page)).toEqual([]);
});

// One login per mode walks every page at both widths: a login per page cost more than the checks.
for (const mode of ['light', 'dark'] as const) {
  test(`every member centre page has no axe violations and no sideways scroll in ${mode} mode, on a phone and a desktop`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/');
    await logIn(page, mode === 'light' ? 'player03' : 'player04', 'player123');
    for (const { key, entry } of PAGES) {
      await test.step(key, async () => {
        for (const size of [
          { width: 1280, height: 900 },
          { width: 375, height: 740 },
        ]) {
          await page.setViewportSize(size);
          await page.goto(`/#/member/${key}`);
          await expect(page.getByRole('region', { name: entry }).getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expectNoAxeViolations(page, `${key} ${mode} ${size.width}px`);
          await expectNoSidewaysScroll(page, `${key} ${size.width}px`);
        }
      });
    }
  });
}
