import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ApiError, cancelLimitChange, confirmLimitChange, exclude, setLimit, setRealityCheck } from '@platform/api';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session/session';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { answer, HOUR_MS, limit, settingsWith, signInMember } from './protection-test-support';
import ResponsibleGamingPage from './ResponsibleGamingPage';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const callsOf = (definition: unknown) => call.mock.calls.filter(([called]) => called === definition).map(([, input]) => input);
const dateTime = (time: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(time);

async function renderPage(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<ResponsibleGamingPage />, { route: '/member/responsibleGaming', ...options });
  await screen.findByRole('region', { name: 'Limits' });
  return rendered;
}

const card = (name: string) => screen.getByRole('region', { name });
const rowOf = (cardName: string, period: string) => within(card(cardName)).getByText(period).closest('li') as HTMLElement;

beforeEach(() => {
  call.mockReset();
  answer();
  signInMember();
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('ResponsibleGamingPage: limits', () => {
  it('shows the nine limits, a card per kind, with what each window has counted', async () => {
    answer({ settings: settingsWith([limit('DEPOSIT', 'DAY', { amount: 500, used: 120 }), limit('LOSS', 'MONTH', { used: 30 })]) });
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeInTheDocument();
    for (const name of ['Deposit limits', 'Loss limits', 'Wager limits']) {
      expect(within(card(name)).getAllByRole('listitem')).toHaveLength(3);
    }
    const daily = rowOf('Deposit limits', 'Per 24 hours');
    expect(daily).toHaveTextContent('P 500.00');
    expect(daily).toHaveTextContent('P 120.00 used, P 380.00 left');
    expect(rowOf('Loss limits', 'Per month')).toHaveTextContent('No limit');
    expect(rowOf('Loss limits', 'Per month')).toHaveTextContent('P 30.00 in this window');
  });

  it('sets a first limit at once, saying so before it is sent', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set limit (deposit limit per 7 days)' }));
    const field = screen.getByRole('textbox', { name: /Deposit limit per 7 days/ });
    await userEvent.type(field, '300');
    expect(screen.getByText('A lower limit applies at once.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(callsOf(setLimit)).toEqual([{ kind: 'DEPOSIT', period: 'WEEK', amount: 300 }]);
    expect(await screen.findByText('Saved. The limit applies now.')).toBeInTheDocument();
    expect(rowOf('Deposit limits', 'Per 7 days')).toHaveTextContent('P 300.00');
  });

  it('says a higher limit waits 24 hours, and shows when it can be confirmed', async () => {
    const confirmableFrom = Date.now() + 24 * HOUR_MS;
    answer({
      settings: settingsWith([limit('WAGER', 'DAY', { amount: 500 })]),
      setLimit: (request) => limit(request.kind, request.period, { amount: 500, pending: { amount: request.amount, confirmableFrom } }),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Change (wager limit per 24 hours)' }));
    const field = screen.getByRole('textbox', { name: /Wager limit per 24 hours/ });
    expect(field).toHaveValue('500');
    await userEvent.clear(field);
    await userEvent.type(field, '800');
    expect(screen.getByText(/A higher limit, or removing it, waits 24 hours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    const from = dateTime(confirmableFrom);
    expect(await screen.findByText(`Saved. The change waits for its 24 hours: you can confirm it from ${from}.`)).toBeInTheDocument();
    const row = rowOf('Wager limits', 'Per 24 hours');
    expect(row).toHaveTextContent('P 500.00');
    expect(row).toHaveTextContent(`Change to P 800.00 waiting. You can confirm it from ${from}.`);
    expect(within(row).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
  });

  it('offers Confirm once the cooling-off has passed, and Cancel at any time', async () => {
    answer({ settings: settingsWith([limit('LOSS', 'WEEK', { amount: 500, pending: { amount: 800, confirmableFrom: Date.now() - 1_000 } })]) });
    await renderPage();
    const row = rowOf('Loss limits', 'Per 7 days');
    expect(row).toHaveTextContent('Its 24 hours have passed: confirm it to apply it.');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm change' }));
    expect(callsOf(confirmLimitChange)).toEqual([{ kind: 'LOSS', period: 'WEEK' }]);
    await waitFor(() => expect(rowOf('Loss limits', 'Per 7 days')).toHaveTextContent('P 800.00'));
  });

  it('cancels a waiting removal', async () => {
    answer({ settings: settingsWith([limit('DEPOSIT', 'MONTH', { amount: 100, pending: { amount: null, confirmableFrom: Date.now() + HOUR_MS } })]) });
    await renderPage();
    const row = rowOf('Deposit limits', 'Per month');
    expect(row).toHaveTextContent('Removal of this limit waiting.');
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel change' }));
    expect(callsOf(cancelLimitChange)).toEqual([{ kind: 'DEPOSIT', period: 'MONTH' }]);
    await waitFor(() => expect(rowOf('Deposit limits', 'Per month')).not.toHaveTextContent('waiting'));
    expect(rowOf('Deposit limits', 'Per month')).toHaveTextContent('P 100.00');
  });

  it('turns the waiting change confirmable when its time comes while the page is open', async () => {
    answer({ settings: settingsWith([limit('DEPOSIT', 'MONTH', { amount: 100, pending: { amount: null, confirmableFrom: Date.now() + 1_000 } })]) });
    await renderPage();
    const row = () => rowOf('Deposit limits', 'Per month');
    expect(within(row()).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
    expect(await within(row()).findByRole('button', { name: 'Confirm change' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it("keeps what was typed after a refusal and shows the field's failed rule", async () => {
    answer({ setLimit: () => new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: '' }) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Set limit (loss limit per 24 hours)' }));
    const field = screen.getByRole('textbox', { name: /Loss limit per 24 hours/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(screen.getByText("Enter the limit's amount.")).toBeInTheDocument();
    expect(callsOf(setLimit)).toEqual([]);
    await userEvent.type(field, '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(screen.getByText(/Maximum P 1,000,000.00/)).toBeInTheDocument();
    expect(callsOf(setLimit)).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Too many requests. Please try again after 5 minutes.')).toBeInTheDocument();
    expect(field).toHaveValue('250');
  });
});

describe('ResponsibleGamingPage: reality check and history', () => {
  it('saves the reality check interval', async () => {
    await renderPage();
    const region = screen.getByRole('region', { name: 'Reality check' });
    const select = within(region).getByRole('combobox', { name: 'Remind me' });
    expect(select).toHaveValue('0');
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Every 30 minutes');
    await userEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(callsOf(setRealityCheck)).toEqual([{ minutes: 30 }]);
    expect(await within(region).findByText('Saved. It applies from your next reminder.')).toBeInTheDocument();
  });

  it('shows net deposits and the net result over four windows, with the records linked', async () => {
    await renderPage();
    const region = screen.getByRole('region', { name: 'Your history' });
    const rows = await within(region).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodNet depositsNet result',
      'Last 24 hoursP +100.00P -30.00',
      'Last 7 daysP +300.00P +50.00',
      'Last 30 daysP +700.00P -200.00',
      'Last 6 monthsP +1,000.00P -500.00',
    ]);
    expect(within(region).getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    expect(within(region).getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/member/transactionHistory');
    expect(within(region).getByRole('link', { name: 'Profit and loss' })).toHaveAttribute('href', '/member/personalProfit');
  });

  it('says when the limits or the history could not be loaded, and tries again', async () => {
    answer({ settings: new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }), history: new ApiError({ code: 'NETWORK_ERROR', status: 0, message: '' }) });
    await renderInApp(<ResponsibleGamingPage />);
    expect(await screen.findByText('Your limits could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your history could not be loaded.')).toBeInTheDocument();
    answer();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('region', { name: 'Limits' })).toBeInTheDocument();
  });
});

describe('ResponsibleGamingPage: take a break and self-exclusion', () => {
  it('explains a self-exclusion, asks for the password, then logs the player out and says when it ends', async () => {
    const endsAt = Date.now() + 365 * 24 * HOUR_MS;
    answer({ exclusionEndsAt: endsAt });
    await renderPage();
    const region = screen.getByRole('region', { name: 'Self-exclusion' });
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'For how long' }), '1 year');
    await userEvent.click(within(region).getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself' });
    expect(dialog).toHaveTextContent('It cannot be ended early.');
    expect(dialog).toHaveTextContent('It covers every account of yours, matched by phone number, email and real name.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(within(dialog).getByText('Enter your login password.')).toBeInTheDocument();
    expect(callsOf(exclude)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'player123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(callsOf(exclude)).toEqual([{ kind: 'SELF_EXCLUSION', duration: 'YEAR_1', password: 'player123' }]);
    const told = await screen.findByRole('dialog', { name: 'Your self-exclusion has started' });
    expect(told).toHaveTextContent(`Your self-exclusion ends on ${dateTime(endsAt)}. You have been logged out on every device.`);
    expect(sessionStore.get()).toBeNull();
  });

  it('asks no password of an account that has none (a mobile registration): its session confirms', async () => {
    answer({ settings: settingsWith([], { exclusionAsksPassword: false }) });
    await renderPage();
    const region = screen.getByRole('region', { name: 'Take a break' });
    await userEvent.click(within(region).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    expect(within(dialog).queryByLabelText(/Login password/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(callsOf(exclude)).toEqual([{ kind: 'TIMEOUT', duration: 'HOURS_24' }]);
    expect(await screen.findByRole('dialog', { name: 'Your break has started' })).toBeInTheDocument();
  });

  it('says what balance stays in the account before the player confirms, with the way to withdraw it first', async () => {
    answer({ funds: { sumBalance: 1_250.5, availableBalance: 1_000, promotionalBalance: 250.5, frozenBalance: 0 } });
    await renderInApp(
      <Routes>
        <Route path="/member/responsibleGaming" element={<ResponsibleGamingPage />} />
        <Route path="/member/withdraw" element={<p>withdraw page</p>} />
      </Routes>,
      { route: '/member/responsibleGaming' },
    );
    const region = screen.getByRole('region', { name: 'Self-exclusion' });
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'For how long' }), 'Permanently');
    await userEvent.click(within(region).getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself' });
    expect(await within(dialog).findByText('Your balance stays in your account')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'You have P 1,250.50 in your account, P 1,000.00 of it withdrawable now. Once this starts you cannot log in again to withdraw it.',
    );
    await userEvent.click(within(dialog).getByRole('link', { name: 'Withdraw it first' }));
    expect(await screen.findByText('withdraw page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Exclude yourself' })).toBeNull();
    expect(callsOf(exclude)).toEqual([]);
  });

  it('says nothing of a balance when the account holds none', async () => {
    answer({ funds: { sumBalance: 0, availableBalance: 0, promotionalBalance: 0, frozenBalance: 0 } });
    await renderPage();
    const region = screen.getByRole('region', { name: 'Take a break' });
    await userEvent.click(within(region).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    expect(within(dialog).queryByText('Your balance stays in your account')).toBeNull();
  });

  it('keeps the player signed in and the dialog open after a wrong password', async () => {
    const base = call.getMockImplementation()!;
    call.mockImplementation(async (definition, input) => {
      if (definition === exclude) throw new ApiError({ code: 'PASSWORD_INCORRECT', status: 400, message: '' });
      return base(definition, input);
    });
    await renderPage();
    const region = screen.getByRole('region', { name: 'Take a break' });
    await userEvent.click(within(region).getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break' });
    await userEvent.type(within(dialog).getByLabelText(/Login password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });
});

describe('ResponsibleGamingPage: accessibility', () => {
  it.each(['light', 'dark'] as const)('has no axe violations in %s mode, with a change waiting', async (colorMode) => {
    answer({ settings: settingsWith([limit('DEPOSIT', 'DAY', { amount: 500, used: 100, pending: { amount: 900, confirmableFrom: Date.now() + HOUR_MS } })]) });
    const { container } = await renderPage({ colorMode });
    await screen.findAllByRole('row');
    expect(await axeViolations(container)).toEqual([]);
  });
});
