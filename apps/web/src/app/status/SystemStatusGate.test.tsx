import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemStatus, type SystemStatus } from '@platform/api';
import { api } from '../../lib/api';
import { useSiteStatus } from '../../lib/site-status-context';
import { SystemStatusGate } from './SystemStatusGate';
import { prefetchSystemStatus } from './use-system-status';
import { clearSystemStatusReport, getSystemStatusReport, reportSystemStatus } from '../../lib/system-status-store';
import { axeViolations, renderInApp } from '../../test/render-in-app';
import { siteStatusFixture } from '../../test/site-status';

vi.mock('../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../features/customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

const call = vi.mocked(api.call);

const status = siteStatusFixture;

const OPEN = status();
const MAINTENANCE = status({ maintenance: { enabled: true, endTime: null, message: 'Wallet upgrade in progress.' } });
const REGION = status({ regionRestriction: { restricted: true, message: 'Blocked here.' } });

/** Answers the status calls in turn with `answers` (an Error rejects), the last one from then on. */
function answerStatus(...answers: (SystemStatus | Error)[]) {
  let index = 0;
  call.mockImplementation(async () => {
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

function Site() {
  const { status, view } = useSiteStatus();
  return (
    <main>
      <h1>The site</h1>
      <p>
        view {view}, {status.resources.map((resource) => resource.resourceType).join(', ')}
      </p>
    </main>
  );
}

const renderGate = (options?: Parameters<typeof renderInApp>[1]) =>
  renderInApp(
    <SystemStatusGate>
      <Site />
    </SystemStatusGate>,
    options,
  );

describe('SystemStatusGate', () => {
  beforeEach(() => {
    call.mockReset();
    clearSystemStatusReport();
  });
  afterEach(() => {
    clearSystemStatusReport();
  });

  it('reads the status with the current host, shows a loading state, then the site with the status in context', async () => {
    let answer: (value: SystemStatus) => void = () => {};
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const { container } = await renderGate();
    expect(call).toHaveBeenCalledWith(systemStatus, { url: window.location.host });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the platform status…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => answer(OPEN));
    expect(screen.getByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(screen.getByText('view 0, TELEGRAM')).toBeInTheDocument();
  });

  it('renders the site in its first render when the prefetched status has already come, and reads it once', async () => {
    answerStatus(OPEN);
    prefetchSystemStatus();
    await act(async () => {}); // The answer comes before the gate renders (main.tsx awaits the messages).
    await renderGate();
    expect(screen.getByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(screen.queryByText('Checking the platform status…')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('takes a prefetched status that is still on its way when it comes', async () => {
    let answer: (value: SystemStatus) => void = () => {};
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    prefetchSystemStatus();
    await renderGate();
    expect(screen.getByText('Checking the platform status…')).toBeInTheDocument();
    await act(async () => answer(OPEN));
    expect(screen.getByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows the maintenance page with the server message', async () => {
    answerStatus(MAINTENANCE);
    await renderGate();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Under maintenance' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Wallet upgrade in progress.')).toBeInTheDocument();
    expect(screen.queryByText('The site')).toBeNull();
  });

  it("shows the region-block page with the visitor's IP", async () => {
    answerStatus(REGION);
    await renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByText('Blocked here.')).toBeInTheDocument();
    expect(screen.getByText(/Your IP address:/)).toHaveTextContent('198.51.100.4');
  });

  it('offers a retry when the status cannot be read', async () => {
    answerStatus(new Error('network'), OPEN);
    const { container } = await renderGate({ locale: 'ms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidak dapat menghubungi platform' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('switches to the maintenance page when the API client reports a refused call, then reads the details', async () => {
    answerStatus(OPEN);
    await renderGate();
    await screen.findByRole('heading', { name: 'The site' });
    let answer: (value: SystemStatus) => void = () => {};
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    act(() => reportSystemStatus(1));
    // At once, before the status is read again: the default message.
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('The platform is being upgraded. Please come back soon.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
    await act(async () => answer(MAINTENANCE));
    expect(screen.getByText('Wallet upgrade in progress.')).toBeInTheDocument();
    // The read status replaced the report.
    expect(getSystemStatusReport()).toBeNull();
  });

  it('switches to the region-block page on a region report', async () => {
    answerStatus(OPEN, REGION);
    await renderGate();
    await screen.findByRole('heading', { name: 'The site' });
    act(() => reportSystemStatus(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeInTheDocument();
    expect(await screen.findByText('Blocked here.')).toBeInTheDocument();
  });

  it('keeps a reported view when the status still reads open, until "Try again" finds it open', async () => {
    answerStatus(OPEN);
    await renderGate();
    await screen.findByRole('heading', { name: 'The site' });
    await act(async () => reportSystemStatus(1));
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(getSystemStatusReport()).toEqual({ view: 1, seq: expect.any(Number) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(getSystemStatusReport()).toBeNull();
  });

  it('leaves the maintenance page when "Try again" finds the site open', async () => {
    answerStatus(MAINTENANCE, OPEN);
    await renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
  });

  it('throws a clear error when useSiteStatus is used outside the gate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderInApp(<Site />)).rejects.toThrow(/outside <SystemStatusGate>/);
  });
});
