import { reloadPage } from './reload-page';

/**
 * Spec section 8's ChunkLoadError: a page's or a part's script (or style) chunk that did not
 * load - missing, errored or timed out. `lazyModule` raises it; the page's error boundary shows
 * it with a Retry button (`retryChunkLoad`).
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /**
   * Starts a new attempt of the same import in place and returns true, or returns false when such
   * an attempt could only repeat what the browser already holds (see `retryChunkLoad`).
   */
  readonly retryInPlace: (() => boolean) | undefined;

  constructor(message: string, options: { cause?: unknown; retryInPlace?: () => boolean } = {}) {
    super(message, { cause: options.cause });
    this.retryInPlace = options.retryInPlace;
  }
}

/** Whether `error` is a failed load of a script or style chunk: ours, or the browser's and Vite's words for one. */
export function isChunkLoadError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * The Retry of a chunk that did not load: the same import again, in place, when that can help
 * (the player keeps what the page holds: a half-typed form, the open modals), otherwise a reload
 * of the page. Returns true when it retried in place, so the caller renders the part again.
 *
 * Why not always in place: the browser's module map answers a second `import()` of a module it
 * is still fetching with that same fetch (a timed-out chunk would wait again), and most browsers
 * still answer a module that failed to fetch with the cached failure (whatwg/html#10327 changes
 * that; Safari already fetches again). A query string on the chunk's URL would fetch it anew, but
 * Vite writes the chunk URLs into the build, the chunk's own imports keep theirs, and a second copy
 * of a module is a second copy of its state (the session store, the modal store). A reload gets a
 * fresh module map, and after a new deploy (the old chunk is gone) the new index.html too.
 */
export function retryChunkLoad(error: unknown): boolean {
  if (error instanceof ChunkLoadError && error.retryInPlace?.()) return true;
  reloadPage();
  return false;
}
