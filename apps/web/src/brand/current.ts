import { brands } from 'virtual:brands';
import { selectBrand } from './select-brand';

export { brands };

/**
 * The brand of this page: among the brands the build carries, the one whose hosts match
 * `location.hostname`, else the build's default. `@brand` resolves here (vite.config.ts).
 */
export const brand = selectBrand(brands, window.location.hostname);
