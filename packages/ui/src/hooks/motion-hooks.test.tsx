import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentVisible } from './use-document-visible';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref);
  return (
    <div ref={ref} data-testid="probe" data-reduced={String(useReducedMotion())} data-visible={String(useDocumentVisible())} data-in-view={String(isInView)} />
  );
}

describe('motion hooks', () => {
  it('follows prefers-reduced-motion as it changes', () => {
    const listeners = new Set<() => void>();
    let matches = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('reduce') && matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-reduced', 'false');
    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-reduced', 'true');
  });

  it('follows the tab being hidden and shown', () => {
    render(<Probe />);
    const setState = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => document.dispatchEvent(new Event('visibilitychange')));
    };
    setState('hidden');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-visible', 'false');
    setState('visible');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-visible', 'true');
  });

  it('follows the element entering and leaving the viewport', () => {
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
    render(<Probe />);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-in-view', 'false');
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-in-view', 'true');
  });
});
