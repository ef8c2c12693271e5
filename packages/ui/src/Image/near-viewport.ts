import { throttle, type Throttled } from './throttle';

export interface Viewport {
  width: number;
  height: number;
}

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The IntersectionObserver `rootMargin` that grows the viewport to `preloadRatio` times its
 * size beyond each edge: 1.3 → `"30%"` (30% of the viewport's height above and below, of its
 * width at the sides).
 */
export function rootMarginFor(preloadRatio: number): string {
  const percent = Math.max(0, Math.round((preloadRatio - 1) * 1000) / 10);
  return `${percent}%`;
}

/** Whether a box lies within `preloadRatio` × the viewport (the same area as `rootMarginFor`). */
export function isNearViewport(box: Box, viewport: Viewport, preloadRatio: number): boolean {
  const extraY = viewport.height * Math.max(0, preloadRatio - 1);
  const extraX = viewport.width * Math.max(0, preloadRatio - 1);
  return (
    box.top <= viewport.height + extraY &&
    box.bottom >= -extraY &&
    box.left <= viewport.width + extraX &&
    box.right >= -extraX
  );
}

interface ObserverGroup {
  observer: IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

interface ScrollWatch {
  preloadRatio: number;
  onNear: () => void;
}

// Shared state, made on first use: one observer per margin for every image on the page, or
// one throttled scroll listener where IntersectionObserver is missing.
let observerGroups: Map<string, ObserverGroup> | undefined;
let scrollWatches: Map<Element, ScrollWatch> | undefined;
let checkWatches: Throttled<[]> | undefined;

function viewportSize(): Viewport {
  return {
    width: window.innerWidth || document.documentElement.clientWidth,
    height: window.innerHeight || document.documentElement.clientHeight,
  };
}

/**
 * An observer whose root is this document's own viewport. With the implicit root (the top
 * window's viewport) a page inside a frame is clipped to the frame, so the margin never reaches
 * beyond it; browsers without document roots fall back to the implicit one.
 */
function createObserver(callback: IntersectionObserverCallback, rootMargin: string): IntersectionObserver {
  try {
    return new IntersectionObserver(callback, { root: document, rootMargin, threshold: 0 });
  } catch {
    return new IntersectionObserver(callback, { rootMargin, threshold: 0 });
  }
}

function observeWithObserver(element: Element, onNear: () => void, preloadRatio: number) {
  observerGroups ??= new Map();
  const rootMargin = rootMarginFor(preloadRatio);
  let group = observerGroups.get(rootMargin);
  if (!group) {
    const callbacks = new Map<Element, () => void>();
    const observer = createObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const callback = callbacks.get(entry.target);
          if (!callback) continue;
          // Once is enough: the image starts loading and need not be watched any more.
          stopObserving(rootMargin, entry.target);
          callback();
        }
      },
      rootMargin,
    );
    group = { observer, callbacks };
    observerGroups.set(rootMargin, group);
  }
  group.callbacks.set(element, onNear);
  group.observer.observe(element);
  return () => stopObserving(rootMargin, element);
}

function stopObserving(rootMargin: string, element: Element) {
  const group = observerGroups?.get(rootMargin);
  if (!group || !group.callbacks.delete(element)) return;
  group.observer.unobserve(element);
  if (group.callbacks.size === 0) {
    group.observer.disconnect();
    observerGroups!.delete(rootMargin);
  }
}

function checkScrollWatches() {
  if (!scrollWatches) return;
  const viewport = viewportSize();
  for (const [element, watch] of Array.from(scrollWatches)) {
    if (isNearViewport(element.getBoundingClientRect(), viewport, watch.preloadRatio)) {
      unwatch(element);
      watch.onNear();
    }
  }
}

function unwatch(element: Element) {
  if (!scrollWatches?.delete(element) || scrollWatches.size > 0) return;
  window.removeEventListener('scroll', checkWatches!, { capture: true });
  window.removeEventListener('resize', checkWatches!);
  checkWatches!.cancel();
  checkWatches = undefined;
}

function observeWithScroll(element: Element, onNear: () => void, preloadRatio: number, throttleMs: number) {
  if (isNearViewport(element.getBoundingClientRect(), viewportSize(), preloadRatio)) {
    onNear();
    return () => {};
  }
  scrollWatches ??= new Map();
  if (!checkWatches) {
    checkWatches = throttle(checkScrollWatches, throttleMs);
    // Capture: scrolling inside any container (a game grid, a carousel) counts too.
    window.addEventListener('scroll', checkWatches, { capture: true, passive: true });
    window.addEventListener('resize', checkWatches, { passive: true });
  }
  scrollWatches.set(element, { preloadRatio, onNear });
  return () => unwatch(element);
}

export interface NearViewportOptions {
  /** How far beyond the viewport counts as near: 1.3 is 30% of its size past each edge. */
  preloadRatio: number;
  /** Without IntersectionObserver, scroll and resize checks run at most this often. */
  throttleMs: number;
}

/**
 * Calls `onNear` once, when `element` comes within `preloadRatio` × the viewport. Uses one
 * shared IntersectionObserver; where there is none, one shared scroll listener throttled to
 * `throttleMs`. Returns a function that stops watching.
 */
export function observeNearViewport(
  element: Element,
  onNear: () => void,
  { preloadRatio, throttleMs }: NearViewportOptions,
): () => void {
  if (typeof IntersectionObserver === 'function') return observeWithObserver(element, onNear, preloadRatio);
  return observeWithScroll(element, onNear, preloadRatio, throttleMs);
}
