import { createRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render-with-providers';
import { Image } from './Image';
import { loadedImages } from './image-cache';
import { loadImage } from './load-image';

// jsdom loads no images: each URL loads or fails as the test says.
const failing = vi.hoisted(() => new Set<string>());
vi.mock('./load-image', () => ({
  loadImage: vi.fn((src: string) => (failing.has(src) ? Promise.reject(new Error('404')) : Promise.resolve())),
}));

/** The box that wraps the picture and carries its state. */
const box = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-state]')!;

/** Lets pending promises (a load) settle and React render the result. */
const settle = () => act(() => Promise.resolve());

describe('Image', () => {
  beforeEach(() => {
    loadedImages.clear();
    failing.clear();
    vi.mocked(loadImage).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads a picture near the viewport and then shows it with its alt text', async () => {
    const onLoad = vi.fn();
    const { container } = await renderWithProviders(<Image src="/games/1.png" alt="Fortune Dragon" onLoad={onLoad} />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: 'Fortune Dragon' })).toHaveAttribute('src', '/games/1.png');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(loadedImages.has('/games/1.png')).toBe(true);
  });

  it('tries three times in all, then shows the error image and reports once', async () => {
    vi.useFakeTimers();
    failing.add('/no-such-image.png');
    const onError = vi.fn();
    const { container } = await renderWithProviders(
      <Image src="/no-such-image.png" alt="Fortune Dragon" retryDelayMs={300} onError={onError} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(box(container)).toHaveAttribute('data-attempt', '1');
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(box(container)).toHaveAttribute('data-attempt', '2');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(box(container)).toHaveAttribute('data-attempt', '3');
    expect(box(container)).toHaveAttribute('data-state', 'error');
    expect(loadImage).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
    // The error image keeps the alt text and is an inline drawing, not a broken picture.
    const error = screen.getByRole('img', { name: 'Fortune Dragon' });
    expect(error.tagName).toBe('SPAN');
    expect(error.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loadImage).toHaveBeenCalledTimes(3);
  });

  it('shows fallbackSrc when every attempt fails, and the error drawing if that fails too', async () => {
    vi.useFakeTimers();
    failing.add('/broken.png');
    const { container } = await renderWithProviders(
      <Image src="/broken.png" alt="Banner" fallbackSrc="/brand/error.png" attempts={2} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(loadImage).toHaveBeenCalledTimes(2);
    const fallback = screen.getByRole('img', { name: 'Banner' });
    expect(fallback).toHaveAttribute('src', '/brand/error.png');
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'Banner' }).tagName).toBe('SPAN');
    expect(box(container)).toHaveAttribute('data-state', 'error');
  });

  it('shows a picture loaded before at once, from the cache, without loading it again', async () => {
    const first = await renderWithProviders(<Image src="/games/2.png" alt="Lucky Koi" />);
    await settle();
    first.unmount();
    vi.mocked(loadImage).mockClear();
    const { container } = await renderWithProviders(<Image src="/games/2.png" alt="Lucky Koi" />);
    // Already in the first render, before any effect or promise.
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
    expect(box(container)).toHaveAttribute('data-instant');
    expect(loadImage).not.toHaveBeenCalled();
  });

  it('waits while far from the viewport and loads when a scroll brings it near', async () => {
    // jsdom has no IntersectionObserver: the throttled scroll check runs instead.
    let top = 5000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top }) as DOMRect,
    );
    const { container } = await renderWithProviders(<Image src="/games/3.png" alt="Golden Tiger" />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'idle');
    expect(loadImage).not.toHaveBeenCalled();
    // Within 1.3 × the 768 px jsdom viewport: near enough to start.
    top = 900;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(loadImage).toHaveBeenCalledWith('/games/3.png', expect.anything());
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
  });

  it('with loading="eager" starts at once, wherever it is', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 9000, bottom: 9100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 9000 }) as DOMRect,
    );
    const { container } = await renderWithProviders(<Image src="/games/4.png" alt="Jade" loading="eager" />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps its space while loading: numeric width and height set the shape', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 9000, bottom: 9100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 9000 }) as DOMRect,
    );
    const { container, rerender } = await renderWithProviders(
      <Image src="/games/5.png" alt="Banner" width={320} height={180} />,
    );
    expect(box(container).style.width).toBe('320px');
    expect(box(container).style.aspectRatio).toBe('320 / 180');
    expect(box(container).style.height).toBe('');
    rerender(<Image src="/games/5.png" alt="Banner" width="100%" aspectRatio="16 / 9" />);
    expect(box(container).style.width).toBe('100%');
    expect(box(container).style.aspectRatio).toBe('16 / 9');
    // While it waits, the placeholder carries the alt text.
    expect(screen.getByRole('img', { name: 'Banner' }).tagName).toBe('SPAN');
  });

  it('hides a decorative picture (empty alt) from screen readers in every state', async () => {
    vi.useFakeTimers();
    failing.add('/deco.png');
    const { container } = await renderWithProviders(<Image src="/deco.png" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(box(container)).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('starts over for a new src', async () => {
    failing.add('/a.png');
    vi.useFakeTimers();
    const { container, rerender } = await renderWithProviders(<Image src="/a.png" alt="A" attempts={1} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(box(container)).toHaveAttribute('data-state', 'error');
    rerender(<Image src="/b.png" alt="B" attempts={1} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/b.png');
  });

  it('passes its ref to the box', async () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = await renderWithProviders(<Image src="/games/6.png" alt="Six" ref={ref} />);
    expect(ref.current).toBe(box(container));
  });

  it('has no axe violations while loading, loaded and failed', async () => {
    vi.useFakeTimers();
    failing.add('/missing.png');
    const { container } = await renderWithProviders(
      <>
        <Image src="/ok.png" alt="Loaded" />
        <Image src="/missing.png" alt="Missing" attempts={1} />
        <Image src="/deco.png" alt="" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
