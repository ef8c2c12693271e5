import { useEffect, useState, type RefObject } from 'react';

export interface UseInViewOptions {
  /** Grows (or shrinks) the viewport used for the test, as IntersectionObserver's rootMargin. */
  rootMargin?: string;
  /** Without IntersectionObserver (old browsers, some test setups) the element counts as in view. */
  fallback?: boolean;
}

/** Whether the element is on screen, kept up to date by an IntersectionObserver. */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', fallback = true }: UseInViewOptions = {}): boolean {
  const [isInView, setInView] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return isInView;
}
