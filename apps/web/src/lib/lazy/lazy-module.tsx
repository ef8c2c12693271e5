import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { ChunkLoadError, isChunkLoadError } from './chunk-load-error';

/** Spec section 9: "Script chunk timeout 120000 ms". A chunk not loaded by then has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const TIMED_OUT = Symbol('timed out');

/**
 * `React.lazy` for every lazily loaded page and part of the app, with spec section 8's
 * ChunkLoadError: an import that rejects, or that has not loaded within CHUNK_LOAD_TIMEOUT_MS,
 * throws a `ChunkLoadError` to the nearest error boundary (PageErrorBoundary), whose Retry
 * (`retryChunkLoad`) starts a new attempt in place when one can help and otherwise reloads.
 * While it loads, the component suspends as `React.lazy` does: the Suspense fallback shows (for
 * a page, PageLoading, which says "page slow to open" after SLOW_LOAD_MS). An import that fails
 * for another reason (the module throws as it runs) is thrown as it is: a bug, not a load.
 * Like React.lazy it takes any component; its props come back out through ComponentProps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyModule<M extends { default: ComponentType<any> }>(load: () => Promise<M>): LazyModuleComponent<ComponentProps<M['default']>, M> {
  type P = ComponentProps<M['default']>;
  let hasRetriedInPlace = false;
  // The component once its module has loaded (by a preload or a render): later instances render
  // it at once, without suspending for a module already there (no fallback for a frame).
  let loaded: ComponentType<P> | null = null;
  const remember = (module: M) => {
    loaded = module.default as ComponentType<P>;
    return module;
  };

  const attempt = async (): Promise<{ default: ComponentType<P> }> => {
    let importState: 'pending' | 'loaded' | 'failed' = 'pending';
    const imported = load().then(
      (module) => {
        importState = 'loaded';
        return remember(module);
      },
      (cause: unknown) => {
        importState = 'failed';
        throw cause;
      },
    );
    try {
      return await withTimeout(imported, CHUNK_LOAD_TIMEOUT_MS);
    } catch (cause) {
      if (cause !== TIMED_OUT && !isChunkLoadError(cause)) throw cause;
      const isTimeout = cause === TIMED_OUT;
      throw new ChunkLoadError(isTimeout ? `A chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms` : cause.message, {
        cause: isTimeout ? undefined : cause,
        retryInPlace: () => {
          // Still fetching: a new import() would wait on that same fetch. Failed again after a
          // retry in place: this browser keeps failed modules. Either way only a reload helps.
          if (importState === 'pending' || (importState === 'failed' && hasRetriedInPlace)) return false;
          hasRetriedInPlace = importState === 'failed';
          Lazy = lazy(attempt);
          return true;
        },
      });
    }
  };

  // React.lazy keeps its first result, a failure too: a retry in place takes a new one.
  let Lazy = lazy(attempt);
  function LazyModule(props: P) {
    // Decided once per instance: switching from Lazy to the component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LazyModule.displayName = 'LazyModule';
  // The browser fetches a module once: the render's import() later finds this one's.
  LazyModule.preload = () => load().then(remember, () => null);
  return LazyModule;
}

/**
 * A lazily loaded component that can start fetching its code before it renders: `preload` resolves
 * to its module once loaded (its other exports too), or to null when it failed, a failure the
 * render then reports.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyModuleComponent<P, M = { default: ComponentType<any> }> = ComponentType<P> & { preload: () => Promise<M | null> };

/** `promise`, or a rejection with TIMED_OUT once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(TIMED_OUT), ms);
    void promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
