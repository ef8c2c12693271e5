import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transitionTime, usePresence } from './use-presence';

function Fade({ isOpen, onEntered, onExited }: { isOpen: boolean; onEntered?: () => void; onExited?: () => void }) {
  const { isPresent, state, ref } = usePresence(isOpen, { onEntered, onExited });
  if (!isPresent) return null;
  return (
    <div ref={ref} data-testid="fade" data-state={state} style={{ transitionProperty: 'opacity', transitionDuration: '200ms', transitionDelay: '100ms' }}>
      <span data-state={state} style={{ transitionProperty: 'opacity', transitionDuration: '150ms' }} />
    </div>
  );
}

function preferReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

describe('usePresence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    // @ts-expect-error jsdom has no matchMedia; the tests add one.
    delete window.matchMedia;
  });

  it('mounts closed, opens on the next frame and reports entered when the transition ends', () => {
    const onEntered = vi.fn();
    const { rerender } = render(<Fade isOpen={false} onEntered={onEntered} />);
    expect(screen.queryByTestId('fade')).toBeNull();
    rerender(<Fade isOpen onEntered={onEntered} />);
    expect(screen.getByTestId('fade')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByTestId('fade')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(299));
    expect(onEntered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEntered).toHaveBeenCalledTimes(1);
  });

  it('stays mounted while the exit transition runs, then unmounts and reports exited', () => {
    const onExited = vi.fn();
    const { rerender } = render(<Fade isOpen onExited={onExited} />);
    act(() => vi.advanceTimersToNextFrame());
    rerender(<Fade isOpen={false} onExited={onExited} />);
    expect(screen.getByTestId('fade')).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('fade')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('fade')).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('waits for transitions still running when the measured time is up', async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const getAnimations = vi.fn(() => [{ finished }]);
    Object.defineProperty(HTMLElement.prototype, 'getAnimations', { value: getAnimations, configurable: true });
    try {
      const onExited = vi.fn();
      const { rerender } = render(<Fade isOpen onExited={onExited} />);
      act(() => vi.advanceTimersToNextFrame());
      rerender(<Fade isOpen={false} onExited={onExited} />);
      act(() => vi.advanceTimersByTime(300));
      expect(getAnimations).toHaveBeenCalledWith({ subtree: true });
      expect(onExited).not.toHaveBeenCalled();
      await act(async () => finish());
      expect(onExited).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('fade')).toBeNull();
    } finally {
      // @ts-expect-error removing the stub jsdom does not have.
      delete HTMLElement.prototype.getAnimations;
    }
  });

  it('with reduced motion unmounts without waiting', () => {
    preferReducedMotion(true);
    const onExited = vi.fn();
    const { rerender } = render(<Fade isOpen onExited={onExited} />);
    rerender(<Fade isOpen={false} onExited={onExited} />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByTestId('fade')).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('measures the longest delay plus duration of the element and its stateful parts', () => {
    const node = document.createElement('div');
    // Browsers expand the shorthand into these longhands; jsdom does not, so they are set here.
    node.style.transitionDuration = '0.2s, 50ms';
    node.style.transitionDelay = '0.1s';
    const part = node.appendChild(document.createElement('div'));
    part.dataset.state = 'open';
    part.style.transitionDuration = '400ms';
    document.body.append(node);
    expect(transitionTime(node)).toBe(400);
    part.remove();
    expect(transitionTime(node)).toBe(300);
    node.remove();
  });
});
