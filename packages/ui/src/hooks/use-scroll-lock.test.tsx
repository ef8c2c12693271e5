import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

describe('useScrollLock', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    Object.defineProperty(window, 'scrollX', { value: 0, configurable: true });
    document.body.setAttribute('style', 'color: red;');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.removeAttribute('style');
  });

  it('fixes the body where the page was scrolled, then restores its style and the scroll position', () => {
    const { rerender } = renderHook(({ isLocked }) => useScrollLock(isLocked), { initialProps: { isLocked: true } });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.overflow).toBe('hidden');
    // Style that something else sets while locked stays after the release.
    document.body.style.filter = 'none';
    rerender({ isLocked: false });
    expect(document.body.getAttribute('style')).toBe('color: red; filter: none;');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
  });

  it('is reference-counted: the page stays fixed until the last lock is released', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();
    second.unmount();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('pads the body by the scrollbar width when the scrollbar gutter is not kept', () => {
    const widths = [985, 1000];
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => widths.shift() ?? 1000);
    const { unmount } = renderHook(() => useScrollLock(true));
    expect(document.body.style.paddingRight).toBe('15px');
    unmount();
    expect(document.body.style.paddingRight).toBe('');
  });

  it('adds no padding when the gutter is kept (scrollbar-gutter: stable)', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(985);
    const { unmount } = renderHook(() => useScrollLock(true));
    expect(document.body.style.paddingRight).toBe('');
    unmount();
  });

  it('does nothing while not locked', () => {
    renderHook(() => useScrollLock(false));
    expect(document.body.style.position).toBe('');
  });
});
