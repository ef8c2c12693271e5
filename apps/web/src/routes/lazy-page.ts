import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page that can start loading before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's module (once; again after a failure). */
  preload: () => Promise<unknown>;
};

/** `React.lazy` with `preload`: main.tsx loads the opening page's module beside the first calls. */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // A failed chunk may load on the next try (PageErrorBoundary offers one).
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Whether a component is a LazyPage (a route's element type). */
export function isLazyPage(type: unknown): type is LazyPage<never> {
  return typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';
}
