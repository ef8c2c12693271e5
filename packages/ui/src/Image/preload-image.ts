import { loadedImages } from './image-cache';
import { loadImage } from './load-image';

export interface PreloadImageOptions {
  /** The request's priority: `high` for the page's largest picture (its LCP element). */
  fetchPriority?: 'high' | 'low' | 'auto';
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
  referrerPolicy?: ReferrerPolicy;
}

/**
 * Loads a picture before any Image asks for it, e.g. a page's first banner while the page's
 * script still renders: an Image of the same `src` that mounts after it has loaded shows at once,
 * with no placeholder and no fade. Resolves to whether it loaded; a failure is left to the Image,
 * which tries again when it mounts.
 */
export async function preloadImage(src: string, options: PreloadImageOptions = {}): Promise<boolean> {
  if (loadedImages.has(src)) return true;
  try {
    await loadImage(src, options);
  } catch {
    return false;
  }
  loadedImages.add(src);
  return true;
}
