import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptDailyWageOffer, agentPage, fillDailyWageOffer, loggedInAs, NEW_ACCOUNT_PASSWORD, openDownlineAccount } from './support/agent-centre';
import { advanceClock, runSettlementSweep } from './support/gateway';
import { headerBalance, inEnglish, logIn, logInAgain, money } from './support/site';

// The journey that lets a day pass on the gateway's dev clock. It runs in the `clock` project,
// after every other journey (e2e/playwright.config.ts): the jump expires every open session.

const UPLINE = { account: 'agent02', password: 'agent123' };
/** The contract: 1.55% of the team's valid bets of the previous business day, from 50.00 and one active member. */
const RATE_PERCENT = 1.55;
const SPINS = 7;
const STAKE = 10;

/** A figure of a StatCard group ("Withdrawable P 1,234.50" → 1234.5). */
async function figure(page: Page, name: string): Promise<number> {
  const group = page.getByRole('group', { name, exact: true });
  await expect(group).toContainText(/\d\.\d{2}/);
  return Number(/(-?[\d,]+\.\d{2})/.exec((await group.textContent()) ?? '')![1]!.replaceAll(',', ''));
}

/** The business day (UTC+8) of a moment, yyyy-MM-dd. */
const businessDay = (moment: Date) => new Date(moment.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function gatewayNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/wps/dev/clock');
  expect(response.ok()).toBe(true);
  return new Date(((await response.json()) as { value: { now: string } }).value.now);
}


test.beforeEach(async ({ page }) => inEnglish(page));

