import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNearViewport, observeNearViewport, rootMarginFor } from './near-viewport';

/**
 * A stand-in IntersectionObserver for jsdom, which has none: it records its instances and
 * lets a test say when a target comes near.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly rootMargin: string;
  readonly root: Element | Document | null;
  isDisconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.root = options.root ?? null;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.isDisconnected = true;
  }
  takeRecords() {
    return [];
  }

  /** Reports `target` as intersecting (near the viewport) or not. */
  report(target: Element, isIntersecting = true) {
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }

  /** Installs the fake as the global IntersectionObserver until `vi.unstubAllGlobals()`. */
  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  /** The one live observer, which must watch `target`. */
  static watching(target: Element): FakeIntersectionObserver {
    const live = FakeIntersectionObserver.instances.filter((observer) => observer.targets.has(target));
    if (live.length !== 1) throw new Error(`${live.length} observers watch the target`);
    return live[0]!;
  }
}

const viewport = { width: 400, height: 800 };
const boxAt = (top: number, height = 100, left = 0, width = 100) => ({
  top,
  bottom: top + height,
  left,
  right: left + width,
});
const options = { preloadRatio: 1.3, throttleMs: 200 };

/** Puts an element at a place on the page for jsdom, which lays nothing out. */
function placed(top: number) {
  const element = document.createElement('div');
  document.body.append(element);
  let currentTop = top;
  element.getBoundingClientRect = () => ({ ...boxAt(currentTop), x: 0, y: currentTop, width: 100, height: 100, toJSON() {} });
  return { element, moveTo: (next: number) => (currentTop = next) };
}

describe('rootMarginFor', () => {
  it('grows the viewport by the part of the ratio above 1', () => {
    expect(rootMarginFor(1.3)).toBe('30%');
    expect(rootMarginFor(1)).toBe('0%');
    expect(rootMarginFor(2)).toBe('100%');
    expect(rootMarginFor(0.5)).toBe('0%');
  });
});

describe('isNearViewport (ratio 1.3)', () => {
  it('counts boxes in the viewport and within 30% of its size beyond each edge', () => {
    expect(isNearViewport(boxAt(0), viewport, 1.3)).toBe(true);
    expect(isNearViewport(boxAt(1000), viewport, 1.3)).toBe(true); // 800 + 240 = 1040
    expect(isNearViewport(boxAt(1040), viewport, 1.3)).toBe(true);
    expect(isNearViewport(boxAt(1041), viewport, 1.3)).toBe(false);
    expect(isNearViewport(boxAt(-340), viewport, 1.3)).toBe(true); // bottom at -240
    expect(isNearViewport(boxAt(-341), viewport, 1.3)).toBe(false);
    expect(isNearViewport(boxAt(0, 100, 520), viewport, 1.3)).toBe(true); // 400 + 120
    expect(isNearViewport(boxAt(0, 100, 521), viewport, 1.3)).toBe(false);
  });

  it('with ratio 1 counts only the viewport itself', () => {
    expect(isNearViewport(boxAt(800), viewport, 1)).toBe(true);
    expect(isNearViewport(boxAt(801), viewport, 1)).toBe(false);
  });
});

describe('observeNearViewport with IntersectionObserver', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shares one observer with a 30% margin around this document’s viewport between all images', () => {
    const first = placed(0).element;
    const second = placed(5000).element;
    const stopFirst = observeNearViewport(first, vi.fn(), options);
    const stopSecond = observeNearViewport(second, vi.fn(), options);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]!.rootMargin).toBe('30%');
    // Not the implicit root: inside a frame, that would clip the margin to the frame.
    expect(FakeIntersectionObserver.instances[0]!.root).toBe(document);
    stopFirst();
    stopSecond();
  });

  it('calls back once when the element comes near, then stops watching it', () => {
    const { element } = placed(5000);
    const onNear = vi.fn();
    observeNearViewport(element, onNear, options);
    const observer = FakeIntersectionObserver.watching(element);
    observer.report(element, false);
    expect(onNear).not.toHaveBeenCalled();
    observer.report(element, true);
    observer.report(element, true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer.targets.has(element)).toBe(false);
    // The last target gone, the shared observer is let go.
    expect(observer.isDisconnected).toBe(true);
  });

  it('stops watching when unsubscribed, keeping the observer for the others', () => {
    const first = placed(5000).element;
    const second = placed(6000).element;
    const onFirst = vi.fn();
    const stopFirst = observeNearViewport(first, onFirst, options);
    const stopSecond = observeNearViewport(second, vi.fn(), options);
    const observer = FakeIntersectionObserver.watching(first);
    stopFirst();
    observer.report(first, true);
    expect(onFirst).not.toHaveBeenCalled();
    expect(observer.isDisconnected).toBe(false);
    stopSecond();
    expect(observer.isDisconnected).toBe(true);
  });
});

describe('observeNearViewport without IntersectionObserver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('innerWidth', 400);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('calls back at once for an element already near', () => {
    const onNear = vi.fn();
    observeNearViewport(placed(1000).element, onNear, options);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('checks on scroll at most once per 200 ms, and calls back when the element comes near', () => {
    const { element, moveTo } = placed(3000);
    const onNear = vi.fn();
    const measure = vi.spyOn(element, 'getBoundingClientRect');
    observeNearViewport(element, onNear, options);
    expect(onNear).not.toHaveBeenCalled();
    measure.mockClear();

    // A burst of scroll events: one check at once, one at the end of the 200 ms.
    for (let index = 0; index < 20; index += 1) window.dispatchEvent(new Event('scroll'));
    expect(measure).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(measure).toHaveBeenCalledTimes(2);
    expect(onNear).not.toHaveBeenCalled();

    vi.advanceTimersByTime(200);
    moveTo(1000);
    document.body.dispatchEvent(new Event('scroll')); // a scroll container's scroll, caught on the way down
    expect(onNear).toHaveBeenCalledTimes(1);

    // Watched no more: later scrolls do not measure it.
    measure.mockClear();
    vi.advanceTimersByTime(400);
    window.dispatchEvent(new Event('scroll'));
    expect(measure).not.toHaveBeenCalled();
  });

  it('checks on resize too, and stops when unsubscribed', () => {
    const { element, moveTo } = placed(3000);
    const onNear = vi.fn();
    const stop = observeNearViewport(element, onNear, options);
    stop();
    moveTo(0);
    window.dispatchEvent(new Event('resize'));
    expect(onNear).not.toHaveBeenCalled();

    const other = placed(3000);
    const onOther = vi.fn();
    observeNearViewport(other.element, onOther, options);
    other.moveTo(100);
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('resize'));
    expect(onOther).toHaveBeenCalledTimes(1);
  });
});
