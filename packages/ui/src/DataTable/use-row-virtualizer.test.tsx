import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowVirtualizer } from './use-row-virtualizer';

// jsdom lays nothing out: the tests give the body, the box and each row their place and size.
const BODY_TOP = 200;
const BOX_HEIGHT = 300;
let pageScroll = 0;
let boxScroll = 0;
let rowHeight: (index: number) => number = () => 48;

function fakeLayout(this: Element): DOMRect {
  const rect = (top: number, height: number) => ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect;
  if (this.tagName === 'TBODY') return rect(BODY_TOP - pageScroll - boxScroll, 0);
  if (this.tagName === 'TR') return rect(0, rowHeight(Number((this as HTMLElement).dataset.index)));
  return rect(BODY_TOP - 40 - pageScroll, 0);
}

/** Animation frames run when the test says so. */
let frames: FrameRequestCallback[] = [];
function nextFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(0)));
}

/** Resize observers that report when the test says so. */
let resizeObservers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
class FakeResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    resizeObservers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    resizeObservers = resizeObservers.filter((entry) => entry !== this.entry);
  }
}

beforeEach(() => {
  pageScroll = 0;
  boxScroll = 0;
  rowHeight = () => 48;
  frames = [];
  resizeObservers = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(fakeLayout);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    frames = frames.filter((_, index) => index + 1 !== handle);
  });
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('innerHeight', 768);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A table body of `count` rows rendering what the hook says, in the window or a box. */
function Rows({ count, inBox = false, isEnabled = true }: { count: number; inBox?: boolean; isEnabled?: boolean }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const { start, end, spaceBefore, spaceAfter } = useRowVirtualizer({ count, isEnabled, scrollerRef: inBox ? scrollerRef : null, bodyRef });
  return (
    <div ref={scrollerRef} data-testid="box">
      <table>
        <tbody ref={bodyRef} data-space-before={spaceBefore} data-space-after={spaceAfter}>
          {Array.from({ length: end - start }, (_, offset) => (
            <tr key={start + offset} data-index={start + offset} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function rendered(container: HTMLElement) {
  const body = container.querySelector('tbody')!;
  const indexes = [...body.querySelectorAll('tr')].map((row) => Number(row.dataset.index));
  return {
    first: indexes[0],
    last: indexes.at(-1),
    count: indexes.length,
    spaceBefore: Number(body.dataset.spaceBefore),
    spaceAfter: Number(body.dataset.spaceAfter),
  };
}

describe('useRowVirtualizer', () => {
  it('renders the rows in the window and six more below, the rest as space', () => {
    const { container } = render(<Rows count={1000} />);
    // The body starts 200px down a 768px window: rows 0 to 11 show (12 × 48px reaches 576px).
    expect(rendered(container)).toEqual({ first: 0, last: 17, count: 18, spaceBefore: 0, spaceAfter: (1000 - 18) * 48 });
  });

  it('follows the page’s scroll, updating once a frame however many scroll events come', () => {
    const { container } = render(<Rows count={1000} />);
    pageScroll = 5000;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    expect(rendered(container).first).toBe(0);
    nextFrame();
    // The view is 4800px to 5568px into the body: rows 100 to 115, and six each side.
    expect(rendered(container)).toEqual({ first: 94, last: 121, count: 28, spaceBefore: 94 * 48, spaceAfter: (1000 - 122) * 48 });
  });

  it('measures the rendered rows and estimates the rest by them (a phone’s taller cards)', () => {
    rowHeight = () => 150;
    const { container } = render(<Rows count={1000} />);
    // Rows 0 to 3 fill the window (4 × 150px reaches 600px), and six more.
    const { count, spaceBefore, spaceAfter } = rendered(container);
    expect(count).toBe(10);
    expect(spaceBefore + count * 150 + spaceAfter).toBe(1000 * 150);
  });

  it('counts the space below each row, the gap between phone cards', () => {
    rowHeight = () => 142;
    const gap = document.head.appendChild(document.createElement('style'));
    gap.textContent = 'tr { margin-block-end: 8px }';
    try {
      const { container } = render(<Rows count={1000} />);
      const { count, spaceBefore, spaceAfter } = rendered(container);
      expect(count).toBe(10);
      expect(spaceBefore + count * 150 + spaceAfter).toBe(1000 * 150);
    } finally {
      gap.remove();
    }
  });

  it('measures again when rows change height without a render, as the body resizes', () => {
    const { container } = render(<Rows count={1000} />);
    // The screen turned narrower and the rows wrap to 60px: rows 0 to 9 fill the window.
    rowHeight = () => 60;
    const bodyObserver = resizeObservers.find((observer) => observer.targets.some((target) => target.tagName === 'TBODY'))!;
    act(() => bodyObserver.callback([], {} as ResizeObserver));
    nextFrame();
    const { count, spaceBefore, spaceAfter } = rendered(container);
    expect(count).toBe(16);
    expect(spaceBefore + count * 60 + spaceAfter).toBe(1000 * 60);
  });

  it('scrolls in its own box when given one, and not with the page', () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(BOX_HEIGHT);
    const { container } = render(<Rows count={1000} inBox />);
      // The box shows the body's first 300px minus the 40px above the body: rows 0 to 5.
      expect(rendered(container)).toMatchObject({ first: 0, last: 11 });
      pageScroll = 3000;
      window.dispatchEvent(new Event('scroll'));
      expect(frames).toHaveLength(0);
      pageScroll = 0;
      boxScroll = 2440;
      container.querySelector('[data-testid="box"]')!.dispatchEvent(new Event('scroll'));
      nextFrame();
      // 2400px to 2700px into the body: rows 50 to 56.
      expect(rendered(container)).toMatchObject({ first: 44, last: 62, spaceBefore: 44 * 48 });
  });

  it('renders nothing and listens to nothing when not virtualising', () => {
    const { container } = render(<Rows count={1000} isEnabled={false} />);
    expect(rendered(container).count).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
    expect(resizeObservers).toHaveLength(0);
  });

  it('stops listening when the table goes', () => {
    const { unmount } = render(<Rows count={1000} />);
    expect(resizeObservers).toHaveLength(1);
    unmount();
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
    expect(resizeObservers).toHaveLength(0);
  });
});
