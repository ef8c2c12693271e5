import { createRef, Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { JackpotTicker } from './JackpotTicker';
import { JACKPOT_EPOCH, JACKPOT_ROUND_MS } from './jackpot';

// Only the ticker's clock is faked: Testing Library drains its queue with a real setTimeout.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

/** Moves the fake clock on, letting React apply what the timers did. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setTabVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** A stand-in IntersectionObserver whose reports the test sends. */
function stubIntersectionObserver() {
  let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      report([{ isIntersecting }]);
    });
}

function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const ticker = () => screen.getByRole('group', { name: 'Jekpot' });

describe('JackpotTicker', () => {
  it('shows the amount as one text for screen readers, and digit by digit in boxes for the eye', async () => {
    const { container } = await renderWithProviders(<JackpotTicker startValue={1_234_567.8} />);
    expect(within(ticker()).getByText('P 1,234,567.80')).toBeInTheDocument();
    const digits = container.querySelectorAll('[data-digit]');
    expect(Array.from(digits, (digit) => digit.getAttribute('data-digit')).join('')).toBe('123456780');
    // The boxes are hidden from assistive technology, so the amount is not read digit by digit.
    expect(digits[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    // And it is no live region: the growth is not spoken every three seconds.
    expect(container.querySelector('[aria-live], [role="status"], [role="log"], [role="timer"], [role="marquee"]')).toBeNull();
  });

  it('grows by 165.11 every 3 seconds', async () => {
    await renderWithProviders(<JackpotTicker startValue={1_000_000} />);
    expect(screen.getByText('P 1,000,000.00')).toBeInTheDocument();
    wait(2_999);
    expect(screen.getByText('P 1,000,000.00')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('P 1,000,165.11')).toBeInTheDocument();
    wait(3_000);
    expect(screen.getByText('P 1,000,330.22')).toBeInTheDocument();
    // A thousand ticks later it has not drifted by a cent.
    wait(3_000 * 1_000);
    expect(screen.getByText('P 1,165,440.22')).toBeInTheDocument();
    expect(ticker()).toHaveAttribute('data-state', 'running');
  });

  it('starts from the value derived from the current time, so every visitor sees the same number', async () => {
    vi.setSystemTime(JACKPOT_EPOCH + 12 * JACKPOT_ROUND_MS + 3_600_000 + 1_500);
    await renderWithProviders(<JackpotTicker />);
    expect(screen.getByText('P 1,198,132.00')).toBeInTheDocument();
  });

  it('takes its own currency symbol, step and interval', async () => {
    await renderWithProviders(<JackpotTicker startValue={500} currencySymbol="RM" step={0.5} intervalMs={1_000} />);
    expect(screen.getByText('RM 500.00')).toBeInTheDocument();
    wait(2_000);
    expect(screen.getByText('RM 501.00')).toBeInTheDocument();
  });

  it('pauses and resumes with its toggle, by pointer and by keyboard', async () => {
        await renderWithProviders(<JackpotTicker startValue={1_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jeda Jekpot' }));
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    wait(30_000);
    expect(screen.getByText('P 1,000.00')).toBeInTheDocument();

    const resume = screen.getByRole('button', { name: 'Sambung Jekpot' });
    expect(resume).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(ticker()).toHaveAttribute('data-state', 'running');
    wait(3_000);
    expect(screen.getByText('P 1,165.11')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Sambung Jekpot' })).toHaveFocus();
    wait(9_000);
    expect(screen.getByText('P 1,165.11')).toBeInTheDocument();
  });

  it('stops while the tab is hidden and goes on when it shows again', async () => {
    await renderWithProviders(<JackpotTicker startValue={1_000} />);
    setTabVisibility('hidden');
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    wait(30_000);
    expect(screen.getByText('P 1,000.00')).toBeInTheDocument();
    setTabVisibility('visible');
    wait(3_000);
    expect(screen.getByText('P 1,165.11')).toBeInTheDocument();
  });

  it('stops while scrolled off screen and goes on when back in view', async () => {
    const setInView = stubIntersectionObserver();
    await renderWithProviders(<JackpotTicker startValue={1_000} />);
    setInView(false);
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    // Off screen the button still offers a pause: the player did not pause it.
    expect(screen.getByRole('button', { name: 'Jeda Jekpot' })).toBeInTheDocument();
    wait(30_000);
    expect(screen.getByText('P 1,000.00')).toBeInTheDocument();
    setInView(true);
    wait(3_000);
    expect(screen.getByText('P 1,165.11')).toBeInTheDocument();
  });

  it('starts paused under prefers-reduced-motion, and the player can still press resume', async () => {
    stubReducedMotion();
        await renderWithProviders(<JackpotTicker startValue={1_000} />);
    expect(ticker()).toHaveAttribute('data-state', 'paused');
    wait(30_000);
    expect(screen.getByText('P 1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sambung Jekpot' }));
    wait(3_000);
    expect(screen.getByText('P 1,165.11')).toBeInTheDocument();
  });

  it('re-renders only itself on a tick, never its parent', async () => {
    const onParentRender = vi.fn();
    const onTickerCommit = vi.fn();
    function Lobby() {
      onParentRender();
      return (
        <main>
          <h1>Lobby</h1>
          <Profiler id="ticker" onRender={onTickerCommit}>
            <JackpotTicker startValue={1_000} />
          </Profiler>
        </main>
      );
    }
    await renderWithProviders(<Lobby />);
    const ticks = 5;
    for (let tick = 0; tick < ticks; tick += 1) wait(3_000);
    expect(screen.getByText('P 1,825.55')).toBeInTheDocument();
    expect(onParentRender).toHaveBeenCalledTimes(1);
    // The mount and one render per tick.
    expect(onTickerCommit).toHaveBeenCalledTimes(ticks + 1);
    expect(onTickerCommit.mock.calls.map((call) => call[1])).toEqual(['mount', 'update', 'update', 'update', 'update', 'update']);
  });

  it('formats with the separators of Malay, English and Chinese, and translates its names', async () => {
    const { unmount } = await renderWithProviders(<JackpotTicker startValue={34_286_176.01} />, { locale: 'ms' });
    expect(screen.getByRole('group', { name: 'Jekpot' })).toHaveTextContent('P 34,286,176.01');
    unmount();

    const english = await renderWithProviders(<JackpotTicker startValue={34_286_176.01} />, { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('P 34,286,176.01');
    expect(screen.getByRole('button', { name: 'Pause Jackpot' })).toBeInTheDocument();
    english.unmount();

    await renderWithProviders(<JackpotTicker startValue={34_286_176.01} />, { locale: 'zh' });
    expect(screen.getByRole('group', { name: '奖池' })).toHaveTextContent('P 34,286,176.01');
    expect(screen.getByRole('button', { name: '暂停奖池' })).toBeInTheDocument();
  });

  it('takes its own label, which can be hidden from the eye but still names it', async () => {
    await renderWithProviders(<JackpotTicker startValue={1} label="Mega jackpot" isLabelVisible={false} />);
    expect(screen.getByRole('group', { name: 'Mega jackpot' })).toBeInTheDocument();
    expect(screen.getByText('Mega jackpot')).not.toHaveAttribute('data-visible');
    expect(screen.getByRole('button', { name: 'Jeda Mega jackpot' })).toBeInTheDocument();
  });

  it('passes its ref and class name to its root', async () => {
    const ref = createRef<HTMLDivElement>();
    await renderWithProviders(<JackpotTicker startValue={1} ref={ref} className="home-jackpot" />);
    expect(ref.current).toBe(ticker());
    expect(ticker()).toHaveClass('home-jackpot');
  });

  it('has no axe violations, running or paused', async () => {
    const { container } = await renderWithProviders(<JackpotTicker startValue={1_234.5} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Jeda Jekpot' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
