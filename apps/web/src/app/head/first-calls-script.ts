import { banners, DEVICE, systemStatus } from '@platform/api';
import type { Brand } from '../../../brands/brand';
import { BANNER_GROUP_BY_PATH } from '../shell/banner/banner-groups';
import { scriptLiteral as literal } from '../../lib/script-literal';

/** What the script reads of a brand. */
export type FirstCallsBrand = Pick<Brand, 'id' | 'merchantCode' | 'routerMode'>;


/**
 * The head script of index.html that asks for the page's first answers while the app's script
 * still downloads: the platform's status (the first render waits for it) and the opening page's
 * banner group (its first picture is the page's largest). It adds a `<link rel="preload"
 * as="fetch">` for each, with the very URL the API client builds for the call (merchant code of
 * the brand the brand script chose, the language the locale script wrote to `<html data-locale>`,
 * the device), so the client's own request takes the preloaded answer instead of asking again.
 * It runs after those two scripts; without their attributes it does nothing.
 */
export function firstCallsPreloadScript(brands: readonly FirstCallsBrand[]): string {
  const byBrand = Object.fromEntries(brands.map((brand) => [brand.id, { m: brand.merchantCode, h: brand.routerMode === 'history' }]));
  // The router matches paths case-insensitively, so the map is read in lower case (bannerGroupForPath).
  const groups = Object.fromEntries(Object.entries(BANNER_GROUP_BY_PATH).map(([path, group]) => [path.toLowerCase(), group]));
  return (
    `(function(){var d=document.documentElement,c=${literal(byBrand)}[d.getAttribute("data-brand")],l=d.getAttribute("data-locale"),G=${literal(groups)},p,g;` +
    `if(!c||!l)return;` +
    // The opening path as openingPath() reads it, then normalizePath().
    `p=c.h?location.pathname:location.hash.replace(/^#/,"").split("?")[0];` +
    `p=p.length>1?p.replace(/\\/+$/,""):p||"/";` +
    `function f(u,q){var e=document.createElement("link");e.rel="preload";e.as="fetch";e.crossOrigin="anonymous";e.href=u+"?"+new URLSearchParams(q);document.head.appendChild(e)}` +
    `f(${literal(systemStatus.path)},[["url",location.host],["merchantCode",c.m],["language",l],["device",${literal(DEVICE)}]]);` +
    `g=G[p.toLowerCase()];` +
    `if(g)f(${literal(banners.path)},[["groupName",g],["language",l],["merchantCode",c.m],["device",${literal(DEVICE)}]])})()`
  );
}
