import { startTransition, useEffect, useState } from 'react';

/** The longest the switch waits for the browser's report of the first paint, from the first frame. */
export const FIRST_PAINT_REPORT_WAIT_MS = 1000;

let hasPainted = false;
let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the site's first frame with content is on screen: when the browser reports its
 * first contentful paint, which comes when the frame is presented - on a slow phone well after
 * the main thread handed it over, and work started in between (code, calls, renders) competes with
 * it. At most FIRST_PAINT_REPORT_WAIT_MS after the next frame (a browser that does not report
 * paints); without PerformanceObserver at all, in a task after the next animation frame.
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined') {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, FIRST_PAINT_REPORT_WAIT_MS));
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  }).then(() => {
    hasPainted = true;
  });
  return firstPaint;
}

/**
 * False until the site's first frame is on screen, then true: what a component renders only when
 * this is true waits for that frame, and so do the modules it loads and the calls it makes. The
 * switch renders as a transition (in slices). Components that mount later get true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [isAfterFirstPaint, setIsAfterFirstPaint] = useState(hasPainted);
  useEffect(() => {
    if (isAfterFirstPaint) return undefined;
    let isMounted = true;
    void whenFirstPainted().then(() => {
      if (isMounted) startTransition(() => setIsAfterFirstPaint(true));
    });
    return () => {
      isMounted = false;
    };
  }, [isAfterFirstPaint]);
  return isAfterFirstPaint;
}
