import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_TOGGLE_ATTRIBUTE, useAutoplay } from './use-autoplay';

function Probe({ canMove = true, intervalMs = 5000 }: { canMove?: boolean; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  const autoplay = useAutoplay({ canMove, intervalMs, onAdvance: () => setIndex((value) => value + 1), resetKey: index });
  return (
    <div data-testid="root" {...autoplay.rootProps}>
      <output data-testid="index">{index}</output>
      <button type="button" onClick={autoplay.toggle} {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: '' }}>
        {autoplay.isPlaying ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={() => setIndex((value) => value + 1)}>
        Next
      </button>
    </div>
  );
}

const index = () => Number(screen.getByTestId('index').textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && matches,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('useAutoplay', () => {
  it('advances every interval, not before', () => {
    render(<Probe />);
    wait(4999);
    expect(index()).toBe(0);
    wait(1);
    expect(index()).toBe(1);
    wait(5000);
    expect(index()).toBe(2);
  });

  it('never runs when there is nothing to move to', () => {
    render(<Probe canMove={false} />);
    wait(20_000);
    expect(index()).toBe(0);
  });

  it('restarts the wait after a manual move', () => {
    render(<Probe />);
    wait(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(index()).toBe(1);
    wait(4000);
    expect(index()).toBe(1);
    wait(1000);
    expect(index()).toBe(2);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<Probe />);
    fireEvent.pointerEnter(screen.getByTestId('root'));
    wait(15_000);
    expect(index()).toBe(0);
    fireEvent.pointerLeave(screen.getByTestId('root'));
    wait(5000);
    expect(index()).toBe(1);
  });

  it('pauses while focus is inside, except on the toggle, and resumes when focus leaves', () => {
    render(<Probe />);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    wait(15_000);
    expect(index()).toBe(0);
    // On the toggle it keeps moving, so the player sees what the toggle does.
    act(() => screen.getByRole('button', { name: 'Pause' }).focus());
    wait(5000);
    expect(index()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    wait(10_000);
    expect(index()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Next' }).blur());
    wait(5000);
    expect(index()).toBe(2);
  });

  it('stops when the player pauses it and starts again on play', () => {
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(15_000);
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(5000);
    expect(index()).toBe(1);
  });

  it('stops while the tab is hidden', () => {
    render(<Probe />);
    setVisibility('hidden');
    wait(15_000);
    expect(index()).toBe(0);
    setVisibility('visible');
    wait(5000);
    expect(index()).toBe(1);
  });

  it('starts paused under prefers-reduced-motion, and the toggle still starts it', () => {
    stubReducedMotion(true);
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    wait(15_000);
    expect(index()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(5000);
    expect(index()).toBe(1);
  });
});
