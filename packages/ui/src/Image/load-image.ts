/**
 * Loads (and decodes) an image off-screen; resolves when it can be shown at once, rejects when
 * it fails or `signal` aborts. `createImage` is for tests.
 */
export function loadImage(
  src: string,
  {
    signal,
    crossOrigin,
    referrerPolicy,
    fetchPriority,
    createImage = () => new window.Image(),
  }: {
    signal?: AbortSignal;
    crossOrigin?: '' | 'anonymous' | 'use-credentials';
    referrerPolicy?: ReferrerPolicy;
    /** The request's priority against the page's other requests (`high` for its largest picture). */
    fetchPriority?: 'high' | 'low' | 'auto';
    createImage?: () => HTMLImageElement;
  } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The load was aborted.', 'AbortError'));
      return;
    }
    const image = createImage();
    const finish = () => {
      image.onload = null;
      image.onerror = null;
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      // Stops the download where the browser allows it.
      image.src = '';
      reject(new DOMException('The load was aborted.', 'AbortError'));
    };
    image.onload = () => {
      finish();
      resolve();
    };
    image.onerror = () => {
      finish();
      reject(new Error(`The image ${src} could not be loaded.`));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (crossOrigin !== undefined) image.crossOrigin = crossOrigin;
    if (referrerPolicy !== undefined) image.referrerPolicy = referrerPolicy;
    if (fetchPriority !== undefined) image.fetchPriority = fetchPriority;
    image.decoding = 'async';
    image.src = src;
  });
}
