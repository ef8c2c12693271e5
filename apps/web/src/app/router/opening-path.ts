import { brand } from '@brand';

/** The route path the page opened at, read the way the brand's router reads it (hash by default). */
export function openingPath(): string {
  if (brand.routerMode === 'history') return window.location.pathname;
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}
