import { startTransition, useEffect, useState } from 'react';

let hasPainted = false;

/** Calls back once the browser has painted the next frame: in a task after its animation frame. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
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
    return afterNextPaint(() => {
      hasPainted = true;
      startTransition(() => setIsAfterFirstPaint(true));
    });
  }, [isAfterFirstPaint]);
  return isAfterFirstPaint;
}
