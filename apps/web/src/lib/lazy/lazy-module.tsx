import { lazy, type ComponentProps, type ComponentType } from 'react';
import { ChunkLoadError, isChunkLoadError } from './chunk-load-error';

/** Spec section 9: "Script chunk timeout 120000 ms". A chunk not loaded by then has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** What `import('./Page')` gives, or `.then((module) => ({ default: module.Part }))` for a named export. */
export type ModuleLoader<C> = () => Promise<{ default: C }>;

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
export function lazyModule<C extends ComponentType<any>>(load: ModuleLoader<C>): LazyModuleComponent<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let hasRetriedInPlace = false;

  const attempt = async (): Promise<{ default: ComponentType<P> }> => {
    let importState: 'pending' | 'loaded' | 'failed' = 'pending';
    const imported = load().then(
      (module) => {
        importState = 'loaded';
        return module;
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
    return <Lazy {...props} />;
  }
  LazyModule.displayName = 'LazyModule';
  // The browser fetches a module once: the render's import() later finds this one's.
  LazyModule.preload = () => void load().catch(() => undefined);
  return LazyModule;
}

/** A lazily loaded component that can start fetching its code before it renders (`preload`; failures are left to the render). */
export type LazyModuleComponent<P> = ComponentType<P> & { preload: () => void };

/** `promise`, or a rejection with TIMED_OUT once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(TIMED_OUT), ms);
    void promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
