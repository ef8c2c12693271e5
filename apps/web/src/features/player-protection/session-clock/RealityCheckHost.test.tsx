import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, sessionSummary, type SessionSummary } from '@platform/api';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session';
import { axeViolations, renderInApp } from '../../../test/render-in-app';
import { LocationProbe } from '../../auth/test-support';
import RealityCheckHost from './RealityCheckHost';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(), cached: vi.fn() } }));

const call = vi.mocked(api.call);
const MINUTE = 60_000;
let summary: SessionSummary;

function answer() {
  call.mockImplementation(async (definition) => {
    if (definition === sessionSummary) return summary;
    if (definition === logout) return null;
    throw new Error(`unexpected call ${definition.path}`);
  });
}

const summaryCalls = () => call.mock.calls.filter(([definition]) => definition === sessionSummary).length;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderHost() {
  return renderInApp(
    <>
      <RealityCheckHost />
      <LocationProbe />
    </>,
    { route: '/game' },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(Date.UTC(2026, 4, 1, 10, 0, 0));
  summary = { startedAt: Date.now() - 14 * MINUTE, realityCheckMinutes: 15, stakes: 50, payouts: 12.5, netResult: -37.5 };
  call.mockReset();
  answer();
  sessionStore.signIn({ token: 'member-token', account: 'player01', type: 0 });
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe('RealityCheckHost', () => {
  it('shows the reminder at each whole interval of session time, with fresh figures, and "Continue" waits for the next', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHost();
    await waitFor(() => expect(summaryCalls()).toBe(1));
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    summary = { ...summary, stakes: 80, payouts: 100, netResult: 20 };
    await advance(1_500);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    // The figures were asked for again when the reminder came.
    expect(summaryCalls()).toBe(2);
    expect(dialog.querySelector('[data-figure="session-time"]')).toHaveTextContent('0:15:00');
    expect(dialog.querySelector('[data-figure="net-result"]')).toHaveTextContent('20.00');
    expect(within(dialog).getByRole('link', { name: 'View your betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    expect(await axeViolations(dialog)).toEqual([]);

    await advance(MINUTE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Continued at 0:16: the next one is at 0:30, not 0:31.
    await advance(13 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(MINUTE + 1_000);
    const again = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(again.querySelector('[data-figure="session-time"]')).toHaveTextContent('0:30:00');
  });

  it('shows nothing while the reality check is off', async () => {
    summary = { ...summary, realityCheckMinutes: 0 };
    await renderHost();
    await waitFor(() => expect(summaryCalls()).toBe(1));
    await advance(61 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(summaryCalls()).toBe(1);
  });

  it('does not show the reminder when the player turned it off meanwhile', async () => {
    await renderHost();
    await waitFor(() => expect(summaryCalls()).toBe(1));
    summary = { ...summary, realityCheckMinutes: 0 };
    await advance(MINUTE + 1_000);
    expect(summaryCalls()).toBe(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Log out" signs out and goes home', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHost();
    await waitFor(() => expect(summaryCalls()).toBe(1));
    await advance(MINUTE + 1_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(call).toHaveBeenCalledWith(logout, {});
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('the betting-record link goes to the record and closes the reminder', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHost();
    await waitFor(() => expect(summaryCalls()).toBe(1));
    await advance(MINUTE + 1_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('link', { name: 'View your betting record' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member/personalHistoryCopy');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks nothing for a trial account, which the gateway refuses', async () => {
    sessionStore.signIn({ token: 'trial-token', account: '', type: 4 });
    await renderHost();
    await advance(61 * MINUTE);
    expect(summaryCalls()).toBe(0);
  });
});
