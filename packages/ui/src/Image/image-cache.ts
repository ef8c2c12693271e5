import { IMAGE_LOADING } from './constants';
import { createLruSet } from './lru-set';

/**
 * The URLs known to be loaded (the most recent 200): an image whose URL is here shows at once,
 * without a placeholder or a wait to come into view.
 */
export const loadedImages = /* @__PURE__ */ createLruSet<string>(IMAGE_LOADING.cacheSize);
