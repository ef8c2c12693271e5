import { expect, test, type Page } from '@playwright/test';
import { centrePage, headerBalance, inEnglish, logIn, money, registerPlayer } from './support/site';

const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

test.beforeEach(async ({ page }) => inEnglish(page));

test('a new player plays the demo slot, finds the bets in the betting record and the ledger, the profit and loss agrees, and claims the rebate', async ({ page, request }) => {
  test.slow();
  await registerPlayer(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 13 spins of 10.00: 130.00 of valid bets, 1.04 of slot rebate at the new member's 0.8%.
  await page.goto('/#/rng?vendor=PT');
  const tile = page.getByRole('main').getByRole('feed', { name: 'Slots games' }).getByRole('article').first();
  await tile.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/#\/game\?/);
  const game = page.frameLocator('main iframe');
  await game.getByLabel('Bet').selectOption('10.00');
  const spinButton = game.getByRole('button', { name: /^(Spin|Putar)$/ });
  const gameBalance = async () => Number(((await game.locator('#balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const startBalance = await gameBalance();
  const spins = 13;
  // A click waits until the button is enabled again: the game disables it while a spin is out.
  for (let spin = 0; spin < spins; spin++) await spinButton.click();
  await expect(spinButton).toBeEnabled();
  const stakes = spins * 10;
  const endBalance = await gameBalance();
  const payouts = Math.round((endBalance - startBalance + stakes) * 100) / 100;

  // The betting record: every spin, with the period's totals.
  await page.goto('/#/member/personalHistoryCopy');
  const bets = centrePage(page, 'Betting record').getByRole('table', { name: 'Betting record' });
  await expect(bets.getByRole('button', { name: /^Round SP\d+ details$/ })).toHaveCount(spins);
  const total = bets.getByRole('row', { name: /Period total/ });
  await expect(total).toContainText(`${spins} bets`);
  await expect(total).toContainText(money(stakes));
  await expect(total).toContainText(money(payouts));
  await bets.getByRole('button', { name: /^Round SP\d+ details$/ }).first().click();
  const round = page.getByRole('dialog', { name: /Round SP\d+/ });
  await expect(round).toContainText('10.00');
  await round.getByRole('button', { name: 'Close' }).click();

  // The ledger: a BET entry per spin (and a payout entry per win) under "Bets and payouts".
  await centreMenu(page).getByRole('link', { name: 'Account record' }).click();
  const ledger = centrePage(page, 'Account record');
  await ledger.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bets and payouts' });
  // The table is busy until the filter's answer replaces the rows it showed.
  await expect(ledger.getByRole('table')).not.toHaveAttribute('aria-busy');
  const entries = ledger.getByRole('table').locator('tbody').getByRole('row');
  await expect(entries.filter({ hasNot: page.getByRole('cell', { name: /^(Bet|Payout)$/ }) })).toHaveCount(0);
  // Newest first, 20 a page: with enough wins (a payout entry each) the first bets are on page 2.
  const betEntries = entries.filter({ has: page.getByRole('cell', { name: 'Bet', exact: true }) });
  const betsOnFirstPage = await betEntries.count();
  if (betsOnFirstPage < spins) {
    await ledger.getByRole('navigation', { name: 'Account record pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(ledger.getByRole('table')).not.toHaveAttribute('aria-busy');
    await expect(betEntries).toHaveCount(spins - betsOnFirstPage);
  } else {
    expect(betsOnFirstPage).toBe(spins);
  }

  // Profit and loss: the same stakes and payouts, from the daily totals.
  await centreMenu(page).getByRole('link', { name: 'Profit and loss' }).click();
  const profit = centrePage(page, 'Profit and loss');
  await expect(profit.getByRole('group', { name: 'Bets', exact: true })).toContainText(money(stakes));
  await expect(profit.getByRole('group', { name: 'Payouts', exact: true })).toContainText(money(payouts));
  await expect(profit.getByRole('table').filter({ hasText: 'Game type' }).getByRole('row').filter({ hasText: 'Slots' })).toContainText(money(stakes));

  // The rebate of those bets, claimed once into the main wallet.
  await centreMenu(page).getByRole('link', { name: 'Rebate' }).click();
  const rebate = centrePage(page, 'Rebate');
  await expect(rebate.getByText('Rebate available').locator('..')).toContainText('1.04');
  await rebate.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(rebate.getByText(/1\.04 rebate claimed into your main wallet/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(endBalance + 1.04, 2);
  await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
});

test('claiming a reward credits the balance once and the reward centre badge counts down', async ({ page, request }) => {
  await registerPlayer(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/member/rewardCenter');
  const entry = centreMenu(page).getByRole('link', { name: /^Reward centre/ });
  // Today's sign-in, and the new-member task of a bound phone (the player registered with one).
  await expect(entry).toHaveAccessibleName(/2/);
  const before = await headerBalance(page);
  const signIn = centrePage(page, 'Reward centre').getByRole('listitem').filter({ hasText: 'Daily sign-in reward' });
  await signIn.getByRole('button', { name: 'Claim' }).click();
  await expect(centrePage(page, 'Reward centre').getByText(/2\.00 added to your main wallet/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 2, 2);
  await expect(entry).toHaveAccessibleName(/1/);
  await expect(signIn.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});

test("reading a message lowers the header's unread count", async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player02', 'player123');
  const messagesLink = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  // The count comes in its own call after the login: read it once it is there.
  await expect(messagesLink).toHaveAccessibleName(/\d+ unread/);
  const unreadBefore = Number(/(\d+) unread/.exec(await messagesLink.ariaSnapshot())?.[1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await page.goto('/#/member/messageV2');
  const inbox = centrePage(page, 'Messages').getByRole('list', { name: 'Messages' });
  // Once read its name loses "(unread)": hold on to it by its id.
  const toggleId = await inbox.getByRole('button', { name: /\(unread\)/ }).first().getAttribute('id');
  const unread = inbox.locator(`[id="${toggleId}"]`);
  await unread.click();
  await expect(unread).toHaveAttribute('aria-expanded', 'true');
  await expect(messagesLink).toHaveAccessibleName(new RegExp(`${unreadBefore - 1} unread`));
});

test('a lottery ticket bought in the demo lottery shows in the betting record, unsettled until its draw', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player03', 'player123');
  await page.goto('/#/lottery?gameCode=LOTT_SSC5&vendor=LOTT&playType=Lott');
  const lottery = page.frameLocator('main iframe');
  const form = lottery.locator('form');
  await form.getByText('7', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Stake' }).selectOption({ label: '5.00' });
  await form.getByRole('button', { name: 'Place bet' }).click();
  const placed = lottery.getByRole('status').filter({ hasText: /Bet placed/ });
  await expect(placed).toContainText('stake 5.00');
  const roundNo = /Reference (LT\d+)/.exec((await placed.textContent()) ?? '')![1]!;

  await page.goto('/#/member/personalHistoryCopy?status=UNSETTLED');
  const bets = centrePage(page, 'Betting record').getByRole('table', { name: 'Betting record' });
  const row = bets.getByRole('row').filter({ has: page.getByRole('button', { name: `Round ${roundNo} details` }) });
  await expect(row).toContainText('5.00');
  await expect(row).toContainText('Unsettled');
  await row.getByRole('button', { name: `Round ${roundNo} details` }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(roundNo) })).toContainText('7');
});
