import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { centrePage, inEnglish, registerPlayer } from './support/site';

// The reality check (issue 22): at the interval the player chose, a reminder with the session's
// time and net result comes over whatever runs, a game included. The browser's clock is Playwright's,
// fast-forwarded through the 15 minutes; the gateway's session start is real.

test.beforeEach(async ({ page }) => inEnglish(page));

test('a reality check comes over a running game at the interval, and the player continues', async ({ page, request }) => {
  await page.clock.install();
  await registerPlayer(page, request);
  await expect(page.getByRole('banner').getByRole('timer', { name: 'Session' })).toBeVisible();

  await page.goto('/#/member/responsibleGaming');
  const realityCheck = centrePage(page, 'Responsible gaming').getByRole('region', { name: 'Reality check' });
  await realityCheck.getByRole('combobox', { name: 'Remind me' }).selectOption({ label: 'Every 15 minutes' });
  await realityCheck.getByRole('button', { name: 'Save' }).click();
  await expect(realityCheck.getByRole('combobox', { name: 'Remind me' })).toHaveValue('15');

  // A game runs in the frame; 15 minutes pass.
  await page.goto('/#/rng?vendor=PT');
  await page.getByRole('main').getByRole('feed', { name: 'Slots games' }).getByRole('article').first().getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/#\/game\?/);
  const game = page.frameLocator('main iframe');
  await game.getByRole('button', { name: /^(Spin|Putar)$/ }).click();
  await page.clock.fastForward('15:05');

  const reminder = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByText('Session time')).toBeVisible();
  await expect(reminder.getByText('Net result')).toBeVisible();
  await expect(reminder.getByRole('link', { name: 'View your betting record' })).toBeVisible();
  await expect(reminder.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectNoAxeViolations(page, 'reality check over a game');

  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toBeHidden();
  await expect(page).toHaveURL(/#\/game\?/);
  await expect(page.locator('main iframe')).toBeVisible();
});