test("a day passes: the downline's daily wage is settled once from its team's real bets, paid by the upline from its own money", async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const firstDay = businessDay(await gatewayNow(request));

  // The upline opens a fresh agent, so the team's figures are this journey's own, and offers it daily wages.
  await page.goto('/');
  await logIn(page, UPLINE.account, UPLINE.password);
  await page.goto('/#/agent/registerCenter');
  const downline = await openDownlineAccount(page, { prefix: 'wage', type: 'Level 3 agent (41)' });
  await page.goto('/#/agent/agentDailyWages2');
  const offer = await fillDailyWageOffer(page, downline, [{ validBet: '50', activeMembers: '1', rate: String(RATE_PERCENT) }]);
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();

  // The upline pays from its withdrawable money: it has plenty.
  await page.goto('/#/member/transferFund');
  expect(await figure(page, 'Withdrawable')).toBeGreaterThan(100);

  // The downline accepts, then its team (the downline itself) plays the demo slot: SPINS spins of 10.00.
  const downlinePage = await loggedInAs(browser, downline, NEW_ACCOUNT_PASSWORD);
  await acceptDailyWageOffer(downlinePage, UPLINE.account);
  await downlinePage.goto('/#/rng?vendor=PT');
  await downlinePage.getByRole('main').getByRole('feed', { name: 'Slots games' }).getByRole('article').first().getByRole('button', { name: /^Play / }).click();
  await expect(downlinePage).toHaveURL(/#\/game\?/);
  const game = downlinePage.frameLocator('main iframe');
  await game.getByLabel('Bet').selectOption(money(STAKE));
  const spin = game.getByRole('button', { name: /^(Spin|Putar)$/ });
  for (let count = 0; count < SPINS; count++) await spin.click();
  await expect(spin).toBeEnabled();
  const validBets = SPINS * STAKE;

  // The bets, as the downline's own betting record counts them (its team's only bets: it has no downline).
  // (The days are the gateway's: its clock may be ahead of this machine's after an earlier jump.)
  const playedDays = `from=${firstDay}&to=${businessDay(await gatewayNow(request))}`;
  await downlinePage.goto(`/#/member/personalHistoryCopy?${playedDays}`);
  const total = downlinePage.getByRole('region', { name: 'Betting record' }).getByRole('table', { name: 'Betting record' }).getByRole('row', { name: /Period total/ });
  await expect(total).toContainText(`${SPINS} bets`);
  await expect(total).toContainText(money(validBets));
  // The balance after the play, freshly loaded.
  await downlinePage.reload();
  const balanceBefore = await headerBalance(downlinePage);

  // The wage: 1.55% of the day's valid bets, rounded down to the cent.
  const wageCents = Math.floor((validBets * 100 * Math.round(RATE_PERCENT * 100)) / 10_000);
  const wage = wageCents / 100;
  expect(wage).toBeGreaterThan(0);

  // A day (and a little) passes on the gateway's clock; the sweep settles the day that ended.
  const now = await advanceClock(request, 24 * 60 + 5);
  // (The gateway's own timer sweeps too: either may settle a given period, each exactly once.)
  await runSettlementSweep(request);
  const period = `from=${firstDay}&to=${businessDay(now)}`;

  // The downline's income: the wage received once, paid, at its exact amount.
  await logInAgain(downlinePage, downline, NEW_ACCOUNT_PASSWORD);
  await downlinePage.goto(`/#/agent/agentRevenueReport?${period}`);
  const income = agentPage(downlinePage, 'My income');
  const received = income.getByRole('table', { name: 'Settlements received from my upline' });
  const paidRow = received.getByRole('row').filter({ has: downlinePage.getByRole('cell', { name: 'Paid', exact: true }) });
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow).toContainText(UPLINE.account);
  await expect(paidRow).toContainText(money(wage));
  await expect(paidRow).toContainText('Tier 1 · 1.55%');
  // Any other day of the contract had nothing to pay (no bets in it): nothing else is due, owed or paid.
  await expect(received.getByRole('row').filter({ has: downlinePage.getByRole('cell', { name: /^(Due|Unpaid|Paid)$/ }) })).toHaveCount(1);
  await expect(income.getByRole('group', { name: 'Salary', exact: true })).toContainText(money(wage));
  await expect(income.getByRole('table', { name: 'Income by kind' }).getByRole('row').filter({ hasText: 'Daily wages' })).toContainText(`${money(wage)} (1 settlement)`);
  const referenceNo = /SL\d+/.exec((await paidRow.textContent()) ?? '')![0];
  // The balance rose by exactly the wage.
  await expect.poll(() => headerBalance(downlinePage)).toBeCloseTo(balanceBefore + wage, 2);

  // The upline's income: the same settlement paid once, and its ledger debited by exactly the wage.
  await logInAgain(page, UPLINE.account, UPLINE.password);
  await page.goto(`/#/agent/agentRevenueReport?${period}&side=PAID`);
  const paidOut = agentPage(page, 'My income').getByRole('table', { name: 'Settlements paid to my downlines' });
  const paidToDownline = paidOut.getByRole('row').filter({ hasText: downline }).filter({ has: page.getByRole('cell', { name: 'Paid', exact: true }) });
  await expect(paidToDownline).toHaveCount(1);
  await expect(paidToDownline).toContainText(money(wage));
  await expect(paidToDownline).toContainText(referenceNo);
  await page.goto(`/#/member/transactionHistory?${period}&type=SALARY`);
  const ledger = page.getByRole('region', { name: 'Account record' }).getByRole('table', { name: 'Account record' });
  const debit = ledger.getByRole('row').filter({ hasText: referenceNo });
  await expect(debit).toHaveCount(1);
  await expect(debit).toContainText(`-${money(wage)}`);
  await expect(debit).toContainText(downline);

  // Running the sweep again settles nothing of this contract: still one payment, the balance the same.
  await runSettlementSweep(request);
  await downlinePage.reload();
  await expect(paidRow).toHaveCount(1);
  await expect(income.getByRole('group', { name: 'Salary', exact: true })).toContainText(money(wage));
  await downlinePage.getByRole('banner').getByRole('button', { name: /refresh/i }).click();
  await expect.poll(() => headerBalance(downlinePage)).toBeCloseTo(balanceBefore + wage, 2);
  await page.reload();
  await expect(debit).toHaveCount(1);
  await downlinePage.context().close();
});
