import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceView } from './MaintenanceView';
import { RegionBlockedView } from './RegionBlockedView';
import { axeViolations, renderInApp } from '../../test/render-in-app';

vi.mock('../../features/customer-service/customer-service', () => ({ openCustomerService: vi.fn(async () => 'opened') }));

afterEach(() => {
  vi.useRealTimers();
});

describe('MaintenanceView', () => {
  it("shows the server's message, the end time in the visitor's locale, and focuses its heading", async () => {
    const endTime = '2031-03-04T05:06:00Z';
    await renderInApp(<MaintenanceView message="Upgrading the wallet." endTime={endTime} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Under maintenance' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAccessibleName('Under maintenance');
    expect(screen.getByText('Upgrading the wallet.')).toBeInTheDocument();
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('datetime', endTime);
    const expected = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(Date.parse(endTime));
    expect(time).toHaveTextContent(expected);
    expect(time?.textContent).toContain('2031');
    expect(time?.parentElement).toHaveTextContent(`Expected back at ${expected}`);
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('counts down to the end time and looks again by itself when it passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2031-03-04T04:00:00Z'));
    const onRetry = vi.fn(async () => true);
    await renderInApp(<MaintenanceView endTime="2031-03-04T05:06:05Z" onRetry={onRetry} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:06:05');
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1:06:00');
    expect(onRetry).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(66 * 60 * 1000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no countdown while the end is more than a day off', async () => {
    await renderInApp(<MaintenanceView endTime={new Date(Date.now() + 25 * 3_600_000).toISOString()} />);
    expect(document.querySelector('time')).not.toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows hours and minutes only to players who asked for less motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2031-03-04T04:00:00Z'));
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await renderInApp(<MaintenanceView endTime="2031-03-04T05:06:05Z" />);
      expect(screen.getByRole('timer')).toHaveTextContent('1:07');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the translated default message without one, and no end time without one', async () => {
    await renderInApp(<MaintenanceView />, { locale: 'ms' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dalam penyelenggaraan');
    expect(screen.getByText('Platform sedang dinaik taraf. Sila kembali sebentar lagi.')).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Khidmat pelanggan' })).toBeInTheDocument();
    // No "Try again" without a way to look again.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('is translated into Chinese', async () => {
    await renderInApp(<MaintenanceView endTime="2031-03-04T05:06:00Z" onRetry={async () => true} />, { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('系统维护中');
    expect(screen.getByRole('button', { name: '再试一次' })).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toContain('2031');
  });

  it('"Try again" looks again, is busy meanwhile, and says when the site is still closed or unreachable', async () => {
    let finish: (isRead: boolean) => void = () => {};
    const onRetry = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    await renderInApp(<MaintenanceView onRetry={onRetry} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish(true));
    expect(screen.getByRole('status')).toHaveTextContent('The platform is still being upgraded. Please try again later.');
    await userEvent.click(button);
    await act(async () => finish(false));
    expect(screen.getByRole('status')).toHaveTextContent('Network connection abnormal, please retry.');
  });

  it('opens customer service from its button', async () => {
    const { openCustomerService } = await import('../../features/customer-service/customer-service');
    vi.mocked(openCustomerService).mockClear();
    await renderInApp(<MaintenanceView />);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderInApp(
      <MaintenanceView message="Upgrading." endTime={new Date(Date.now() + 3_600_000).toISOString()} onRetry={async () => true} />,
      { colorMode },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('RegionBlockedView', () => {
  it("shows the server's message and the visitor's IP, and focuses its heading", async () => {
    await renderInApp(<RegionBlockedView ip="203.0.113.7" message="Not offered in your country." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Not available in your region' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Not offered in your country.')).toBeInTheDocument();
    expect(screen.getByText(/Your IP address:/)).toHaveTextContent('Your IP address: 203.0.113.7');
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('gives the translated default message, in Malay and Chinese', async () => {
    const { unmount } = await renderInApp(<RegionBlockedView ip="203.0.113.7" />, { locale: 'ms' });
    expect(screen.getByText('Akses dari rantau atau alamat IP anda adalah terhad.')).toBeInTheDocument();
    expect(screen.getByText(/Alamat IP anda:/)).toHaveTextContent('203.0.113.7');
    unmount();
    await renderInApp(<RegionBlockedView ip="203.0.113.7" />, { locale: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('您所在的地区无法使用');
    expect(screen.getByText(/您的 IP 地址：/)).toHaveTextContent('203.0.113.7');
  });

  it('leaves out the IP line when the IP is unknown', async () => {
    await renderInApp(<RegionBlockedView />);
    expect(screen.queryByText(/Your IP address/)).toBeNull();
  });

  it.each(['light', 'dark'] as const)('has no axe violations in %s mode', async (colorMode) => {
    const { container } = await renderInApp(<RegionBlockedView ip="203.0.113.7" />, { colorMode });
    expect(await axeViolations(container)).toEqual([]);
  });
});
